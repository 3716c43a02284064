import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session/use-session.ts';

/**
 * A note beside the terms' section on points (not part of the terms, so no new version of them): how point expiry
 * works in general (the employer decides whether and after how many months; oldest first, once a day; the next 30
 * days shown to the employee), and, for a signed-in employee, their company's actual rule. The general text is
 * prerendered with the page; the company's rule is read after the page is live, only for a signed-in employee.
 */
export function PointsExpiryNote() {
  const { t } = useTranslation('legal');
  const titleId = useId();
  const months = useCompanyExpiryMonths();
  return (
    <aside
      aria-labelledby={titleId}
      data-testid="points-expiry-note"
      className="flex flex-col gap-2 rounded-xl border border-border bg-muted/40 p-4 text-sm leading-6 sm:p-5"
    >
      <p id={titleId} className="font-semibold">
        {t('legal:notes.pointsExpiry.title')}
      </p>
      <p className="text-pretty">{t('legal:notes.pointsExpiry.general')}</p>
      {months !== undefined ? (
        <p className="font-medium text-pretty" data-testid="points-expiry-company-rule">
          {months === null
            ? t('legal:notes.pointsExpiry.yoursNever')
            : t('legal:notes.pointsExpiry.yours', { count: months })}
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">{t('legal:notes.pointsExpiry.disclaimer')}</p>
    </aside>
  );
}

/**
 * The company's policy of the signed-in employee once read (undefined: not signed in as an employee, not read yet, or
 * the read failed). Nothing is read for visitors, employers or admins.
 */
function useCompanyExpiryMonths(): number | null | undefined {
  const { status, user } = useSession();
  const employeeId = status === 'signed-in' && user?.role === 'employee' ? user.id : null;
  const [rule, setRule] = useState<{ userId: string; months: number | null } | null>(null);
  useEffect(() => {
    if (employeeId === null) return;
    const controller = new AbortController();
    import('../lib/company-expiry-rule.ts')
      .then(({ fetchCompanyExpiryMonths }) => fetchCompanyExpiryMonths(controller.signal))
      .then(
        (months) => setRule({ userId: employeeId, months }),
        () => {}, // No profile yet, offline, aborted: the general text stands alone.
      );
    return () => controller.abort();
  }, [employeeId]);
  return rule !== null && rule.userId === employeeId ? rule.months : undefined;
}
