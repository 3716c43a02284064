import { createInstance } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES, LANGUAGE_STORAGE_KEY } from '@openwell/i18n';
import { resources } from '@openwell/i18n/resources.ts';
import { languageFromCookieHeader } from '@openwell/i18n/negotiate.ts';
import { DETECTION_OPTIONS, I18N_OPTIONS, currentLanguage, initI18n, storedLanguage } from './i18n.ts';

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('i18n setup', () => {
  it('detects from the stored choice, then the page language, then the browser, and stores in localStorage and a cookie', () => {
    expect(DETECTION_OPTIONS.order).toEqual(['localStorage', 'cookie', 'htmlTag', 'navigator']);
    expect(DETECTION_OPTIONS.lookupLocalStorage).toBe('i18nextLng');
    expect(DETECTION_OPTIONS.lookupCookie).toBe('i18nextLng');
    expect(LANGUAGE_STORAGE_KEY).toBe('i18nextLng');
    expect(DETECTION_OPTIONS.caches).toEqual(['localStorage', 'cookie']);
    expect(I18N_OPTIONS.fallbackLng).toBe('en');
    expect(I18N_OPTIONS.supportedLngs).toEqual(LANGUAGES);
    expect(I18N_OPTIONS.load).toBe('languageOnly');
    expect(I18N_OPTIONS.defaultNS).toBe('common');
  });

  it('keeps <html lang> in step with the language', async () => {
    const instance = await initI18n(createInstance(), { resources, lng: 'en' });
    expect(document.documentElement.lang).toBe('en');
    await instance.changeLanguage('de');
    expect(document.documentElement.lang).toBe('de');
    expect(instance.t('common:errorBoundary.tryAgain')).toBe('Erneut versuchen');
    await instance.changeLanguage('it');
    expect(document.documentElement.lang).toBe('it');
  });

  it('serves a regional variant from its language (de-CH -> de)', async () => {
    const instance = await initI18n(createInstance(), { resources, lng: 'de-CH' });
    expect(currentLanguage(instance)).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(instance.t('common:loading')).toBe('Wird geladen...');
  });

  it('uses the stored choice first and stores a change', async () => {
    window.localStorage.setItem('i18nextLng', 'fr');
    document.documentElement.lang = 'it';
    const instance = await initI18n(createInstance(), { resources });
    expect(currentLanguage(instance)).toBe('fr');
    await instance.changeLanguage('nl');
    expect(window.localStorage.getItem('i18nextLng')).toBe('nl');
  });

  it('stores the choice in the cookie the server reads, and reads it back', async () => {
    const instance = await initI18n(createInstance(), { resources, lng: 'en' });
    await instance.changeLanguage('it');
    expect(document.cookie).toContain('i18nextLng=it');
    expect(languageFromCookieHeader(document.cookie)).toBe('it');
    expect(storedLanguage()).toBe('it');
    window.localStorage.clear();
    document.documentElement.lang = 'de';
    // Without localStorage (cleared by the user, another tab's choice), the cookie still wins.
    expect(currentLanguage(await initI18n(createInstance(), { resources }))).toBe('it');
  });

  it('uses the page language when nothing is stored', async () => {
    document.documentElement.lang = 'it';
    const instance = await initI18n(createInstance(), { resources });
    expect(currentLanguage(instance)).toBe('it');
  });

  it('falls back to English for an unsupported language', async () => {
    const instance = await initI18n(createInstance(), { resources, lng: 'es' });
    expect(currentLanguage(instance)).toBe('en');
    expect(instance.t('common:loading')).toBe('Loading...');
  });
});
