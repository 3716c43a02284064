import type { ComponentType } from 'react';
import {
  Bike,
  BookOpen,
  CalendarDays,
  Coffee,
  Dumbbell,
  Gift,
  Heart,
  Leaf,
  ShoppingBag,
  Ticket,
  Trophy,
  Utensils,
} from 'lucide-react';
import type { TRewardIcon } from '@openwell/contracts';
import { cn } from '@/lib/utils.ts';

type TIcon = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;

/** The built-in icon set of rewards (contracts' REWARD_ICONS), drawn with lucide. */
export const ADMIN_REWARD_ICONS: Record<TRewardIcon, TIcon> = {
  gift: Gift,
  coffee: Coffee,
  ticket: Ticket,
  calendar: CalendarDays,
  dumbbell: Dumbbell,
  bike: Bike,
  heart: Heart,
  leaf: Leaf,
  book: BookOpen,
  'shopping-bag': ShoppingBag,
  utensils: Utensils,
  trophy: Trophy,
};

/** A reward's icon in a tinted tile (a gift when it has none); decorative, the title names the reward. */
export function AdminRewardIcon({ icon, className }: { icon: TRewardIcon | null; className?: string }) {
  const Icon = ADMIN_REWARD_ICONS[icon ?? 'gift'];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary',
        className,
      )}
    >
      <Icon className="size-5" />
    </span>
  );
}
