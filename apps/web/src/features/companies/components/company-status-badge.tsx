import { CirclePause, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TCompanyStatus } from '@openwell/contracts';
import { cn } from '@/lib/utils.ts';

/** "Active" or "Suspended", with an icon, so the state does not rest on colour alone. */
export function CompanyStatusBadge({ status, className }: { status: TCompanyStatus; className?: string }) {
  const { t } = useTranslation('companies');
  const Icon = status === 'active' ? CircleCheck : CirclePause;
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex w-fit items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        status === 'active'
          ? 'border-success/40 bg-success/10 text-success'
          : 'border-warning/50 bg-warning/10 text-warning',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {status === 'active' ? t('companies:status.active') : t('companies:status.suspended')}
    </span>
  );
}

/** "Demo": the demo company every installation starts with. */
export function DemoBadge() {
  const { t } = useTranslation('companies');
  return (
    <span className="inline-flex w-fit items-center rounded-full border bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
      {t('companies:demo')}
    </span>
  );
}
