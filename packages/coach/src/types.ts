import type { TLanguage } from '@openwell/i18n';
import type { TTranslateFn } from '@openwell/i18n/translate.ts';

/**
 * Translates a key of the `coachEngine` namespace in one language with `{{name}}` values:
 * `translator('coachEngine', language)` of @openwell/i18n/translate.ts. Plurals by a `count` value, as in i18next.
 */
export type TTranslate = TTranslateFn;

/** What every reply function gets: the person's language and the translator for it. */
export type TEngineContext = { language: TLanguage; translate: TTranslate };
