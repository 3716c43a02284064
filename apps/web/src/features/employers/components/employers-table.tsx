import { ShieldAlert, ShieldCheck, UserMinus, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TEmployer } from '@openwell/contracts';
import { EmailAddress } from '@/components/email-address.tsx';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { formatDate } from '@/lib/date-format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { useRevokeEmployerAccess } from '../api/company-employers.ts';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';
import { ListSection } from './list-section.tsx';

/** The company's employer accounts: e-mail, whether the second factor is set up, since when; revoke access. */
export function EmployersTable({ companyId, employers }: { companyId: string; employers: readonly TEmployer[] }) {
  const { t, i18n } = useTranslation(['employers', 'errors']);
  const revoke = useRevokeEmployerAccess(companyId);
  const language = currentLanguage(i18n);

  return (
    <ListSection
      title={t('employers:employers.title')}
      emptyIcon={UserRound}
      emptyText={employers.length === 0 ? t('employers:employers.empty') : null}
      columns={[t('employers:employers.email'), t('employers:employers.secondFactor'), t('employers:employers.since')]}
      minWidthClass="min-w-[36rem]"
    >
      {employers.map((employer) => (
        <tr key={employer.userId} data-testid="employer-row">
          <td className="py-3 pr-3 font-medium">
            <EmailAddress email={employer.email} />
          </td>
          <td className="py-3 pr-3">
            {employer.twoFactorEnabled ? (
              <span className="inline-flex items-center gap-1.5">
                <ShieldCheck aria-hidden="true" className="size-4 text-success" />
                {t('employers:employers.secondFactorOn')}
              </span>
            ) : (
              <span className="inline-flex items-center gap-1.5 text-muted-foreground">
                <ShieldAlert aria-hidden="true" className="size-4 text-warning" />
                {t('employers:employers.secondFactorOff')}
              </span>
            )}
          </td>
          <td className="py-3 pr-3 whitespace-nowrap">{formatDate(employer.since, language)}</td>
          <td className="py-3 text-right">
            <ConfirmActionDialog
              trigger={
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={t('employers:employers.revokeFor', { email: employer.email })}
                >
                  <UserMinus aria-hidden="true" />
                  {t('employers:employers.revoke')}
                </Button>
              }
              title={t('employers:employers.revokeTitle', { email: employer.email })}
              description={
                <>
                  <span>{t('employers:employers.revokeNow')}</span>
                  <span>{t('employers:employers.revokeAccounts')}</span>
                  <span>{t('employers:employers.revokeAgain')}</span>
                </>
              }
              confirmLabel={t('employers:employers.revokeConfirm')}
              onConfirm={async () => {
                await revoke.mutateAsync(employer.userId);
                toast.success(t('employers:employers.revoked', { email: employer.email }));
              }}
            />
          </td>
        </tr>
      ))}
    </ListSection>
  );
}
