import { useId } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, type TCompany } from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { cn } from '@/lib/utils.ts';
import { AUDIT_ACTION_GROUPS, auditActionLabel } from '../lib/audit-actions.ts';
import { datesInOrder, hasFilters, type TAuditFilters } from '../lib/audit-filters.ts';

const SELECT = cn(
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs md:text-sm',
  'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
  'disabled:cursor-not-allowed disabled:opacity-50',
);

/** Company, action and date filters; every change goes to the URL at once (and back to the first page). */
export function AuditFilters({
  filters,
  companies,
  onChange,
}: {
  filters: TAuditFilters;
  /** null while the list loads or when it failed (the filter then offers "all companies" only). */
  companies: readonly TCompany[] | null;
  onChange: (next: TAuditFilters) => void;
}) {
  const { t } = useTranslation(['audit']);
  const id = useId();
  const set = (patch: Partial<TAuditFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const datesWrong = !datesInOrder(filters);
  const known = companies?.some((company) => company.id === filters.companyId) ?? false;

  return (
    <form
      role="search"
      aria-label={t('audit:filters.label')}
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-company`}>{t('audit:filters.company')}</Label>
        <select
          id={`${id}-company`}
          className={SELECT}
          value={filters.companyId ?? ''}
          onChange={(event) => set({ companyId: event.target.value || null })}
        >
          <option value="">{t('audit:filters.allCompanies')}</option>
          {/* A company in the URL that the list does not (yet) have stays selectable. */}
          {filters.companyId && !known ? (
            <option value={filters.companyId}>{t('audit:filters.selectedCompany')}</option>
          ) : null}
          {(companies ?? []).map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-action`}>{t('audit:filters.action')}</Label>
        <select
          id={`${id}-action`}
          className={SELECT}
          value={filters.action ?? ''}
          onChange={(event) => {
            const action = AUDIT_ACTIONS.find((candidate) => candidate === event.target.value);
            set({ action: action ?? null });
          }}
        >
          <option value="">{t('audit:filters.allActions')}</option>
          <optgroup label={t('audit:filters.groupAccounts')}>
            {AUDIT_ACTION_GROUPS.accounts.map((action) => (
              <option key={action} value={action}>
                {auditActionLabel(t, action)}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('audit:filters.groupCompanies')}>
            {AUDIT_ACTION_GROUPS.companies.map((action) => (
              <option key={action} value={action}>
                {auditActionLabel(t, action)}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-from`}>{t('audit:filters.from')}</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={filters.from ?? ''}
          max={filters.to ?? undefined}
          aria-invalid={datesWrong ? true : undefined}
          aria-describedby={`${id}-dates`}
          onChange={(event) => set({ from: event.target.value || null })}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-to`}>{t('audit:filters.to')}</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={filters.to ?? ''}
          min={filters.from ?? undefined}
          aria-invalid={datesWrong ? true : undefined}
          aria-describedby={`${id}-dates`}
          onChange={(event) => set({ to: event.target.value || null })}
        />
      </div>
      <Button
        type="button"
        variant="ghost"
        disabled={!hasFilters(filters)}
        onClick={() => onChange({ companyId: null, action: null, from: null, to: null, page: 1 })}
      >
        <X aria-hidden="true" />
        {t('audit:filters.clear')}
      </Button>
      <p
        id={`${id}-dates`}
        role={datesWrong ? 'alert' : undefined}
        className={cn('text-sm sm:col-span-2 lg:col-span-5', datesWrong ? 'text-destructive' : 'text-muted-foreground')}
      >
        {datesWrong ? t('audit:filters.datesWrong') : t('audit:filters.datesHint')}
      </p>
    </form>
  );
}
