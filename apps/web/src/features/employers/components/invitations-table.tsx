import { useId } from 'react';
import { MailX, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TEmployerInvitation, TInvitationStatus } from '@openwell/contracts';
import { EmailAddress } from '@/components/email-address.tsx';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { languageAutonym } from '@/features/settings/index.ts';
import { formatDateTime } from '@/lib/date-format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { cn } from '@/lib/utils.ts';
import { useRevokeEmployerInvitation } from '../api/company-employers.ts';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';

const HEAD = 'py-2 pr-3 font-medium';

const STATUS_LABELS: Record<TInvitationStatus, (t: TFunction) => string> = {
  pending: (t) => t('employers:invitations.status.pending'),
  accepted: (t) => t('employers:invitations.status.accepted'),
  expired: (t) => t('employers:invitations.status.expired'),
  revoked: (t) => t('employers:invitations.status.revoked'),
};

const STATUS_STYLES: Record<TInvitationStatus, string> = {
  pending: 'border-primary/40 bg-primary/10 text-foreground',
  accepted: 'border-success/40 bg-success/10 text-foreground',
  expired: 'border-border bg-muted text-muted-foreground',
  revoked: 'border-border bg-muted text-muted-foreground',
};

/** The company's invitations, newest first: e-mail, language, status, expiry; a pending one can be withdrawn. */
export function InvitationsTable({
  companyId,
  invitations,
}: {
  companyId: string;
  invitations: readonly TEmployerInvitation[];
}) {
  const { t, i18n } = useTranslation(['employers', 'errors']);
  const id = useId();
  const withdraw = useRevokeEmployerInvitation(companyId);
  const language = currentLanguage(i18n);

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="font-semibold">
        {t('employers:invitations.title')}
      </h3>
      {invitations.length === 0 ? (
        <p className="flex items-center gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          <Send aria-hidden="true" className="size-5 shrink-0" />
          {t('employers:invitations.empty')}
        </p>
      ) : (
        <div
          className="relative -mx-6 min-w-0 overflow-x-auto px-6 outline-none focus-visible:ring-2 focus-visible:ring-ring"
          role="region"
          aria-labelledby={`${id}-title`}
          tabIndex={0}
        >
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="border-b text-xs text-muted-foreground uppercase">
              <tr>
                <th scope="col" className={HEAD}>
                  {t('employers:invitations.email')}
                </th>
                <th scope="col" className={HEAD}>
                  {t('employers:invitations.language')}
                </th>
                <th scope="col" className={HEAD}>
                  {t('employers:invitations.statusLabel')}
                </th>
                <th scope="col" className={HEAD}>
                  {t('employers:invitations.expires')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">{t('employers:section.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {invitations.map((invitation) => (
                <tr key={invitation.id} data-testid="invitation-row">
                  <td className="py-3 pr-3 font-medium">
                    <EmailAddress email={invitation.email} />
                  </td>
                  <td className="py-3 pr-3" lang={invitation.language}>
                    {languageAutonym(invitation.language)}
                  </td>
                  <td className="py-3 pr-3">
                    <span
                      className={cn(
                        'inline-flex rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
                        STATUS_STYLES[invitation.status],
                      )}
                    >
                      {STATUS_LABELS[invitation.status](t)}
                    </span>
                  </td>
                  <td className="py-3 pr-3 whitespace-nowrap">{formatDateTime(invitation.expiresAt, language)}</td>
                  <td className="py-3 text-right">
                    {invitation.status === 'pending' ? (
                      <ConfirmActionDialog
                        trigger={
                          <Button
                            type="button"
                            variant="outline"
                            size="sm"
                            aria-label={t('employers:invitations.withdrawFor', { email: invitation.email })}
                          >
                            <MailX aria-hidden="true" />
                            {t('employers:invitations.withdraw')}
                          </Button>
                        }
                        title={t('employers:invitations.withdrawTitle', { email: invitation.email })}
                        description={<span>{t('employers:invitations.withdrawDescription')}</span>}
                        confirmLabel={t('employers:invitations.withdrawConfirm')}
                        onConfirm={async () => {
                          await withdraw.mutateAsync(invitation.id);
                          toast.success(t('employers:invitations.withdrawn', { email: invitation.email }));
                        }}
                      />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
