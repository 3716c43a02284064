/** settings (web only): language and theme, in the header and on the profile page. */
export { LanguageSelect } from './components/language-select.tsx';
export { LanguageSwitcher, languageAutonym } from './components/language-switcher.tsx';
export { SettingsCard } from './components/settings-card.tsx';
export { ThemeSwitcher } from './components/theme-switcher.tsx';
