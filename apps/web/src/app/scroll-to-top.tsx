import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec section 2: the scroll position jumps to the top on every path change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
