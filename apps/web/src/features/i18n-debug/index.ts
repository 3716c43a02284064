/** i18n-debug (web only): /i18n-debug, the translation coverage report. */
export { i18nDebugPages } from './i18n-debug.routes.ts';
export { I18nDebugPage } from './components/i18n-debug-page.tsx';
