import { useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { markEngaged, useEngaged } from '@/lib/engagement.ts';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion.ts';
import { cn } from '@/lib/utils.ts';
import { FrozenOutlet } from './frozen-outlet.tsx';

type TMotionOutlet = ComponentType<{ pathname: string; initial: boolean }>;

/** The transition code: motion with its DOM animation features. */
const loadTransitionCode = () => import('./motion-outlet.tsx');

/** Exit fade of the first page, in ms (the same 0.15 s as motion's exit, `PAGE_FADE`). */
const FIRST_EXIT_MS = 150;

/**
 * Page transitions: fades keyed by path, the old page leaving first, none at
 * all under "reduce motion".
 *
 * The first page appears without a fade, so the page-transition code (motion) is not part of
 * the first download: it loads when the user engages (first input or navigation). The first
 * page then leaves with a CSS fade of the same timing, and from the next page on motion's
 * AnimatePresence runs the fades.
 */
export function AnimatedOutlet() {
  const { pathname } = useLocation();
  const reduceMotion = usePrefersReducedMotion();
  const engaged = useEngaged();
  const [firstPath] = useState(pathname);
  // 'first': the first page, plain; 'motion': fades by motion; 'plain': no fades (the
  // transition code failed to load, e.g. offline before it was cached).
  const [mode, setMode] = useState<'first' | 'motion' | 'plain'>('first');
  // The loaded MotionOutlet, rendered directly: React.lazy would suspend at its first render, and the fallback would
  // mount the new page once there and once more in MotionOutlet (losing what was typed meanwhile, e.g. on the page a
  // first-page redirect leads to).
  const [MotionOutlet, setMotionOutlet] = useState<TMotionOutlet | null>(null);
  const leaving = mode === 'first' && pathname !== firstPath;

  useEffect(() => {
    if (engaged) loadTransitionCode().catch(() => {}); // retried below when it is needed
  }, [engaged]);

  useEffect(() => {
    if (!leaving) return;
    markEngaged(); // a navigation without input (a redirect) also needs the transition code
    let active = true;
    // The old page fades out (CSS, FIRST_EXIT_MS) while the transition code arrives; the new page
    // then fades in with motion. A timer rather than transitionend: it also fires in background tabs.
    const exited = new Promise((resolve) => window.setTimeout(resolve, reduceMotion ? 0 : FIRST_EXIT_MS));
    Promise.all([loadTransitionCode(), exited]).then(
      ([module]) => {
        if (!active) return;
        setMotionOutlet(() => module.default);
        setMode('motion');
      },
      () => active && setMode('plain'),
    );
    return () => {
      active = false;
    };
  }, [leaving, reduceMotion]);

  // `data-page-transition` marks the element whose opacity fades (the end-to-end test samples it).
  if (reduceMotion || mode === 'plain') {
    return (
      <div key={pathname} data-page-transition="" className="flex flex-1 flex-col">
        <FrozenOutlet />
      </div>
    );
  }

  if (mode === 'first') {
    return (
      <div
        key={firstPath}
        data-page-transition=""
        className={cn('flex flex-1 flex-col', leaving && 'opacity-0 transition-opacity duration-150 ease-in')}
      >
        <FrozenOutlet />
      </div>
    );
  }

  return MotionOutlet ? (
    <MotionOutlet pathname={pathname} initial />
  ) : (
    <div key={pathname} data-page-transition="" className="flex flex-1 flex-col">
      <FrozenOutlet />
    </div>
  );
}
