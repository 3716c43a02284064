import type { ComponentType } from 'react';
import type { TRole } from '@openwell/contracts';
import type { TNamespace } from '@openwell/i18n';
import { ADMIN_LOGIN_PATH, ADMIN_TWO_FACTOR_PATH } from '@/lib/admin-area-paths.ts';

export type TPageModule = { default: ComponentType };

/**
 * A page route. A web feature declares its pages in its folder (`features/<name>/<name>.routes.ts`, a
 * `readonly TPageRoute[]` exported through its index.ts), listed once in FEATURE_PAGES (app/feature-pages.ts);
 * app/router.tsx builds PAGE_ROUTES from that list (ARCHITECTURE.md, "Adding a feature"; ADR 025). Plain arrays, no
 * wrapper: they are part of the landing page's first download. Here in lib/ because every feature's declaration uses
 * it.
 */
export interface TPageRoute {
  /** Route name: logged with render errors; the page's module is `features/<feature>/pages/<name>.tsx`. */
  name: string;
  path: string;
  /**
   * `() => import('./pages/<name>.tsx')`: one `import()` of the page's own module, so it is a chunk of its own
   * (scripts/prerender.ts finds a public page's chunks by the module's name).
   */
  load: () => Promise<TPageModule>;
  /**
   * Translation namespaces the page uses beyond the always-loaded ones (lib/i18n.ts), loaded with its code;
   * i18n-namespaces.test.ts fails when the page's components use one not listed here.
   */
  namespaces: readonly TNamespace[];
  /** Signed-in users only (optionally of these roles); the guard's code loads with the page. */
  access?: TRouteAccess;
  /** The page fetches no API data, so it gets no data cache (keeps the landing page light). */
  withoutData?: boolean;
}

export interface TRouteAccess {
  roles?: readonly TRole[];
  /** Where signed-out visitors go; default /auth. */
  redirectTo?: string;
  /** Where signed-in users of `roles` without a second factor go instead (the admin area's enrolment). */
  secondFactorAt?: string;
}

/** The user screens, all open to an employee: any signed-in user; signed-out visits go to /auth. */
export const USER_SCREEN: TRouteAccess = {};

/**
 * Admin-area pages: employer and admin accounts (= ADMIN_AREA_ROLES of @openwell/contracts, not imported here: it
 * would bring zod into the first download) with a second factor, as the server's admin-area endpoints require;
 * signed-out visitors go to the admin login, employees see "no access". Every admin-area page but the enrolment
 * itself uses ADMIN_AREA (app/routes/admin-routes.test.ts checks).
 */
export const ADMIN_AREA: TRouteAccess = {
  roles: ['employer', 'admin'],
  redirectTo: ADMIN_LOGIN_PATH,
  secondFactorAt: ADMIN_TWO_FACTOR_PATH,
};
/** What every signed-in admin page shows around itself: the admin feature's frame, "no access" (auth), errors. */
export const ADMIN_AREA_PAGE: readonly TNamespace[] = ['admin', 'errors', 'auth'];
