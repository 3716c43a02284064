import { useEffect, useId, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useLocation } from 'react-router';
// The zod-free module: a legal page needs no schemas (docs/decisions/011-prerendered-public-pages.md).
import { LEGAL_EFFECTIVE_DATE, LEGAL_VERSIONS, type TLegalDocument } from '@openwell/contracts/legal-versions.ts';
import { BackButton } from '@/components/back-button.tsx';
import { currentLanguage } from '@/lib/i18n.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { LEGAL_SECTIONS, legalSectionAnchor, legalSectionKeys } from '../legal-documents.ts';

export interface LegalDocumentPageProps {
  document: TLegalDocument;
  /** Notes shown after a section, by section id: explanations beside the text, not part of the document. */
  sectionNotes?: Readonly<Partial<Record<string, ReactNode>>>;
}

function documentTitle(t: TFunction, document: TLegalDocument): string {
  switch (document) {
    case 'privacy':
      return t('legal:privacy.title');
    case 'terms':
      return t('legal:terms.title');
    case 'cookies':
      return t('legal:cookies.title');
  }
}

/** An ISO calendar date ("2026-11-22") as a long date in the interface language. */
function formatIsoDate(isoDate: string, language: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

function scrollToAnchor(anchorId: string, focus: boolean): boolean {
  const target = window.document.getElementById(anchorId);
  if (!target) return false;
  // jsdom has no scrollIntoView; browsers all do.
  target.scrollIntoView?.({ block: 'start' });
  if (focus) target.focus({ preventScroll: true });
  return true;
}

const linkClass =
  'rounded-sm underline-offset-4 hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/**
 * One legal document (privacy policy, terms of service, cookie policy): back button, title,
 * version and effective date, table of contents and the numbered sections. The text comes from
 * the `legal` namespace; the structure from `legal-documents.ts`. Rendered inside the app
 * layout's `<main>`, so the page itself is an `<article>`.
 */
export function LegalDocumentPage({ document, sectionNotes }: LegalDocumentPageProps) {
  const { t, i18n } = useTranslation('legal');
  const { hash } = useLocation();
  const titleId = useId();
  const contentsId = useId();
  const title = documentTitle(t, document);
  const sections = LEGAL_SECTIONS[document];
  useDocumentTitle(title);

  // A link such as /privacy-policy#privacy-retention opens at that section.
  useEffect(() => {
    if (hash.length > 1) scrollToAnchor(decodeURIComponent(hash.slice(1)), false);
  }, [hash]);

  const jumpTo = (event: MouseEvent<HTMLAnchorElement>, anchorId: string) => {
    // Scroll and move focus to the heading, without adding a history entry that the back
    // button would then have to step through.
    if (scrollToAnchor(anchorId, true)) event.preventDefault();
  };

  return (
    <article
      aria-labelledby={titleId}
      className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-6 break-words hyphens-auto sm:px-6 sm:py-10"
    >
      <div>
        <BackButton />
      </div>

      <header className="flex flex-col gap-3 border-b border-border pb-6">
        <h1 id={titleId} className="text-2xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h1>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span>{t('legal:ui.version', { version: LEGAL_VERSIONS[document] })}</span>
          <time dateTime={LEGAL_EFFECTIVE_DATE}>
            {t('legal:ui.effective', { date: formatIsoDate(LEGAL_EFFECTIVE_DATE, currentLanguage(i18n)) })}
          </time>
        </p>
      </header>

      <nav
        aria-labelledby={contentsId}
        className="rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
      >
        <p id={contentsId} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {t('legal:ui.contents')}
        </p>
        <ol className="mt-3 list-decimal space-y-2 pl-6 text-sm leading-6 marker:text-muted-foreground sm:columns-2 sm:gap-x-10">
          {sections.map((section) => {
            const anchor = legalSectionAnchor(document, section.id);
            return (
              <li key={section.id} className="break-inside-avoid">
                <a href={`#${anchor}`} onClick={(event) => jumpTo(event, anchor)} className={linkClass}>
                  {t(legalSectionKeys(document, section).heading)}
                </a>
              </li>
            );
          })}
        </ol>
      </nav>

      <div className="flex flex-col gap-10">
        {sections.map((section, index) => {
          const anchor = legalSectionAnchor(document, section.id);
          const keys = legalSectionKeys(document, section);
          return (
            <section key={section.id} aria-labelledby={anchor} className="flex flex-col gap-4">
              <h2
                id={anchor}
                tabIndex={-1}
                className="scroll-mt-24 text-xl font-semibold tracking-tight text-balance outline-none sm:text-2xl"
              >
                <span aria-hidden="true" className="mr-2 text-muted-foreground tabular-nums">
                  {index + 1}.
                </span>
                {t(keys.heading)}
              </h2>
              {keys.before.map((key) => (
                <p key={key} className="text-base leading-7 text-pretty">
                  {t(key)}
                </p>
              ))}
              {keys.items.length > 0 ? (
                <ul className="flex list-disc flex-col gap-2 pl-6 text-base leading-7 marker:text-muted-foreground">
                  {keys.items.map((key) => (
                    <li key={key}>{t(key)}</li>
                  ))}
                </ul>
              ) : null}
              {keys.after.map((key) => (
                <p key={key} className="text-base leading-7 text-pretty">
                  {t(key)}
                </p>
              ))}
              {sectionNotes?.[section.id] ?? null}
            </section>
          );
        })}
      </div>
    </article>
  );
}
