import { Gift, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { REWARDS_PER_COMPANY_MAX } from '@openwell/contracts';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useCompanyRewards } from '../api/admin-company-rewards.ts';
import { AdminRewardDialog } from './admin-reward-dialog.tsx';
import { AdminRewardRow } from './admin-reward-row.tsx';
import { AdminEmptyState, AdminListSkeleton } from './admin-rewards-states.tsx';

/** The company's catalogue: every reward, active or not, with "New reward". */
export function AdminRewardsCatalogue({ companyId }: { companyId: string }) {
  const { t } = useTranslation('rewardsAdmin');
  const rewards = useCompanyRewards(companyId);
  const count = rewards.data?.rewards.length ?? 0;
  const newButton = (
    <AdminRewardDialog
      companyId={companyId}
      trigger={
        <Button type="button" className="w-fit" disabled={count >= REWARDS_PER_COMPANY_MAX}>
          <Plus aria-hidden="true" />
          {t('rewardsAdmin:catalogue.new')}
        </Button>
      }
    />
  );

  const body = (
    <QueryState
      query={rewards}
      loading={<AdminListSkeleton label={t('rewardsAdmin:catalogue.loading')} />}
      isEmpty={(data) => data.rewards.length === 0}
      empty={
        <AdminEmptyState
          icon={<Gift aria-hidden="true" className="size-10 text-muted-foreground" />}
          title={t('rewardsAdmin:catalogue.emptyTitle')}
          description={t('rewardsAdmin:catalogue.emptyDescription')}
          action={newButton}
        />
      }
    >
      {(data) => (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground">
              {t('rewardsAdmin:catalogue.count', { count, max: REWARDS_PER_COMPANY_MAX })}
            </p>
            {newButton}
          </div>
          <ul aria-label={t('rewardsAdmin:catalogue.listLabel')} className="flex flex-col gap-3">
            {data.rewards.map((reward) => (
              <AdminRewardRow key={reward.id} companyId={companyId} reward={reward} />
            ))}
          </ul>
        </>
      )}
    </QueryState>
  );
  return <div className="flex flex-col gap-4">{body}</div>;
}
