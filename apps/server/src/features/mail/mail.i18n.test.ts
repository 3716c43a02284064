import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, translateMail } from './mail.i18n.ts';

describe('mail translation helpers', () => {
  it('throws for a key missing in English', () => {
    expect(() => translateMail('de', 'passwordReset.nope')).toThrow('Missing translation mail:passwordReset.nope');
  });

  it('picks the first supported language of Accept-Language', () => {
    expect(languageFromAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8')).toBe('fr');
    expect(languageFromAcceptLanguage('es-ES,es;q=0.9,nl;q=0.5')).toBe('nl');
    expect(languageFromAcceptLanguage('es')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
  });
});
