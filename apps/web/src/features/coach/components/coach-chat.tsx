import { useTranslation } from 'react-i18next';
import { Bot, Siren } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { useMe } from '@/lib/session/get-me.ts';
import { useCoachState } from '../api/coach-queries.ts';
import { ChatNotice } from './chat-notice.tsx';
import { ChatPanel } from './chat-panel.tsx';
import { CoachConsentOff } from './chat-consent-off.tsx';

/**
 * The dashboard's coach (section id "coach": /dashboard#coach links here). Without the AI tips consent it says how to
 * turn it on and asks nothing of the coach; with it: the "AI, not a doctor" line, the first-use notice until
 * acknowledged, then the chat.
 */
export function CoachChat() {
  const { t } = useTranslation('coach');
  const me = useMe();
  const granted = me.data?.consents?.aiTips.granted === true;
  return (
    <section
      id="coach"
      aria-labelledby="coach-chat-title"
      data-testid="coach-chat"
      className="flex scroll-mt-20 flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <h2 id="coach-chat-title" className="flex items-center gap-2 font-semibold">
        <Bot aria-hidden="true" className="size-5 text-primary" />
        {t('coach:chat.title')}
      </h2>
      {me.isPending ? <ChatSkeleton /> : granted ? <CoachChatBody /> : <CoachConsentOff />}
    </section>
  );
}

function ChatSkeleton() {
  const { t } = useTranslation('coach');
  return (
    <div className="flex flex-col gap-2" data-testid="coach-chat-skeleton">
      <span className="sr-only">{t('coach:chat.loading')}</span>
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}

function CoachChatBody() {
  const { t } = useTranslation(['coach', 'errors']);
  const state = useCoachState();
  if (state.isError && isApiError(state.error) && state.error.code === 'AI_CONSENT_REQUIRED') {
    return <CoachConsentOff />;
  }
  return (
    <>
      <p className="flex items-center gap-2 text-xs font-medium text-muted-foreground" data-testid="coach-disclaimer">
        <Siren aria-hidden="true" className="size-4 shrink-0" />
        {t('coach:chat.disclaimer')}
      </p>
      {state.isPending ? (
        <ChatSkeleton />
      ) : state.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-2 rounded-lg border border-destructive/40 p-3 text-sm"
        >
          <p className="font-medium">{t('coach:chat.loadFailed')}</p>
          <p className="text-muted-foreground">{errorMessage(t, state.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void state.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </div>
      ) : state.data.noticeAcknowledgedAt === null ? (
        <ChatNotice state={state.data} />
      ) : (
        <ChatPanel state={state.data} />
      )}
    </>
  );
}
