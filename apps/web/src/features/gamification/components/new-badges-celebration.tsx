import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, PartyPopper, X } from 'lucide-react';
import type { TGamificationSummary } from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import { useAcknowledgeAchievements } from '../api/acknowledge-achievements.ts';
import { badgeTitle, knownBadges, type TAchievementDefinition } from '../lib/badges.ts';
import { formatPoints } from '../lib/gamification-format.ts';
import { BadgeIcon } from './badge-icon.tsx';

/** The badges celebrated on this visit of the page (the strip and the highlights in the badges card). */
export type TNewBadges = {
  /** The strip's badges, in the order they were celebrated; empty once it is closed. */
  badges: readonly TAchievementDefinition[];
  /** Every badge celebrated on this visit: the badges card highlights them until the page is left. */
  ids: ReadonlySet<string>;
  /** Closes the strip (the highlights stay). */
  dismiss: () => void;
};

/**
 * Each new badge exactly once: taken from the summary's `newAchievements`, then the server is told they were shown
 * (acknowledgeAchievements), so no later visit, tab or device shows them again. Badges this version of the app does
 * not know are not celebrated and stay new. A badge earned later on the same visit opens the strip again, for itself.
 */
export function useNewBadges(summary: TGamificationSummary | undefined): TNewBadges {
  const { mutate: acknowledge } = useAcknowledgeAchievements();
  const celebrated = useRef(new Set<string>());
  const [badges, setBadges] = useState<TAchievementDefinition[]>([]);
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
  const pendingKey = (summary?.newAchievements ?? []).join(',');

  useEffect(() => {
    const fresh = knownBadges(pendingKey === '' ? [] : pendingKey.split(',')).filter(
      (badge) => !celebrated.current.has(badge.id),
    );
    if (fresh.length === 0) return;
    for (const badge of fresh) celebrated.current.add(badge.id);
    setBadges((current) => [...current, ...fresh]);
    setIds(new Set(celebrated.current));
    acknowledge(fresh.map((badge) => badge.id));
  }, [pendingKey, acknowledge]);

  const dismiss = useCallback(() => setBadges([]), []);
  return { badges, ids, dismiss };
}

/**
 * Celebrates new badges without blocking anything (issue 24): a strip in the page's flow, not a dialog, so the
 * dashboard and its notices stay usable; it names the badges with their points, links to the badges card where they
 * are highlighted, and closes with its button. Its polite live region is always there, so the news is announced.
 */
export function NewBadgesCelebration({ newBadges }: { newBadges: TNewBadges }) {
  const { t, i18n } = useTranslation('gamification');
  const { badges, dismiss } = newBadges;
  const open = badges.length > 0;
  return (
    <div aria-live="polite" aria-atomic="true" className="empty:hidden">
      {open ? (
        <section
          aria-labelledby="new-badges-title"
          data-testid="new-badges-celebration"
          className="flex items-start gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
            <PartyPopper aria-hidden="true" className="size-5" />
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <div className="flex flex-col gap-0.5">
              <h2 id="new-badges-title" className="font-semibold">
                {t('gamification:celebrate.title', { count: badges.length })}
              </h2>
              <p className="text-sm text-muted-foreground">
                {t('gamification:celebrate.description', { count: badges.length })}
              </p>
            </div>
            <ul className="flex flex-wrap gap-2" aria-label={t('gamification:celebrate.listLabel')}>
              {badges.map((badge) => (
                <li
                  key={badge.id}
                  data-testid="new-badge"
                  className="flex items-center gap-2 rounded-full border bg-background py-1 pr-3 pl-1 text-sm"
                >
                  <BadgeIcon category={badge.category} earned size="sm" />
                  <span className="font-medium">{badgeTitle(t, badge, i18n.language)}</span>
                  <span className="text-primary">
                    {t('gamification:badges.points', { points: formatPoints(badge.points, i18n.language) })}
                  </span>
                </li>
              ))}
            </ul>
            <a
              href="#badges-card"
              className="inline-flex items-center gap-1 self-start rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {t('gamification:celebrate.show', { count: badges.length })}
              <ArrowDown aria-hidden="true" className="size-4" />
            </a>
          </div>
          <Button variant="ghost" size="icon" className="shrink-0" onClick={dismiss}>
            <X aria-hidden="true" />
            <span className="sr-only">{t('gamification:celebrate.close')}</span>
          </Button>
        </section>
      ) : null}
    </div>
  );
}
