import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { LEGAL_DOCUMENTS, LEGAL_VERSIONS, type TLegalDocument } from '@openwell/contracts';
import { i18n } from '@/lib/i18n.ts';
import { LEGAL_DOCUMENT_PATHS, LEGAL_SECTIONS, legalSectionKeys } from '../legal-documents.ts';
import { LegalDocumentPage } from './legal-document-page.tsx';

// src/test/setup.ts initialises the app's i18next instance with the real translations, in English.

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

function renderPage(document: TLegalDocument, entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>landing page</p> },
      { path: '/dashboard', element: <p>dashboard page</p> },
      { path: LEGAL_DOCUMENT_PATHS[document], element: <LegalDocumentPage document={document} /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('LegalDocumentPage', () => {
  it.each(LEGAL_DOCUMENTS)('renders every section of the %s document in English', (document) => {
    renderPage(document, [LEGAL_DOCUMENT_PATHS[document]]);
    const t = i18n.getFixedT('en');

    const h1 = screen.getAllByRole('heading', { level: 1 });
    expect(h1).toHaveLength(1);
    expect(h1[0]?.textContent).toBe(t(`legal:${document}.title`));
    expect(screen.getByText(`Version ${LEGAL_VERSIONS[document]}`)).toBeDefined();
    expect(screen.getByText(/^Effective /)).toBeDefined();

    const sections = LEGAL_SECTIONS[document];
    const h2 = screen.getAllByRole('heading', { level: 2 });
    expect(h2).toHaveLength(sections.length);

    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(sections.length);

    sections.forEach((section, index) => {
      const keys = legalSectionKeys(document, section);
      const heading = t(keys.heading);
      expect(heading).not.toBe(keys.heading.replace(/^legal:/, ''));
      expect(h2[index]?.textContent).toBe(`${index + 1}.${heading}`);
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBe(h2[index]);
      expect(links[index]?.textContent).toBe(heading);
      expect(links[index]?.getAttribute('href')).toBe(`#${h2[index]?.id}`);
      const region = screen.getByRole('region', { name: heading });
      for (const key of [...keys.before, ...keys.items, ...keys.after]) {
        expect(within(region).getByText(t(key))).toBeDefined();
      }
      expect(within(region).queryAllByRole('listitem')).toHaveLength(keys.items.length);
    });
  });

  it('shows the document in the interface language, with the date formatted for it', async () => {
    await i18n.changeLanguage('de');
    renderPage('privacy', ['/privacy-policy']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Datenschutzerklärung');
    expect(screen.getByText(/^Gültig ab \d{1,2}\. [A-Za-zä]+ \d{4}$/)).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Inhalt' })).toBeDefined();
  });

  it('moves focus to a section when its entry in the contents is chosen', async () => {
    renderPage('privacy', ['/privacy-policy']);
    const user = userEvent.setup();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const link = within(contents).getByRole('link', { name: 'Your rights' });
    await user.click(link);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Your rights' }));
  });

  it('goes back to the previous page when there is one', async () => {
    const router = renderPage('terms', ['/dashboard', '/terms-of-service']);
    // The data router keeps the history index in history.state; 1 means a page came before this one.
    window.history.replaceState({ idx: 1 }, '');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('dashboard page')).toBeDefined();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('goes to the landing page when the page was opened directly', async () => {
    const router = renderPage('cookies', ['/cookie-policy']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('landing page')).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
  });
});
