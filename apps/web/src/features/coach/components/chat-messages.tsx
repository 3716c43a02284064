import { useEffect, useRef, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Ban, Info, OctagonAlert, Scissors, Square, TriangleAlert } from 'lucide-react';
import type { TCoachState } from '@openwell/contracts';
import { cn } from '@/lib/utils.ts';
import type { TChatMessage } from '../hooks/use-coach-chat.ts';
import { ChatMarkdown } from './chat-markdown.tsx';

/**
 * The conversation: the person's messages as plain text, the coach's as markdown without HTML, each reply labelled
 * with its engine. A safety reply stands out (border, icon and a heading, not colour alone); declined, fallback,
 * stopped, truncated, interrupted and failed replies say so. The list itself is not a live region (the chat announces
 * a finished reply once); it scrolls to the newest message.
 */
export function ChatMessages({ messages, state }: { messages: TChatMessage[]; state: TCoachState }) {
  const { t } = useTranslation('coach');
  const scroller = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, last?.text]);

  return (
    <div
      ref={scroller}
      tabIndex={0}
      aria-label={t('coach:chat.messages')}
      role="region"
      className="max-h-[28rem] min-h-32 overflow-y-auto rounded-lg border bg-background p-3 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      data-testid="coach-messages"
    >
      <ol className="flex flex-col gap-3">
        {messages.map((message) =>
          message.role === 'user' ? (
            <li key={message.id} className="flex flex-col items-end gap-1">
              <span className="sr-only">{t('coach:chat.you')}:</span>
              <p className="max-w-[90%] rounded-lg bg-primary px-3 py-2 text-sm whitespace-pre-wrap text-primary-foreground break-words">
                {message.text}
              </p>
            </li>
          ) : (
            <li key={message.id}>
              <CoachReply message={message} state={state} />
            </li>
          ),
        )}
      </ol>
    </div>
  );
}

function engineLabel(t: TFunction, message: TChatMessage, state: TCoachState) {
  if (message.engine === 'external') {
    return state.model
      ? t('coach:chat.engine.external', { model: state.model })
      : t('coach:chat.engine.externalUnnamed');
  }
  return t('coach:chat.engine.builtin');
}

function CoachReply({ message, state }: { message: TChatMessage; state: TCoachState }) {
  const { t } = useTranslation('coach');
  const safety = message.kind === 'safety';
  const titleId = `coach-reply-${message.id}`;
  return (
    <article
      aria-labelledby={safety ? titleId : undefined}
      aria-busy={message.streaming || undefined}
      data-testid="coach-reply"
      data-kind={message.kind ?? 'pending'}
      className={cn(
        'flex max-w-[95%] flex-col gap-1.5 rounded-lg border px-3 py-2',
        safety ? 'border-2 border-destructive bg-destructive/10' : 'bg-muted/40',
      )}
    >
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
        <span className="sr-only">{t('coach:chat.coach')}:</span>
        <span data-testid="coach-reply-engine">{engineLabel(t, message, state)}</span>
      </p>
      {safety ? (
        <p id={titleId} className="flex items-center gap-1.5 text-sm font-semibold text-destructive">
          <OctagonAlert aria-hidden="true" className="size-4" />
          {t('coach:chat.safety')}
        </p>
      ) : null}
      {message.kind === 'declined' ? (
        <Note icon={<Ban aria-hidden="true" className="size-3.5" />}>{t('coach:chat.declined')}</Note>
      ) : null}
      {message.fallbackReason ? (
        <Note icon={<Info aria-hidden="true" className="size-3.5" />} testId="coach-reply-fallback">
          {t(`coach:chat.fallback.${message.fallbackReason}`)}
        </Note>
      ) : null}
      {message.text.length > 0 ? <ChatMarkdown text={message.text} /> : null}
      {message.streaming ? (
        <p className="text-xs text-muted-foreground" data-testid="coach-reply-writing">
          {t('coach:chat.writing')}
        </p>
      ) : null}
      {message.stopped ? (
        <Note icon={<Square aria-hidden="true" className="size-3.5" />} testId="coach-reply-stopped">
          {t('coach:chat.stopped')}
        </Note>
      ) : null}
      {message.truncated ? (
        <Note icon={<Scissors aria-hidden="true" className="size-3.5" />}>{t('coach:chat.truncated')}</Note>
      ) : null}
      {message.interrupted ? (
        <Note icon={<TriangleAlert aria-hidden="true" className="size-3.5" />}>{t('coach:chat.interrupted')}</Note>
      ) : null}
      {message.failedCode !== null ? (
        <Note icon={<TriangleAlert aria-hidden="true" className="size-3.5" />}>{t('coach:chat.failed')}</Note>
      ) : null}
    </article>
  );
}

function Note({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <p className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground" data-testid={testId}>
      {icon}
      {children}
    </p>
  );
}
