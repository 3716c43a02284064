import { z } from 'zod';

/**
 * The legal documents of an installation. Their text lives in the `legal` i18n namespace
 * (`packages/i18n/locales/<lang>/legal.json`); this module holds what server and web share.
 */
export const LEGAL_DOCUMENTS = ['privacy', 'terms', 'cookies'] as const;
export type TLegalDocument = (typeof LEGAL_DOCUMENTS)[number];
export const ZLegalDocumentSchema = z.enum(LEGAL_DOCUMENTS);

/** The documents a user must accept at sign-up (spec section 5); the cookie policy is information only. */
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

/** A document version: an ISO calendar date such as 2026-11-22. */
export const ZLegalVersionSchema = z.iso.date();

/**
 * A recorded acceptance of one legal document, stored with the user (DESIGN.md section 6: consents
 * and acceptances carry version and timestamp). `acceptedAt` is set from the server clock, never
 * taken from the client.
 */
export const ZLegalAcceptanceSchema = z.object({
  document: ZLegalDocumentSchema,
  version: ZLegalVersionSchema,
  acceptedAt: z.iso.datetime({ offset: true }),
});
export type TLegalAcceptance = z.infer<typeof ZLegalAcceptanceSchema>;

/** True when `version` is the current version of `document`. */
export function isCurrentLegalVersion(document: TLegalDocument, version: string): boolean {
  return LEGAL_VERSIONS[document] === version;
}
