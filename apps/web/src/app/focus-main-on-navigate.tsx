import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation, keyboard and screen-reader users start at the new page: focus
 * moves to the main landmark (`tabIndex={-1}` in app-layout.tsx), as a full page load would do.
 * Not on the first load, and a page that focuses a field itself (it renders later) still wins.
 */
export function FocusMainOnNavigate({ targetId }: { targetId: string }) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(targetId)?.focus({ preventScroll: true });
  }, [pathname, targetId]);
  return null;
}
