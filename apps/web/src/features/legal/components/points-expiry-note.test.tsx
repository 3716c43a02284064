import { render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POINTS_EXPIRY_NOTICE_DAYS, type TRole } from '@openwell/contracts';
import { LANGUAGES } from '@openwell/i18n';
import { i18n } from '@/lib/i18n.ts';
import { resetSessionStoreForTests } from '@/lib/session/session-store.ts';
import { json, mockApi, sessionOf, SIGNED_OUT } from '@/test/feature-test-kit.tsx';
import { TermsOfServicePage } from './terms-of-service-page.tsx';

beforeEach(() => resetSessionStoreForTests());
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function renderTerms() {
  const router = createMemoryRouter([{ path: '/terms-of-service', element: <TermsOfServicePage /> }], {
    initialEntries: ['/terms-of-service'],
  });
  render(<RouterProvider router={router} />);
}

const pointsSection = () =>
  screen.getByRole('heading', { level: 2, name: /Points, levels and badges/ }).closest('section')!;

describe('the terms page on point expiry', () => {
  it('explains, beside the section on points, how expiry works, as a note that is not part of the terms', async () => {
    mockApi({ getSession: SIGNED_OUT });
    renderTerms();
    const note = within(pointsSection()).getByTestId('points-expiry-note');
    expect(within(note).getByText('Point expiry at a glance')).toBeTruthy();
    expect(note.textContent).toContain('Your employer decides whether your points expire');
    expect(note.textContent).toContain('oldest first, once a day');
    expect(note.textContent).toContain(`the points that expire in the next ${POINTS_EXPIRY_NOTICE_DAYS} days`);
    expect(note.textContent).toContain('it is not part of the terms of service');
    // The terms' own text says the employer decides when points expire.
    expect(pointsSection().textContent).toContain(
      'Your employer decides which rewards are offered and when points expire.',
    );
    // Nobody signed in: no company rule, nothing asked.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(note).queryByTestId('points-expiry-company-rule')).toBeNull();
  });

  it('the notice period of the note is the one the app applies, in every language', async () => {
    for (const language of LANGUAGES) {
      const text = i18n.getFixedT(language)('legal:notes.pointsExpiry.general');
      expect(text, language).toContain(String(POINTS_EXPIRY_NOTICE_DAYS));
    }
  });

  it("shows a signed-in employee their company's rule once the page is live", async () => {
    const api = mockApi({
      getSession: sessionOf({ role: 'employee' }),
      getPointsExpiry: () =>
        json(200, { months: 18, expiringSoon: 40, upcoming: [{ date: '2026-12-01', points: 40 }] }),
    });
    renderTerms();
    expect((await screen.findByTestId('points-expiry-company-rule')).textContent).toBe(
      'At your company, points expire 18 months after you earn them.',
    );
    expect(api.callsTo('getPointsExpiry')).toHaveLength(1);
    // The person's own figures are not shown on the terms page.
    expect(screen.getByTestId('points-expiry-note').textContent).not.toContain('40');
  });

  it('and when points do not expire there, says so (in German too)', async () => {
    await i18n.changeLanguage('de');
    mockApi({
      getSession: sessionOf({ role: 'employee', language: 'de' }),
      getPointsExpiry: () => json(200, { months: null, expiringSoon: 0, upcoming: [] }),
    });
    renderTerms();
    expect((await screen.findByTestId('points-expiry-company-rule')).textContent).toBe(
      'In Ihrem Unternehmen verfallen Punkte nicht.',
    );
  });

  it.each(['employer', 'admin'] as const satisfies readonly TRole[])('asks nothing for an %s', async (role) => {
    const api = mockApi({ getSession: sessionOf({ role }) });
    renderTerms();
    await waitFor(() => expect(api.callsTo('getSession').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('getPointsExpiry')).toHaveLength(0);
    expect(screen.queryByTestId('points-expiry-company-rule')).toBeNull();
  });
});
