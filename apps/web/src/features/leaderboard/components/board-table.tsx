import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Medal } from 'lucide-react';

/** A table that scrolls sideways on narrow screens, reachable by keyboard and named by its caption. */
export function TableFrame({ captionId, children }: { captionId: string; children: ReactNode }) {
  return (
    <div
      className="min-w-0 overflow-x-auto rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      {children}
    </div>
  );
}

const PODIUM_CLASS: Readonly<Record<number, string>> = {
  1: 'text-amber-500',
  2: 'text-slate-400',
  3: 'text-orange-700 dark:text-orange-400',
};

/** The rank, with a medal for the first three (decorative: the number says it). */
export function RankCell({ rank }: { rank: number }) {
  const { i18n } = useTranslation();
  const podium = PODIUM_CLASS[rank];
  return (
    <td className="py-3 pr-3 font-semibold tabular-nums">
      <span className="flex items-center gap-1.5">
        {new Intl.NumberFormat(i18n.language).format(rank)}
        {podium ? <Medal aria-hidden="true" className={`size-4 ${podium}`} /> : null}
      </span>
    </td>
  );
}

/** "Your department" / "Your company": a visible tag, read with the name. */
export function OwnFlag({ children }: { children: ReactNode }) {
  return (
    <span
      data-testid="own-flag"
      className="inline-flex items-center rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground"
    >
      {children}
    </span>
  );
}
