import { AnimatePresence, LazyMotion, domAnimation, m } from 'motion/react';
import { FrozenOutlet } from './frozen-outlet.tsx';

/** Page fades: 0 -> 1 over 0.2 s on entry, 1 -> 0 over 0.15 s on exit. */
export const PAGE_FADE = { enter: 0.2, exit: 0.15 } as const;

/**
 * Page fades with motion, keyed by path; the old page leaves before the new one enters
 * (mode "wait"). `initial` makes the first page it shows fade in as well. LazyMotion with
 * `domAnimation` keeps motion small; `strict` makes any `motion.*` component below throw, so
 * pages use the light `m.*` components if they animate.
 */
export default function MotionOutlet({ pathname, initial }: { pathname: string; initial: boolean }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <AnimatePresence mode="wait" initial={initial}>
        <m.div
          key={pathname}
          data-page-transition=""
          className="flex flex-1 flex-col"
          initial={{ opacity: 0 }}
          animate={{ opacity: 1, transition: { duration: PAGE_FADE.enter, ease: 'easeOut' } }}
          exit={{ opacity: 0, transition: { duration: PAGE_FADE.exit, ease: 'easeIn' } }}
        >
          <FrozenOutlet />
        </m.div>
      </AnimatePresence>
    </LazyMotion>
  );
}
