import './styles/globals.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter, createLoadedAppRouter } from './app/router.tsx';
import { installGlobalErrorLogging } from './lib/global-error-logging.ts';
import { currentLanguage, i18n, initI18n, storedLanguage } from './lib/i18n.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { cn } from './lib/utils.ts';
import { startHydration, whenFirstPageShown } from './lib/use-hydrated.ts';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Root element not found');

installGlobalErrorLogging();
registerServiceWorker();

/** The app shell (empty #root): render on the client. */
function render(container: HTMLElement): void {
  if (!i18n.isInitialized) void initI18n();
  createRoot(container).render(<App router={createAppRouter()} />);
}

/** Lets the browser handle input and paint between two steps of the start (each its own short task). */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A prerendered public page (docs/decisions/011-prerendered-public-pages.md): the page's code and
 * translations in the language of the HTML first, then hydrate, so the first render matches the
 * markup; then the stored choice, if it differs (a choice made before the cookie existed). The page
 * is already on screen, so the start is cut into short tasks that leave the main thread free.
 */
async function hydrate(container: HTMLElement): Promise<void> {
  const preferred = storedLanguage(); // read before initialising stores the page's language
  // What is typed, filled in or sent in a form before the page is live is entered again once it is.
  const recording = container.querySelector('form')
    ? import('./lib/entries-before-live.ts').then((module) => module.recordEntries(container))
    : undefined;
  let replayEntries: (() => void) | undefined;
  let router: ReturnType<typeof createAppRouter>;
  try {
    await initI18n(i18n, { lng: document.documentElement.lang });
    await yieldToMain();
    router = await createLoadedAppRouter();
    await yieldToMain();
    // tailwind-merge builds its class tables at the first call: here, rather than in a render.
    cn('p-0', 'p-1');
    replayEntries = await recording;
    await yieldToMain();
  } catch (error) {
    // The page's code did not arrive (offline, a new deployment): start over on the client.
    console.error('[OpenWell] Could not load the page for hydration:', error);
    container.replaceChildren();
    render(container);
    return;
  }
  startHydration();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (an input meanwhile hydrates its part first).
  startTransition(() => {
    hydrateRoot(container, <App router={router} />, {
      onRecoverableError(error, info) {
        console.error('[OpenWell] Hydration error:', error, info.componentStack ?? '');
      },
    });
  });
  await whenFirstPageShown();
  replayEntries?.();
  if (preferred && preferred !== currentLanguage()) await i18n.changeLanguage(preferred);
}

if (rootElement.hasChildNodes()) void hydrate(rootElement);
else render(rootElement);
// `<html data-ready>`: the first page is live (end-to-end tests wait for it before they act on a
// prerendered page, whose elements are there before the app that makes them work).
void whenFirstPageShown().then(() => document.documentElement.setAttribute('data-ready', ''));
