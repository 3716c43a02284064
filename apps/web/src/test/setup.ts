/**
 * Web test setup: the app's i18next instance with the real translations of all five languages
 * (loaded eagerly from @openwell/i18n/resources.ts, which the app bundle never imports), English
 * first, a clean DOM and storage for every test, and no console errors: a test during which
 * console.error was called fails with the message (React's act() and key warnings, failed
 * queries, jsdom's "not implemented"...). A test that expects an error replaces console.error
 * itself, e.g. `const error = vi.spyOn(console, 'error').mockImplementation(() => {})`, and
 * asserts on the spy (restoreMocks puts the watch back for the next test).
 */
import { format } from 'node:util';
import { cleanup, configure } from '@testing-library/react';
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

// findBy*/waitFor wait for a state; on a busy machine it may take longer than the default second
// to arrive. The ceiling only matters when the state never comes.
configure({ asyncUtilTimeout: 15_000 });

// jsdom does not implement scrolling; the app scrolls to the top on every navigation.
if (typeof window !== 'undefined') window.scrollTo = () => {};

const consoleErrors: string[] = [];
const printError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  consoleErrors.push(format(...args));
  printError(...args);
};
// jsdom reports what it cannot do ("Not implemented: ...") and errors in the page's scripts to its
// virtual console, which Vitest prints without going through console.error: count them too.
const dom = (
  globalThis as { jsdom?: { virtualConsole: { on(event: 'jsdomError', listener: (error: Error) => void): void } } }
).jsdom;
dom?.virtualConsole.on('jsdomError', (error) => consoleErrors.push(`jsdom: ${error.message}`));

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n(i18n, { resources, lng: 'en' });
});

afterEach(async () => {
  // Some files run in the node environment (`@vitest-environment node`): no DOM to clean there.
  if (typeof window !== 'undefined') {
    cleanup(); // unmounting may log too: check afterwards
    window.localStorage.clear();
    // The language choice is stored in a cookie too (lib/i18n.ts).
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
    }
    if (i18n.language !== 'en') await i18n.changeLanguage('en');
  }
  if (consoleErrors.length > 0) {
    const messages = consoleErrors.splice(0).map((message, index) => `${index + 1}. ${message}`);
    throw new Error(`console.error was called during this test:\n${messages.join('\n')}`);
  }
});
