/**
 * The structure of the legal documents. Their text is in the `legal` i18n namespace
 * (`packages/i18n/locales/<lang>/legal.json`), one object per section:
 *
 *   legal:<document>.sections.<id>.heading
 *   legal:<document>.sections.<id>.body.p1 … body.p<paragraphs>
 *   legal:<document>.sections.<id>.items.i1 … items.i<items>   (optional bullet list)
 *
 * Section keys are built from the constants below, so every language must have exactly these
 * sections, paragraphs and items (legal-documents.test.ts checks all five languages).
 */
import type { TLegalDocument } from '@openwell/contracts';

export interface TLegalSection {
  /** Key under `legal:<document>.sections`; also the anchor of the section on the page. */
  readonly id: string;
  /** Number of paragraphs, `body.p1` to `body.p<n>`. */
  readonly paragraphs: number;
  /** Number of bullet items, `items.i1` to `items.i<n>`; none when absent. */
  readonly items?: number;
  /** The bullet list is shown after this paragraph (default 1). */
  readonly listAfter?: number;
}

export const PRIVACY_SECTIONS = [
  { id: 'overview', paragraphs: 3 },
  { id: 'controller', paragraphs: 2 },
  { id: 'legalBases', paragraphs: 3, items: 4, listAfter: 2 },
  { id: 'dataCollected', paragraphs: 1, items: 7 },
  { id: 'purposes', paragraphs: 2, items: 6 },
  { id: 'consents', paragraphs: 2, items: 3 },
  { id: 'employerAccess', paragraphs: 3 },
  { id: 'storage', paragraphs: 2 },
  { id: 'security', paragraphs: 2 },
  { id: 'processors', paragraphs: 3, items: 3 },
  { id: 'transfers', paragraphs: 3 },
  { id: 'retention', paragraphs: 2, items: 4 },
  { id: 'rights', paragraphs: 2, items: 8 },
  { id: 'minimumAge', paragraphs: 1 },
  { id: 'automatedDecisions', paragraphs: 2 },
  { id: 'changes', paragraphs: 2 },
] as const satisfies readonly TLegalSection[];

export const TERMS_SECTIONS = [
  { id: 'scope', paragraphs: 3 },
  { id: 'eligibility', paragraphs: 2, items: 3 },
  { id: 'account', paragraphs: 3 },
  { id: 'notMedicalAdvice', paragraphs: 3 },
  { id: 'points', paragraphs: 3 },
  { id: 'rewards', paragraphs: 2 },
  { id: 'incentives', paragraphs: 3 },
  { id: 'fairPlay', paragraphs: 2 },
  { id: 'acceptableUse', paragraphs: 2, items: 5 },
  { id: 'availability', paragraphs: 2 },
  { id: 'termination', paragraphs: 3 },
  { id: 'liability', paragraphs: 3 },
  { id: 'governingLaw', paragraphs: 1 },
  { id: 'severability', paragraphs: 1 },
  { id: 'changes', paragraphs: 2 },
] as const satisfies readonly TLegalSection[];

export const COOKIE_SECTIONS = [
  { id: 'overview', paragraphs: 2 },
  { id: 'strictlyNecessary', paragraphs: 2 },
  { id: 'sessionCookie', paragraphs: 2, items: 4 },
  { id: 'localStorage', paragraphs: 2, items: 2 },
  { id: 'serviceWorker', paragraphs: 2 },
  { id: 'noTracking', paragraphs: 2 },
  { id: 'noBanner', paragraphs: 1 },
  { id: 'manage', paragraphs: 2, items: 3 },
  { id: 'changes', paragraphs: 2 },
] as const satisfies readonly TLegalSection[];

export type TPrivacySectionId = (typeof PRIVACY_SECTIONS)[number]['id'];
export type TTermsSectionId = (typeof TERMS_SECTIONS)[number]['id'];
export type TCookieSectionId = (typeof COOKIE_SECTIONS)[number]['id'];

export const LEGAL_SECTIONS: Readonly<Record<TLegalDocument, readonly TLegalSection[]>> = {
  privacy: PRIVACY_SECTIONS,
  terms: TERMS_SECTIONS,
  cookies: COOKIE_SECTIONS,
};

/** Where each document is shown, for links from sign-up, footer and settings. */
export const LEGAL_DOCUMENT_PATHS = {
  privacy: '/privacy-policy',
  terms: '/terms-of-service',
  cookies: '/cookie-policy',
} as const satisfies Record<TLegalDocument, string>;

export interface TLegalSectionKeys {
  heading: string;
  /** Paragraphs shown before the bullet list. */
  before: string[];
  items: string[];
  /** Paragraphs shown after the bullet list. */
  after: string[];
}

function numbered(prefix: string, letter: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${prefix}.${letter}${index + 1}`);
}

/** The full i18n keys of one section, in reading order. */
export function legalSectionKeys(document: TLegalDocument, section: TLegalSection): TLegalSectionKeys {
  // Dynamic keys: legal:<document>.sections.<id>.…, with <document> and <id> from the typed constants above.
  const base = `legal:${document}.sections.${section.id}`;
  const paragraphs = numbered(`${base}.body`, 'p', section.paragraphs);
  const items = numbered(`${base}.items`, 'i', section.items ?? 0);
  const split = items.length > 0 ? Math.min(section.listAfter ?? 1, paragraphs.length) : paragraphs.length;
  return {
    heading: `${base}.heading`,
    before: paragraphs.slice(0, split),
    items,
    after: paragraphs.slice(split),
  };
}

/** Every i18n key of a document's sections (without the title). */
export function legalDocumentKeys(document: TLegalDocument): string[] {
  return LEGAL_SECTIONS[document].flatMap((section) => {
    const keys = legalSectionKeys(document, section);
    return [keys.heading, ...keys.before, ...keys.items, ...keys.after];
  });
}

/** The DOM id of a section heading, the target of the table of contents and of `#` links. */
export function legalSectionAnchor(document: TLegalDocument, sectionId: string): string {
  return `${document}-${sectionId}`;
}
