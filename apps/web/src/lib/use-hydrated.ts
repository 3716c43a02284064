import { useEffect, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server prerenders a page and while the browser hydrates it, true afterwards (and
 * at once in a client-only render). For parts that must not be in the prerendered markup, such as
 * the toast region, whose code loads separately (docs/decisions/011-prerendered-public-pages.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

let announceFirstPage: () => void = () => {};
const firstPage = new Promise<void>((resolve) => {
  announceFirstPage = resolve;
});

let hydrating = false;
const hydrationListeners = new Set<() => void>();

/**
 * main.tsx calls this before it hydrates a prerendered page. Until the page is live, values that
 * the prerendering could not know (the stored theme, the system's colour scheme) read as they did
 * there (`isHydrating`): React re-renders with the real ones only then. Changed earlier, they would
 * reach parts of the page still waiting to be hydrated, which then keep the prerendered state.
 */
export function startHydration(): void {
  hydrating = true;
  void firstPage.then(() => {
    hydrating = false;
    for (const notify of [...hydrationListeners]) notify();
  });
}

export function isHydrating(): boolean {
  return hydrating;
}

/** For useSyncExternalStore: notified when the hydration has finished. */
export function subscribeHydration(listener: () => void): () => void {
  hydrationListeners.add(listener);
  return () => hydrationListeners.delete(listener);
}

/**
 * Resolves once the first page is on screen and live: after a hydration, when the page itself has
 * hydrated (React hydrates the layout first, the page's Suspense boundary later). Anything that
 * changes what the page shows, such as switching to the stored language, must wait for it: a
 * change while parts are still being hydrated would make them differ from the markup.
 */
export function whenFirstPageShown(): Promise<void> {
  return firstPage;
}

/** Called by each route's page (router.tsx) when it has mounted or hydrated. */
export function useAnnouncePageShown(): void {
  useEffect(() => announceFirstPage(), []);
}
