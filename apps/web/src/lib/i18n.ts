import i18next, { type i18n as TI18n, type InitOptions, type Resource } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_NAMESPACE,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  WEB_NAMESPACES,
  isLanguage,
  loaders,
  type TLanguage,
  type TNamespace,
  type TWebNamespace,
} from '@openwell/i18n';
import { LANGUAGE_COOKIE, toLanguage } from '@openwell/i18n/negotiate.ts';

/**
 * Language detection: stored choice, then page language, then browser language. The choice is stored
 * in localStorage and, so that the server can prerender the public pages in it, in a cookie of the
 * same name (a year, the whole site, not sent by other sites). The server picks the language of a
 * prerendered page by the cookie, then Accept-Language (@openwell/i18n/negotiate.ts): the same
 * order, so the page arrives in the language the app shows.
 */
export const DETECTION_OPTIONS = {
  order: ['localStorage', 'cookie', 'htmlTag', 'navigator'],
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  lookupCookie: LANGUAGE_COOKIE,
  cookieMinutes: 60 * 24 * 365,
  cookieOptions: { path: '/', sameSite: 'lax' },
  caches: ['localStorage', 'cookie'],
} satisfies DetectorOptions;

/** The stored language choice (localStorage), if it is one of ours. */
export function storedLanguage(): TLanguage | null {
  try {
    return toLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return null; // storage blocked (privacy mode)
  }
}

let choiceAtStart: TLanguage | null = null;

/**
 * The language the visitor had chosen before this page loaded (stored by an earlier visit), or null. Read when
 * i18next starts, because from then on the detector stores whatever it detected, choice or not. A page that knows
 * the reader's language better than the browser (an invitation in the invitee's language) switches to it only
 * when this is null.
 */
export function languageChoiceAtStart(): TLanguage | null {
  return choiceAtStart;
}

/** Tests only: as if the visitor had (or had not) chosen a language before the page loaded. */
export function setLanguageChoiceAtStartForTests(language: TLanguage | null): void {
  choiceAtStart = language;
}

/**
 * Namespaces loaded at start (for the current language only): the shell's and the design
 * system's. Every other namespace is loaded when needed: a route lists its namespaces in
XX's `<name>.routes.ts` (PAGE_ROUTES, router.tsx) so they download together with its code, and a component names the
 * namespaces it uses, `useTranslation(['pages', 'errors'])`, so react-i18next waits for them.
 * `i18n-namespaces.test.ts` checks that every component does.
 */
export const INITIAL_NAMESPACES = ['common', 'ui'] as const satisfies readonly TNamespace[];

export const I18N_OPTIONS = {
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: LANGUAGES,
  // "de-CH" is accepted and served from "de".
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  ns: INITIAL_NAMESPACES,
  defaultNS: DEFAULT_NAMESPACE,
  fallbackNS: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: true },
  detection: DETECTION_OPTIONS,
} satisfies InitOptions;

/** The interface language as one of ours ("de-CH" -> "de"), English when unknown. */
export function currentLanguage(instance: TI18n = i18next): TLanguage {
  const candidate = instance.resolvedLanguage ?? instance.language?.slice(0, 2);
  return isLanguage(candidate) ? candidate : FALLBACK_LANGUAGE;
}

function isWebNamespace(value: string): value is TWebNamespace {
  return (WEB_NAMESPACES as readonly string[]).includes(value);
}

function syncDocumentLanguage(instance: TI18n): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = currentLanguage(instance);
}

/**
 * Configures an i18next instance for the app: detector, React binding, `<html lang>` sync.
 * In the browser, translations come from the lazy per-language loaders of `@openwell/i18n`, so
 * only the shown language is downloaded; tests pass `resources` instead.
 */
export async function initI18n(
  instance: TI18n = i18next,
  options: { resources?: Resource; lng?: string } = {},
): Promise<TI18n> {
  if (typeof window !== 'undefined') choiceAtStart = storedLanguage();
  instance.use(LanguageDetector).use(initReactI18next);
  if (!options.resources) {
    instance.use(
      resourcesToBackend((language: string, namespace: string) => {
        const lang: TLanguage = isLanguage(language) ? language : FALLBACK_LANGUAGE;
        if (!isWebNamespace(namespace)) return Promise.resolve({});
        return loaders[lang][namespace]();
      }),
    );
  }
  instance.on('languageChanged', () => syncDocumentLanguage(instance));
  await instance.init({
    ...I18N_OPTIONS,
    ...(options.resources ? { resources: options.resources } : {}),
    ...(options.lng ? { lng: options.lng } : {}),
  });
  syncDocumentLanguage(instance);
  return instance;
}

export { i18next as i18n };
