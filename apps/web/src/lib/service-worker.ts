/**
 * Registers the service worker served at the site root (public/sw.js) once the page has loaded.
 * Success and failure are only logged. Production builds only: in development
 * a caching worker would fight with hot reloading.
 */
export function registerServiceWorker(scriptUrl = '/sw.js'): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(scriptUrl).then(
      (registration) => console.info('[OpenWell] Service worker registered, scope:', registration.scope),
      (error: unknown) => console.error('[OpenWell] Service worker registration failed:', error),
    );
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
