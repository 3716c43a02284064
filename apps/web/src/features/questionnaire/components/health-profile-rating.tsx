import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Apple,
  Brain,
  CircleCheck,
  CircleDashed,
  CircleAlert,
  Cigarette,
  Activity,
  Moon,
  Scale,
  TriangleAlert,
} from 'lucide-react';
import type { THealthProfileDomain, THealthProfileRating } from '@openwell/contracts';
import { cn } from '@/lib/utils.ts';
import { RATING_LABELS } from '../lib/health-profile-format.ts';

/**
 * A rating shown three ways at once: an icon of its own shape, the words ("Could be better") and a colour of the
 * design tokens (success, warning, destructive, muted), so it never depends on colour alone and reads in both
 * themes (the text stays the foreground colour; only the icon and the tint carry the colour).
 */
const RATING_STYLE: Readonly<Record<THealthProfileRating, { icon: ReactNode; className: string }>> = {
  green: {
    icon: <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-success" />,
    className: 'border-success/50 bg-success/10',
  },
  amber: {
    icon: <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-warning" />,
    className: 'border-warning/50 bg-warning/10',
  },
  red: {
    icon: <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-destructive" />,
    className: 'border-destructive/50 bg-destructive/10',
  },
  unknown: {
    icon: <CircleDashed aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />,
    className: 'border-border bg-muted/50',
  },
};

export function RatingBadge({ rating, className }: { rating: THealthProfileRating; className?: string }) {
  const { t } = useTranslation('healthProfile');
  const style = RATING_STYLE[rating];
  return (
    <span
      data-rating={rating}
      className={cn(
        'inline-flex w-fit items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium text-foreground',
        style.className,
        className,
      )}
    >
      {style.icon}
      {RATING_LABELS[rating](t)}
    </span>
  );
}

/** Each domain's icon (decorative: the domain's name is always written beside it). */
export const DOMAIN_ICONS: Readonly<Record<THealthProfileDomain, ReactNode>> = {
  activity: <Activity aria-hidden="true" className="size-5" />,
  nutrition: <Apple aria-hidden="true" className="size-5" />,
  sleep: <Moon aria-hidden="true" className="size-5" />,
  stress: <Brain aria-hidden="true" className="size-5" />,
  substances: <Cigarette aria-hidden="true" className="size-5" />,
  bodyComposition: <Scale aria-hidden="true" className="size-5" />,
};
