import type { LucideIcon } from 'lucide-react';
import { Flame, Footprints, Moon, Watch } from 'lucide-react';

/** Steps, sleep and active minutes: what the rings stand for. */
const ORBIT: readonly LucideIcon[] = [Footprints, Moon, Flame];

/**
 * Decorative picture for the hero: activity rings around a watch with the things OpenWell
 * tracks and rewards. Purely ornamental (hidden from assistive technology), shows no data.
 */
export function HeroIllustration() {
  return (
    <div aria-hidden="true" className="relative mx-auto aspect-square w-full max-w-[22rem] sm:max-w-[26rem]">
      <svg viewBox="0 0 200 200" className="absolute inset-0 size-full -rotate-90">
        <circle cx="100" cy="100" r="88" fill="none" strokeWidth="12" className="stroke-primary/15" />
        <circle
          cx="100"
          cy="100"
          r="88"
          fill="none"
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray="553"
          strokeDashoffset="140"
          className="stroke-primary"
        />
        <circle cx="100" cy="100" r="68" fill="none" strokeWidth="12" className="stroke-success/15" />
        <circle
          cx="100"
          cy="100"
          r="68"
          fill="none"
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray="427"
          strokeDashoffset="170"
          className="stroke-success"
        />
        <circle cx="100" cy="100" r="48" fill="none" strokeWidth="12" className="stroke-warning/15" />
        <circle
          cx="100"
          cy="100"
          r="48"
          fill="none"
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray="302"
          strokeDashoffset="90"
          className="stroke-warning"
        />
      </svg>
      <div className="absolute inset-0 flex items-center justify-center">
        <span className="flex size-20 items-center justify-center rounded-full bg-card shadow-lg ring-1 ring-border sm:size-24">
          <Watch className="size-9 text-primary sm:size-11" />
        </span>
      </div>
      {ORBIT.map((Icon, index) => {
        const angle = (index / ORBIT.length) * 2 * Math.PI - Math.PI / 2;
        const left = 50 + 44 * Math.cos(angle);
        const top = 50 + 44 * Math.sin(angle);
        return (
          <span
            key={index}
            className="absolute flex size-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-2xl border bg-card text-primary shadow-md sm:size-12"
            style={{ left: `${left}%`, top: `${top}%` }}
          >
            <Icon className="size-5" />
          </span>
        );
      })}
    </div>
  );
}
