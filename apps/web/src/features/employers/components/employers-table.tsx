import { useId } from 'react';
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

const HEAD = 'py-2 pr-3 font-medium';

/** The company's employer accounts: e-mail, whether the second factor is set up, since when; revoke access. */
export function EmployersTable({ companyId, employers }: { companyId: string; employers: readonly TEmployer[] }) {
  const { t, i18n } = useTranslation(['employers', 'errors']);
  const id = useId();
  const revoke = useRevokeEmployerAccess(companyId);
  const language = currentLanguage(i18n);

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="font-semibold">
        {t('employers:employers.title')}
      </h3>
      {employers.length === 0 ? (
        <p className="flex items-center gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          <UserRound aria-hidden="true" className="size-5 shrink-0" />
          {t('employers:employers.empty')}
        </p>
      ) : (
        <div
          className="relative -mx-6 min-w-0 overflow-x-auto px-6 outline-none focus-visible:ring-2 focus-visible:ring-ring"
          role="region"
          aria-labelledby={`${id}-title`}
          tabIndex={0}
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="border-b text-xs text-muted-foreground uppercase">
              <tr>
                <th scope="col" className={HEAD}>
                  {t('employers:employers.email')}
                </th>
                <th scope="col" className={HEAD}>
                  {t('employers:employers.secondFactor')}
                </th>
                <th scope="col" className={HEAD}>
                  {t('employers:employers.since')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">{t('employers:section.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
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
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
