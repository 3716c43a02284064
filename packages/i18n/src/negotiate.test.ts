import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_COOKIE,
  languageFromAcceptLanguage,
  languageFromCookieHeader,
  negotiateLanguage,
  toLanguage,
} from './negotiate.ts';
import { LANGUAGE_STORAGE_KEY } from './index.ts';

describe('language negotiation', () => {
  it('uses the same name for the cookie as for the stored choice', () => {
    expect(LANGUAGE_COOKIE).toBe(LANGUAGE_STORAGE_KEY);
  });

  it.each([
    ['de', 'de'],
    ['de-CH', 'de'],
    ['FR_ch', 'fr'],
    [' it ', 'it'],
    ['ja', null],
    ['', null],
    [null, null],
  ])('maps the tag %j to %j', (tag, language) => {
    expect(toLanguage(tag)).toBe(language);
  });

  it('reads the stored choice from the Cookie header', () => {
    expect(languageFromCookieHeader('a=1; i18nextLng=nl; b=2')).toBe('nl');
    expect(languageFromCookieHeader('i18nextLng=fr-CH')).toBe('fr');
    expect(languageFromCookieHeader('i18nextLng=%64%65')).toBe('de');
    expect(languageFromCookieHeader('i18nextLng=ja; other=de')).toBeNull();
    expect(languageFromCookieHeader('xi18nextLng=de')).toBeNull();
    expect(languageFromCookieHeader(undefined)).toBeNull();
  });

  it('takes the first supported language of Accept-Language by preference', () => {
    expect(languageFromAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8')).toBe('fr');
    expect(languageFromAcceptLanguage('ja-JP, ja;q=0.9, it;q=0.5, en;q=0.4')).toBe('it');
    expect(languageFromAcceptLanguage('en;q=0.5, de;q=0.8')).toBe('de');
    expect(languageFromAcceptLanguage('de;q=0, nl')).toBe('nl');
    expect(languageFromAcceptLanguage('*, ja')).toBeNull();
    expect(languageFromAcceptLanguage('')).toBeNull();
  });

  it('prefers the cookie, then Accept-Language, then English', () => {
    expect(negotiateLanguage({ cookie: 'i18nextLng=it', acceptLanguage: 'de' })).toBe('it');
    expect(negotiateLanguage({ cookie: 'i18nextLng=xx', acceptLanguage: 'de-AT' })).toBe('de');
    expect(negotiateLanguage({ acceptLanguage: 'ja' })).toBe('en');
    expect(negotiateLanguage({})).toBe('en');
  });
});
