/*
 * Without zod, so that pages that only show a legal document (the prerendered legal pages of the web
 * app) do not download the schemas; legal.ts re-exports everything here.
 */

/**
 * The legal documents of an installation. Their text lives in the `legal` i18n namespace
 * (`packages/i18n/locales/<lang>/legal.json`); this module holds what server and web share.
 */
export const LEGAL_DOCUMENTS = ['privacy', 'terms', 'cookies'] as const;
export type TLegalDocument = (typeof LEGAL_DOCUMENTS)[number];

/** The documents a user must accept at sign-up; the cookie policy is information only. */
export const LEGAL_DOCUMENTS_REQUIRING_ACCEPTANCE = ['privacy', 'terms'] as const satisfies readonly TLegalDocument[];

/**
 * Current version of each document, an ISO date. Bump a version whenever the text of that document
 * changes in substance (in any language): acceptances recorded for an older version are then stale
 * and sign-in can ask the user to accept the new one.
 */
export const LEGAL_VERSIONS: Readonly<Record<TLegalDocument, string>> = {
  privacy: '2026-11-22',
  terms: '2026-11-22',
  cookies: '2026-11-22',
};

/** The date from which the current versions apply, shown on every legal page. */
export const LEGAL_EFFECTIVE_DATE = '2026-11-22';
