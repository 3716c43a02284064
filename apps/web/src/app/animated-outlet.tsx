import { useEffect, useRef, useState } from 'react';
import { AnimatePresence, m, useReducedMotion } from 'motion/react';
import { useLocation, useOutlet } from 'react-router';
import { markEngaged } from '@/lib/engagement.ts';

/** Spec section 2: 0 -> 1 over 0.2 s on entry, 1 -> 0 over 0.15 s on exit. */
export const PAGE_FADE = { enter: 0.2, exit: 0.15 } as const;

/** Keeps the outlet of the moment it mounted, so a leaving page keeps showing itself. */
function FrozenOutlet() {
  const outlet = useOutlet();
  const [frozen] = useState(outlet);
  return frozen;
}

/**
 * Page fades keyed by path; the old page leaves before the new one enters (mode "wait").
 * With "reduce motion" the pages switch without animation.
 */
export function AnimatedOutlet() {
  const { pathname } = useLocation();
  const reduceMotion = useReducedMotion() ?? false;
  // A navigation (even a programmatic redirect) means transitions are needed from now on.
  const firstPathname = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPathname.current) markEngaged();
  }, [pathname]);
  if (reduceMotion) return <FrozenOutlet key={pathname} />;
  return (
    <AnimatePresence mode="wait" initial={false}>
      <m.div
        key={pathname}
        className="flex flex-1 flex-col"
        initial={{ opacity: 0 }}
        animate={{ opacity: 1, transition: { duration: PAGE_FADE.enter, ease: 'easeOut' } }}
        exit={{ opacity: 0, transition: { duration: PAGE_FADE.exit, ease: 'easeIn' } }}
      >
        <FrozenOutlet />
      </m.div>
    </AnimatePresence>
  );
}
