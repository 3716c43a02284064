import { BadgeCheck, CalendarCheck, Flame, Footprints, Lock, Moon, Target, TrendingUp } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { cn } from '@/lib/utils.ts';
import type { TAchievementCategory } from '../lib/badges.ts';

const CATEGORY_ICONS: Readonly<Record<TAchievementCategory, ComponentType<SVGProps<SVGSVGElement>>>> = {
  milestones: BadgeCheck,
  activity: Footprints,
  sleep: Moon,
  goals: Target,
  streaks: Flame,
  levels: TrendingUp,
  consistency: CalendarCheck,
};

/** A badge's medallion: its category's icon, in colour when earned, greyed with a lock when not (decorative). */
export function BadgeIcon({
  category,
  earned,
  size = 'md',
}: {
  category: TAchievementCategory;
  earned: boolean;
  size?: 'sm' | 'md' | 'lg';
}) {
  const Icon = CATEGORY_ICONS[category];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative flex shrink-0 items-center justify-center rounded-full',
        size === 'lg' ? 'size-16' : size === 'sm' ? 'size-7' : 'size-11',
        earned ? 'bg-primary text-primary-foreground shadow-sm' : 'bg-muted text-muted-foreground',
      )}
    >
      <Icon className={size === 'lg' ? 'size-8' : size === 'sm' ? 'size-4' : 'size-5'} />
      {earned ? null : (
        <span className="absolute -right-0.5 -bottom-0.5 flex size-5 items-center justify-center rounded-full border bg-background">
          <Lock className="size-3" />
        </span>
      )}
    </span>
  );
}
