/* Before the first paint: theme class; on a prerendered page, its scripts once it has painted. ADR 011. */
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
    // Opened now: the router's first access would wait for the browser process while scripts load.
    window.sessionStorage.getItem('openwell');
  } catch {
    // storage blocked: the router copes
  }

  var script = document.currentScript;
  var app = script && script.getAttribute('data-app');
  if (!app) return;
  // A form sent before the app is live would go to the server with its fields in the address: held back, and
  // sent again once the page is live (src/lib/entries-before-live.ts).
  document.addEventListener(
    'submit',
    function (event) {
      if (root.hasAttribute('data-ready')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      window.openwellSubmit = [event.target, event.submitter || null];
    },
    true,
  );
  var started = false;
  // Each preload link costs the main thread a request of its own: a few per task, then the app, so no task is long.
  function insert(preloads, from) {
    var scripts = document.createDocumentFragment();
    for (var i = from; i < preloads.length && i < from + 8; i += 1) {
      if (!preloads[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[i];
      scripts.appendChild(link);
    }
    if (i < preloads.length) {
      document.head.appendChild(scripts);
      setTimeout(insert, 0, preloads, i);
      return;
    }
    var main = document.createElement('script');
    main.type = 'module';
    main.crossOrigin = '';
    main.src = app;
    scripts.appendChild(main);
    document.head.appendChild(scripts);
  }
  function start() {
    if (started) return;
    started = true;
    insert((script.getAttribute('data-preload') || '').split(' '), 0);
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
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 3000);
})();
