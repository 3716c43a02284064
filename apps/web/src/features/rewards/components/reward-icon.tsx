import {
  Bike,
  BookOpen,
  CalendarDays,
  Coffee,
  Dumbbell,
  Gift,
  Heart,
  Leaf,
  Medal,
  ShoppingBag,
  Ticket,
  Utensils,
  type LucideIcon,
} from 'lucide-react';
import type { TRewardIcon } from '@openwell/contracts';
import { cn } from '@/lib/utils.ts';

/** The drawing of each of the contract's REWARD_ICONS (a reward without one shows the gift). */
export const REWARD_ICON_COMPONENTS: Readonly<Record<TRewardIcon, LucideIcon>> = {
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
  // Not lucide's Trophy: the landing page draws that one, and sharing it would put it in its own chunk of the
  // landing page's first download (bench/landing-bundle.ts, a budget with no room left).
  trophy: Medal,
};

/** A reward's icon in a tinted circle; decorative (the title names the reward). */
export function RewardIcon({ icon, className }: { icon: TRewardIcon | null; className?: string }) {
  const Icon = REWARD_ICON_COMPONENTS[icon ?? 'gift'];
  return (
    <span
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
