import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { FullPageLoader } from '@/components/full-page-loader.tsx';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { resetSessionStoreForTests } from '@/lib/session/session-store.ts';
import { currentUser, json, mockApi } from '@/test/api-mocks.ts';
import { Providers } from './providers.tsx';
import { routes } from './router.tsx';

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers>
      <Suspense fallback={<FullPageLoader />}>
        <RouterProvider router={router} />
      </Suspense>
    </Providers>,
  );
  return router;
}

describe('app shell', () => {
  beforeEach(() => resetSessionStoreForTests());

  it('renders the landing page with header, skip link and footer', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Healthier habits at work, rewarded' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('link', { name: 'Admin login' }).getAttribute('href')).toBe('/admin/login');
    expect(screen.getByRole('link', { name: 'Start free trial' }).getAttribute('href')).toBe('/auth?tab=signup');
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Deutsch', 'Nederlands', 'Français', 'Italiano']);
    const theme = screen.getByRole('group', { name: 'Colour theme' });
    expect(
      within(theme)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Light', 'Dark', 'System']);
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/privacy-policy', '/terms-of-service', '/cookie-policy']);
  });

  it('switches the language from the header', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gesündere Gewohnheiten im Job, die sich lohnen' }),
    ).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    expect(window.localStorage.getItem('i18nextLng')).toBe('de');
  });

  it('navigates to a legal page, scrolls to the top and goes back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'Privacy policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('loads a signed-in page with its translations: the questionnaire at its first step', async () => {
    // The questionnaire is for signed-in users (a session, and an account whose onboarding is done).
    installRadixPolyfills(); // its checkboxes measure themselves
    const user = currentUser({ onboarding: { step: 'done' } });
    const api = mockApi({
      getSession: json(200, { session: { id: 's1' }, user }),
      getMe: json(200, user),
      logSessionActivity: new Response(null, { status: 204 }),
      getQuestionnaire: json(200, { version: 1, age: 34, gender: 'female', draft: null, latest: null }),
    });
    renderApp('/anamnesebogen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Health questionnaire' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your consent' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 10')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('logSessionActivity')).toHaveLength(1));
    expect(api.unhandled).toEqual([]);
  });

  it('shows the not-found page for unknown paths', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('catches a render error on /i18n-debug; Try Again restores the page', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/i18n-debug');
    expect(await screen.findByRole('heading', { level: 1, name: 'Translation debug' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: /Deutsch/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Simulate a render error' }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(consoleError.mock.calls.some((call) => String(call[0]).includes('"i18n-debug"'))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Translation debug' })).toBeTruthy();
  });
});
