import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { COACH_TOPIC_PARAM, isCoachTopic, type TCoachState } from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { useCoachChat } from '../hooks/use-coach-chat.ts';
import { TOPIC_QUESTIONS } from '../lib/coach-topics.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatConversations } from './chat-conversations.tsx';
import { markdownAsSpeech } from './chat-markdown.tsx';
import { ChatMessages } from './chat-messages.tsx';
import { CoachConsentOff } from './chat-consent-off.tsx';

/**
 * The chat once the notice is acknowledged: conversations, the open conversation's messages (suggested questions
 * while it is empty), the message field, and a polite live region that announces each finished reply once. A 403
 * AI_CONSENT_REQUIRED (consent withdrawn elsewhere) turns it into the consent-off state at once. Opened on a topic
 * (`?coachTopic=sleep`, coachTopicPath: the health profile's coach steps), it starts a new conversation with the
 * topic's question in the message field, focused, for the person to send or change; the address then drops the topic.
 */
export function ChatPanel({ state }: { state: TCoachState }) {
  const { t } = useTranslation(['coach', 'errors']);
  const chat = useCoachChat({ enabled: true });
  const input = useRef<HTMLTextAreaElement>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const topic = searchParams.get(COACH_TOPIC_PARAM);
  const { open, setDraft } = chat;
  useEffect(() => {
    if (!isCoachTopic(topic)) return;
    open(null);
    setDraft(TOPIC_QUESTIONS[topic](t));
    // Focusing the field scrolls the coach into view.
    input.current?.focus();
    setSearchParams(
      (params) => {
        params.delete(COACH_TOPIC_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [topic, open, setDraft, setSearchParams, t]);
  if (chat.consentLost) return <CoachConsentOff />;

  const loadingConversation = chat.conversationId !== null && chat.conversation.isPending && chat.messages.length === 0;
  const empty = chat.messages.length === 0 && !loadingConversation && !chat.conversation.isError;
  const announcement = chat.announcement
    ? t(chat.announcement.kind === 'safety' ? 'coach:chat.announce.safety' : 'coach:chat.announce.reply', {
        text: markdownAsSpeech(chat.announcement.text),
      })
    : '';

  return (
    <div className="flex flex-col gap-3">
      <ChatConversations
        openId={chat.conversationId}
        onOpen={chat.open}
        disabledNew={chat.conversationId === null && empty}
      />
      {loadingConversation ? (
        <div className="flex flex-col gap-2" data-testid="coach-conversation-skeleton">
          <span className="sr-only">{t('coach:chat.conversationLoading')}</span>
          <Skeleton className="ml-auto h-8 w-2/3" />
          <Skeleton className="h-16 w-5/6" />
        </div>
      ) : chat.conversation.isError && chat.messages.length === 0 ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-2 rounded-lg border border-destructive/40 p-3 text-sm"
        >
          <p className="font-medium">{t('coach:chat.conversationFailed')}</p>
          <p className="text-muted-foreground">{errorMessage(t, chat.conversation.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void chat.conversation.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </div>
      ) : empty ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-muted-foreground">{t('coach:chat.empty')}</p>
          {state.suggestions.length > 0 ? (
            <div role="group" aria-labelledby="coach-suggestions-title" className="flex flex-col gap-1.5">
              <h3 id="coach-suggestions-title" className="text-sm font-semibold">
                {t('coach:chat.suggestions')}
              </h3>
              <ul className="flex flex-wrap gap-2">
                {state.suggestions.map((suggestion) => (
                  <li key={suggestion}>
                    <Button
                      variant="secondary"
                      size="sm"
                      className="h-auto py-1.5 text-left whitespace-normal"
                      disabled={chat.streaming}
                      onClick={() => {
                        chat.send(suggestion);
                        // The suggestions give way to the conversation: focus goes to the message field.
                        input.current?.focus();
                      }}
                    >
                      {suggestion}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : (
        <ChatMessages messages={chat.messages} state={state} />
      )}
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="coach-chat-announcement">
        {announcement}
      </div>
      <ChatComposer
        draft={chat.draft}
        onDraftChange={chat.setDraft}
        onSend={chat.send}
        onStop={chat.stop}
        onNewConversation={() => chat.open(null)}
        streaming={chat.streaming}
        error={chat.error}
        inputRef={input}
      />
    </div>
  );
}
