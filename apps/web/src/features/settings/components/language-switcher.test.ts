import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@openwell/i18n';
import { languageAutonym } from './language-switcher.tsx';

describe('languageAutonym', () => {
  it.each(LANGUAGES)('names %s as the browser data does (Intl.DisplayNames, first letter capital)', (language) => {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
    expect(languageAutonym(language)).toBe(name.charAt(0).toLocaleUpperCase(language) + name.slice(1));
  });
});
