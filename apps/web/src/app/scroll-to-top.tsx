import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The scroll position jumps to the top on every path change. Not at the first
 * render: a page loads at the top anyway, and a prerendered page may already have been scrolled
 * before the app started.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
