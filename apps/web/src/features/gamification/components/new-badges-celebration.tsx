import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PartyPopper } from 'lucide-react';
import type { TGamificationSummary } from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { useAcknowledgeAchievements } from '../api/acknowledge-achievements.ts';
import { badgeDescription, badgeTitle, knownBadges, type TAchievementDefinition } from '../lib/badges.ts';
import { formatPoints } from '../lib/gamification-format.ts';
import { BadgeIcon } from './badge-icon.tsx';

/**
 * Celebrates each new badge exactly once: a toast per badge and one dialog listing them, then tells the server they
 * were shown (acknowledgeAchievements), so no later visit, tab or device shows them again. Badges this version of
 * the app does not know are not celebrated and stay new.
 */
export function NewBadgesCelebration({ summary }: { summary: TGamificationSummary | undefined }) {
  const { t, i18n } = useTranslation('gamification');
  const { mutate: acknowledge } = useAcknowledgeAchievements();
  const celebrated = useRef(new Set<string>());
  const [shown, setShown] = useState<TAchievementDefinition[]>([]);
  const newIds = summary?.newAchievements ?? [];
  const pendingKey = newIds.join(',');

  useEffect(() => {
    const fresh = knownBadges(pendingKey === '' ? [] : pendingKey.split(',')).filter(
      (badge) => !celebrated.current.has(badge.id),
    );
    if (fresh.length === 0) return;
    for (const badge of fresh) {
      celebrated.current.add(badge.id);
      toast.success(t('gamification:celebrate.toast', { title: badgeTitle(t, badge, i18n.language) }), {
        description: t('gamification:badges.points', { points: formatPoints(badge.points, i18n.language) }),
      });
    }
    setShown((current) => [...current, ...fresh]);
    acknowledge(fresh.map((badge) => badge.id));
  }, [pendingKey, t, i18n.language, acknowledge]);

  return (
    <Dialog open={shown.length > 0} onOpenChange={(open) => (open ? null : setShown([]))}>
      <DialogContent data-testid="new-badges-dialog">
        <DialogHeader className="items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <PartyPopper aria-hidden="true" className="size-6" />
          </span>
          <DialogTitle>{t('gamification:celebrate.title', { count: shown.length })}</DialogTitle>
          <DialogDescription>{t('gamification:celebrate.description', { count: shown.length })}</DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-3">
          {shown.map((badge) => (
            <li key={badge.id} className="flex items-center gap-3 rounded-lg border p-3" data-testid="new-badge">
              <BadgeIcon category={badge.category} earned size="lg" />
              <div className="flex flex-col gap-0.5">
                <p className="font-semibold">{badgeTitle(t, badge, i18n.language)}</p>
                <p className="text-sm text-muted-foreground">{badgeDescription(t, badge, i18n.language)}</p>
                <p className="text-sm font-medium text-primary">
                  {t('gamification:badges.points', { points: formatPoints(badge.points, i18n.language) })}
                </p>
              </div>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button onClick={() => setShown([])} className="w-full sm:w-auto">
            {t('gamification:celebrate.close')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
