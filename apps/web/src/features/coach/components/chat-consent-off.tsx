import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';
import { useCoachConversations } from '../api/coach-queries.ts';
import { WRAPPING_BUTTON } from '../lib/wrapping-button.ts';
import { AiConsentRequired } from './ai-consent-required.tsx';
import { DeleteAllConversationsDialog } from './chat-delete-dialog.tsx';

/**
 * Without the AI tips consent: how to turn it on (the shared consent-off card), and, when earlier conversations
 * exist, that they are kept and can all be deleted (reading and deleting one's own works without the consent).
 */
export function CoachConsentOff() {
  const { t } = useTranslation('coach');
  const list = useCoachConversations();
  const count = list.data?.conversations.length ?? 0;
  return (
    <div className="flex flex-col gap-3" data-testid="coach-consent-off">
      <AiConsentRequired feature="coach" />
      {count > 0 ? (
        <div className="flex flex-col items-start gap-2 text-sm">
          <p className="text-muted-foreground">{t('coach:chat.history')}</p>
          <DeleteAllConversationsDialog
            count={count}
            onDeleted={() => undefined}
            trigger={
              <Button
                variant="outline"
                size="sm"
                className={cn(WRAPPING_BUTTON, 'text-destructive hover:text-destructive')}
              >
                <Trash2 aria-hidden="true" />
                {t('coach:chat.conversations.deleteAll')}
              </Button>
            }
          />
        </div>
      ) : null}
    </div>
  );
}
