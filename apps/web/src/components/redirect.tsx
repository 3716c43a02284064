import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Replaces the current page with `to`. Used instead of react-router's `<Navigate>`: importing that
 * component into a lazy route makes the bundler split react-router out of the main chunk, which
 * costs the landing page about 2 KB (measured with bench/landing-bundle.ts).
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
