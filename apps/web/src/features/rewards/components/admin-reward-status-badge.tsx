import { CircleCheck, CirclePause } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils.ts';

/** "Active" or "Inactive", with an icon, so the state does not rest on colour alone. */
export function AdminRewardStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('rewardsAdmin');
  const Icon = active ? CircleCheck : CirclePause;
  return (
    <span
      data-testid="reward-active"
      className={cn(
        'inline-flex w-fit items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        active ? 'border-success/50 bg-success/10' : 'border-border bg-muted text-muted-foreground',
      )}
    >
      <Icon aria-hidden="true" className={cn('size-3.5', active ? 'text-success' : 'text-muted-foreground')} />
      {active ? t('rewardsAdmin:catalogue.active') : t('rewardsAdmin:catalogue.inactive')}
    </span>
  );
}
