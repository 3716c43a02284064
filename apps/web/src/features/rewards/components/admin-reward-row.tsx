import { CirclePause, CirclePlay, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { localizedText, type TAdminReward } from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatCivilDate, formatCivilDateRange } from '@/lib/date-format.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { useUpdateReward } from '../api/admin-company-rewards.ts';
import { AdminDeleteRewardDialog } from './admin-delete-reward-dialog.tsx';
import { AdminRewardDialog } from './admin-reward-dialog.tsx';
import { formatPoints } from '@/lib/number-format.ts';
import { RewardIcon } from './reward-icon.tsx';
import { AdminRewardStatusBadge } from './admin-reward-status-badge.tsx';

function useWindowText(reward: TAdminReward): string {
  const { t, i18n } = useTranslation('rewardsAdmin');
  const language = currentLanguage(i18n);
  const { availableFrom: from, availableUntil: until } = reward;
  if (from && until) return formatCivilDateRange(from, until, language);
  if (from) return t('rewardsAdmin:catalogue.from', { date: formatCivilDate(from, language) });
  if (until) return t('rewardsAdmin:catalogue.until', { date: formatCivilDate(until, language) });
  return t('rewardsAdmin:catalogue.always');
}

/**
 * One reward of the catalogue: icon, title (in the reader's language, else English), cost, stock, window and state,
 * and its actions: edit, deactivate or activate (at once), delete (after a confirmation). On a phone the actions are
 * icons, each named by its aria-label; the words join them from sm up.
 */
export function AdminRewardRow({ companyId, reward }: { companyId: string; reward: TAdminReward }) {
  const { t, i18n } = useTranslation(['rewardsAdmin', 'errors']);
  const language = currentLanguage(i18n);
  const title = localizedText(reward.title, language);
  const windowText = useWindowText(reward);
  const toggle = useUpdateReward();

  const setActive = () => {
    const active = !reward.active;
    toggle.mutate(
      { params: { companyId, rewardId: reward.id }, body: { active } },
      {
        onSuccess: () =>
          toast.success(
            active
              ? t('rewardsAdmin:catalogue.activated', { title })
              : t('rewardsAdmin:catalogue.deactivated', { title }),
          ),
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );
  };

  const stock =
    reward.stock === null
      ? t('rewardsAdmin:catalogue.unlimited')
      : reward.stock === 0
        ? t('rewardsAdmin:catalogue.outOfStock')
        : t('rewardsAdmin:catalogue.left', { count: reward.stock });
  const notice =
    reward.unavailable === 'not_yet'
      ? t('rewardsAdmin:catalogue.notYet')
      : reward.unavailable === 'ended'
        ? t('rewardsAdmin:catalogue.ended')
        : null;

  return (
    <li
      data-testid="reward-row"
      className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <RewardIcon icon={reward.icon} />
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-medium break-words">{title}</h3>
            <AdminRewardStatusBadge active={reward.active} />
          </div>
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <div className="flex gap-1">
              <dt className="sr-only">{t('rewardsAdmin:catalogue.cost')}</dt>
              <dd className="font-medium text-foreground">
                {t('rewardsAdmin:catalogue.points', {
                  count: reward.pointsCost,
                  points: formatPoints(reward.pointsCost, language),
                })}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt className="sr-only">{t('rewardsAdmin:catalogue.stock')}</dt>
              <dd>{stock}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="sr-only">{t('rewardsAdmin:catalogue.window')}</dt>
              <dd>
                {windowText}
                {notice ? ` · ${notice}` : null}
              </dd>
            </div>
          </dl>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-1 sm:justify-end">
        <AdminRewardDialog
          companyId={companyId}
          reward={reward}
          trigger={
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={t('rewardsAdmin:catalogue.editNamed', { title })}
            >
              <Pencil aria-hidden="true" />
              <span className="hidden sm:inline">{t('rewardsAdmin:catalogue.edit')}</span>
            </Button>
          }
        />
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={toggle.isPending}
          onClick={setActive}
          aria-label={
            reward.active
              ? t('rewardsAdmin:catalogue.deactivateNamed', { title })
              : t('rewardsAdmin:catalogue.activateNamed', { title })
          }
        >
          {toggle.isPending ? (
            <Spinner size="sm" />
          ) : reward.active ? (
            <CirclePause aria-hidden="true" />
          ) : (
            <CirclePlay aria-hidden="true" />
          )}
          <span className="hidden sm:inline">
            {reward.active ? t('rewardsAdmin:catalogue.deactivate') : t('rewardsAdmin:catalogue.activate')}
          </span>
        </Button>
        <AdminDeleteRewardDialog
          companyId={companyId}
          reward={reward}
          title={title}
          trigger={
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="text-destructive hover:text-destructive"
              aria-label={t('rewardsAdmin:catalogue.deleteNamed', { title })}
            >
              <Trash2 aria-hidden="true" />
              <span className="hidden sm:inline">{t('rewardsAdmin:catalogue.delete')}</span>
            </Button>
          }
        />
      </div>
    </li>
  );
}
