import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bot, Lightbulb } from 'lucide-react';
import type { TFunction } from 'i18next';

/**
 * The dashboard cards later issues fill, in the place they will take. Each says what it will show, no numbers. Each
 * place has its name as id, so other screens can link to it (the health profile's coach steps: /dashboard#coach).
 */
export const DASHBOARD_SLOTS = ['aiTip', 'coach'] as const;
export type TDashboardSlot = (typeof DASHBOARD_SLOTS)[number];

const SLOT_TEXT: Readonly<
  Record<TDashboardSlot, { icon: ReactNode; title: (t: TFunction) => string; text: (t: TFunction) => string }>
> = {
  aiTip: {
    icon: <Lightbulb aria-hidden="true" className="size-5" />,
    title: (t) => t('dashboard:slots.aiTip.title'),
    text: (t) => t('dashboard:slots.aiTip.text'),
  },
  coach: {
    icon: <Bot aria-hidden="true" className="size-5" />,
    title: (t) => t('dashboard:slots.coach.title'),
    text: (t) => t('dashboard:slots.coach.text'),
  },
};

/** One reserved place: a dashed card with the slot's name and "arrives with a later update". */
export function DashboardSlot({ slot, className }: { slot: TDashboardSlot; className?: string }) {
  const { t } = useTranslation('dashboard');
  const { icon, title, text } = SLOT_TEXT[slot];
  return (
    <section
      id={slot}
      aria-labelledby={`slot-${slot}-title`}
      data-testid={`slot-${slot}`}
      className={`flex flex-col gap-2 rounded-xl border border-dashed bg-muted/30 scroll-mt-20 p-5 ${className ?? ''}`}
    >
      <h2 id={`slot-${slot}-title`} className="flex items-center gap-2 font-semibold">
        <span className="text-muted-foreground">{icon}</span>
        {title(t)}
      </h2>
      <p className="text-sm text-muted-foreground">{text(t)}</p>
      <p className="mt-auto text-xs font-medium text-muted-foreground">{t('dashboard:slots.comingLater')}</p>
    </section>
  );
}
