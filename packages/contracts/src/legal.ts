import { z } from 'zod';

import { LEGAL_DOCUMENTS } from './legal-versions.ts';

export {
  LEGAL_DOCUMENTS,
  LEGAL_DOCUMENTS_REQUIRING_ACCEPTANCE,
  LEGAL_EFFECTIVE_DATE,
  LEGAL_VERSIONS,
  type TLegalDocument,
} from './legal-versions.ts';

export const ZLegalDocumentSchema = z.enum(LEGAL_DOCUMENTS);

/** A document version: an ISO calendar date such as 2026-11-22. */
export const ZLegalVersionSchema = z.iso.date();

/**
 * A recorded acceptance of one legal document, stored with the user (ARCHITECTURE.md, "Privacy":
 * consents and acceptances carry version and timestamp). `acceptedAt` is set from the server clock, never
 * taken from the client.
 */
export const ZLegalAcceptanceSchema = z.object({
  document: ZLegalDocumentSchema,
  version: ZLegalVersionSchema,
  acceptedAt: z.iso.datetime({ offset: true }),
});
export type TLegalAcceptance = z.infer<typeof ZLegalAcceptanceSchema>;
