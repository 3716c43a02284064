/** i18n-debug (web only): /i18n-debug, the translation coverage report. */
export { I18nDebugPage } from './components/i18n-debug-page.tsx';
