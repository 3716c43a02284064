import { FALLBACK_LANGUAGE, isLanguage, type TLanguage } from '@openwell/i18n';
import { translate } from '@openwell/i18n/translate.ts';

/**
 * Server-side translation for e-mails and the development mailbox: the `mail` namespace of @openwell/i18n through its
 * `translate` (English fallback, `{{name}}` values, plurals). Interpolated values are inserted as they are: escape them
 * for HTML where the result goes into markup.
 */

/** Translates `mail:<path>`; throws for a key missing even in English (a programming error). */
export function translateMail(language: TLanguage, path: string, values: Record<string, string | number> = {}): string {
  return translate('mail', language, path, values);
}

/** The first supported language of an Accept-Language header, else English. */
export function languageFromAcceptLanguage(header: string | undefined): TLanguage {
  for (const entry of (header ?? '').split(',')) {
    const tag = entry.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if (isLanguage(tag)) return tag;
  }
  return FALLBACK_LANGUAGE;
}
