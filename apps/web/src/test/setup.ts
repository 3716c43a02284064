/**
 * Web test setup: the app's i18next instance with the real translations of all five languages
 * (loaded eagerly from @openwell/i18n/resources.ts, which the app bundle never imports), English
 * first, and a clean DOM and storage for every test.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { resources } from '@openwell/i18n/resources.ts';
import { i18n, initI18n } from '@/lib/i18n.ts';

// jsdom has no matchMedia; sonner and motion call it. Tests that need a controllable one use
// installMatchMedia() from ./match-media.ts.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n(i18n, { resources, lng: 'en' });
});

afterEach(async () => {
  // Some files run in the node environment (`@vitest-environment node`): no DOM to clean there.
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
