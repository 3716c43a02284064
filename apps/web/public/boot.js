/*
 * Runs in <head> before the first paint (docs/decisions/011-prerendered-public-pages.md). A classic
 * script of our own origin, not inline: the Content Security Policy allows no inline scripts.
 *
 * 1. The theme class on <html>, so a prerendered page never flashes the wrong theme. The same rule
 *    as lib/theme.tsx: the stored choice under "vite-ui-theme" (light | dark | system), default
 *    system, which follows the operating system. It also opens the page's session storage early.
 * 2. On a prerendered page (the script tag carries data-app), the app's scripts start once the page
 *    has painted: the page needs no JavaScript to show, so on a slow connection the stylesheet and
 *    the page get the bandwidth first and the code that makes the page interactive follows. In a
 *    background tab, which does not paint, they start at once.
 */
(function () {
  var dark;
  try {
    var stored = window.localStorage.getItem('vite-ui-theme');
    dark = stored === 'dark' || (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  } catch {
    dark = false; // storage blocked: the light default; the app corrects it when it starts
  }
  var root = document.documentElement;
  root.classList.add(dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
  try {
    // The router reads sessionStorage when it starts. The first access of a page to it waits for the
    // browser process, which is quick now and slow once the app's scripts are being fetched.
    window.sessionStorage.getItem('openwell');
  } catch {
    // storage blocked: the router copes
  }

  var script = document.currentScript;
  var app = script && script.getAttribute('data-app');
  if (!app) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // One insertion for all of them: each on its own would cost the main thread a little.
    var scripts = document.createDocumentFragment();
    var preloads = (script.getAttribute('data-preload') || '').split(' ');
    for (var i = 0; i < preloads.length; i += 1) {
      if (!preloads[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[i];
      scripts.appendChild(link);
    }
    var main = document.createElement('script');
    main.type = 'module';
    main.crossOrigin = '';
    main.src = app;
    scripts.appendChild(main);
    document.head.appendChild(scripts);
  }
  var paints = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState === 'hidden' || !paints || paints.indexOf('paint') < 0) {
    start();
    return;
  }
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // Should no paint be reported (the tab was hidden meanwhile), the app still starts.
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 3000);
})();
