import { useTranslation } from 'react-i18next';
import { Bot } from 'lucide-react';
import type { TCoachState } from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { useAcknowledgeCoachNotice } from '../api/coach-queries.ts';
import { CoachFactsButton } from './coach-facts-button.tsx';

/**
 * First use (EU AI Act Art. 50): the person is talking to an AI, not a person and not a doctor; which engine answers;
 * that it does not diagnose or advise on medication; what it knows (the facts panel). "I understand" stores the
 * acknowledgement; until then the chat has no message field.
 */
export function ChatNotice({ state }: { state: TCoachState }) {
  const { t } = useTranslation(['coach', 'errors']);
  const acknowledge = useAcknowledgeCoachNotice();
  const engine =
    state.engine === 'builtin'
      ? t('coach:notice.engineBuiltin')
      : state.model
        ? t('coach:notice.engineExternal', { model: state.model })
        : t('coach:notice.engineExternalUnnamed');

  return (
    <div
      role="group"
      aria-labelledby="coach-notice-title"
      data-testid="coach-notice"
      className="flex flex-col gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4 text-sm"
    >
      <h3 id="coach-notice-title" className="flex items-center gap-2 font-semibold">
        <Bot aria-hidden="true" className="size-4 text-primary" />
        {t('coach:notice.title')}
      </h3>
      <p className="font-medium">{t('coach:notice.ai')}</p>
      <p>{engine}</p>
      <p>{t('coach:notice.scope')}</p>
      <p>{t('coach:notice.emergency')}</p>
      <div className="flex flex-col items-start gap-1">
        <p>{t('coach:notice.knows')}</p>
        <CoachFactsButton />
      </div>
      {acknowledge.isError ? (
        <p role="alert" className="text-destructive">
          {t('coach:notice.acknowledgeFailed')} {errorMessage(t, acknowledge.error)}
        </p>
      ) : null}
      <Button className="self-start" disabled={acknowledge.isPending} onClick={acknowledge.send}>
        {acknowledge.isPending ? <Spinner size="sm" /> : null}
        {t('coach:notice.acknowledge')}
      </Button>
    </div>
  );
}
