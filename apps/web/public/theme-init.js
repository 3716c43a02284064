/*
 * Sets the theme class on <html> before the first paint, so a prerendered page never flashes the
 * wrong theme (docs/decisions/011-prerendered-public-pages.md). The same rule as lib/theme.tsx:
 * the stored choice under "vite-ui-theme" (light | dark | system), default system, which follows
 * the operating system. A classic script in <head>, not inline: the Content Security Policy
 * allows only scripts of our own origin.
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
})();
