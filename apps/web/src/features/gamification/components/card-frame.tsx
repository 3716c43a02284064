import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CircleHelp, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { cn } from '@/lib/utils.ts';

/** The sections of the "How points work" page a card links to (ids of its headings). */
export const HOW_POINTS_WORK_PATH = '/how-points-work';
export type THowSection = 'points' | 'multipliers' | 'levels' | 'streaks' | 'goals' | 'badges' | 'health-score';

/** A link in running text or under a card: the primary colour, underlined on hover, focus ring. */
export const TEXT_LINK =
  'inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring';

/** "How points work" (or another label), to the page's section about the card. */
export function HowPointsWorkLink({ section, label }: { section: THowSection; label?: string }) {
  const { t } = useTranslation('gamification');
  return (
    <Link to={`${HOW_POINTS_WORK_PATH}#${section}`} className={TEXT_LINK}>
      <CircleHelp aria-hidden="true" className="size-4 shrink-0" />
      {label ?? t('gamification:howLink')}
    </Link>
  );
}

/** A dashboard card of this feature: a region named by its h2, with an icon, an optional description and footer. */
export function GamificationCard({
  id,
  icon,
  title,
  description,
  action,
  footer,
  className,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={`${id}-title`} data-testid={id} className={cn('gap-4 py-5', className)}>
      <CardHeader className="flex flex-row items-start justify-between gap-3 px-5">
        <div className="flex flex-col gap-1.5">
          <CardTitle asChild>
            <h2 id={`${id}-title`} className="flex items-center gap-2 text-base">
              <span className="text-primary">{icon}</span>
              {title}
            </h2>
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {action}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 px-5">{children}</CardContent>
      {footer ? <div className="mt-auto px-5">{footer}</div> : null}
    </Card>
  );
}

/** A card's content when its data could not be loaded, with "Try again". */
export function CardError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['gamification', 'errors']);
  return (
    <div role="alert" className="flex flex-col items-start gap-2">
      <p className="text-sm font-medium">{t('gamification:loadFailed')}</p>
      <p className="text-sm text-muted-foreground">{errorMessage(t, error)}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {t('common:actions.retry')}
      </Button>
    </div>
  );
}
