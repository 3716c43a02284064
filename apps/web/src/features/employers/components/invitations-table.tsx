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
import { ListSection } from './list-section.tsx';

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
  const withdraw = useRevokeEmployerInvitation(companyId);
  const language = currentLanguage(i18n);

  return (
    <ListSection
      title={t('employers:invitations.title')}
      emptyIcon={Send}
      emptyText={invitations.length === 0 ? t('employers:invitations.empty') : null}
      columns={[
        t('employers:invitations.email'),
        t('employers:invitations.language'),
        t('employers:invitations.statusLabel'),
        t('employers:invitations.expires'),
      ]}
      minWidthClass="min-w-[40rem]"
    >
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
    </ListSection>
  );
}
