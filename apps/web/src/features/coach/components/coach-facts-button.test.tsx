import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import {
  apiError,
  employee,
  json,
  mockApi,
  renderFeature,
  sessionOf,
  type THandler,
} from '@/test/feature-test-kit.tsx';
import { coachFacts, withAiConsent } from '../test/coach-fixtures.ts';
import { CoachFactsButton } from './coach-facts-button.tsx';

function setup({ granted = true, facts }: { granted?: boolean; facts?: THandler } = {}) {
  const api = mockApi({
    getSession: sessionOf(),
    getMe: () => json(200, withAiConsent(employee(), granted)),
    ...(facts ? { getCoachFacts: facts } : {}),
  });
  const view = renderFeature(<CoachFactsButton />, { path: '/dashboard', extraRoutes: ['/profile'] });
  return { api, ...view };
}

async function openDialog(name = 'What the coach knows about you') {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

/** The <dt>/<dd> pairs of a definition list as "term: value". */
function pairs(list: HTMLElement): string[] {
  return [...list.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

describe('CoachFactsButton', () => {
  it('asks for nothing until it is opened', async () => {
    const { api } = setup({ facts: () => json(200, coachFacts()) });
    expect(screen.getByRole('button', { name: 'What the coach knows about you' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('getCoachFacts')).toHaveLength(0);
    await openDialog();
    await waitFor(() => expect(api.callsTo('getCoachFacts')).toHaveLength(1));
  });

  it('shows exactly the facts in words: week against usual with the days of data, "not enough data" for nulls', async () => {
    setup({ facts: () => json(200, coachFacts()) });
    const dialog = await openDialog();
    expect(dialog.textContent).toContain(
      'Only these figures are sent, never your name, e-mail, company or department. Your messages are sent as you write them.',
    );
    expect((await within(dialog).findByTestId('coach-facts-as-of')).textContent).toBe('Figures as of Mar 2, 2026');
    expect(pairs(within(dialog).getByTestId('coach-facts-steps'))).toEqual([
      'This week: 8,421 steps (7 of 7 days with data)',
      'Your usual: 7,950 steps (28 of 28 days with data)',
      'Difference: +471 steps',
    ]);
    expect(pairs(within(dialog).getByTestId('coach-facts-sleepHours'))).toEqual([
      'This week: 6.1 h (6 of 7 days with data)',
      'Your usual: 7.2 h (26 of 28 days with data)',
      'Difference: -1.1 h',
    ]);
    expect(pairs(within(dialog).getByTestId('coach-facts-activeMinutes'))).toEqual([
      'This week: Not enough data (2 of 7 days with data)',
      'Your usual: 31 min (20 of 28 days with data)',
      'Difference: Not enough data',
    ]);
    expect(pairs(within(dialog).getByTestId('coach-facts-restingHeartRate'))).toEqual([
      'This week: 58.4 bpm (5 of 7 days with data)',
      'Your usual: Not enough data (4 of 28 days with data)',
      'Difference: Not enough data',
    ]);
    expect(pairs(within(dialog).getByTestId('coach-facts-today'))).toEqual([
      'Steps so far: 3,250 steps',
      'Active minutes so far: No value yet',
      // As the facts are rounded and the tips write it: one decimal, also for a whole hour.
      'Sleep last night: 8.0 h',
    ]);
    expect(pairs(within(dialog).getByTestId('coach-facts-goals'))).toEqual([
      'Steps: 10,000 steps',
      'Active minutes: 30 min',
      'Sleep: 7.5 h',
    ]);
    expect(pairs(within(dialog).getByTestId('coach-facts-streak'))).toEqual(['Current: 1 day', 'Best: 12 days']);
    const focus = within(within(dialog).getByTestId('coach-facts-focus')).getAllByRole('listitem');
    expect(focus.map((item) => item.textContent)).toEqual(['Sleep', 'Stress']);
    expect(within(dialog).queryByTestId('coach-facts-demo')).toBeNull();
  });

  it('no questionnaire, no focus area, demo data: each said so', async () => {
    let focusAreas: null | [] = null;
    setup({ facts: () => json(200, coachFacts({ focusAreas, demoData: true })) });
    let dialog = await openDialog();
    expect((await within(dialog).findByTestId('coach-facts-focus')).textContent).toBe(
      'No completed health questionnaire.',
    );
    expect(within(dialog).getByTestId('coach-facts-demo').textContent).toContain(
      'These figures come from generated demo data',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    focusAreas = [];
    dialog = await openDialog();
    await waitFor(() =>
      expect(within(dialog).getByTestId('coach-facts-focus').textContent).toBe('No area needs your attention.'),
    );
  });

  it('in German: numbers and dates as German writes them', async () => {
    await i18n.changeLanguage('de');
    try {
      setup({ facts: () => json(200, coachFacts()) });
      const dialog = await openDialog('Was der Coach über Sie weiß');
      expect((await within(dialog).findByTestId('coach-facts-as-of')).textContent).toBe('Zahlen vom 02.03.2026');
      expect(pairs(within(dialog).getByTestId('coach-facts-sleepHours'))).toEqual([
        'Diese Woche: 6,1 Std. (6 von 7 Tagen mit Daten)',
        'Ihr üblicher Wert: 7,2 Std. (26 von 28 Tagen mit Daten)',
        'Unterschied: -1,1 Std.',
      ]);
      expect(pairs(within(dialog).getByTestId('coach-facts-streak'))).toEqual(['Aktuell: 1 Tag', 'Beste: 12 Tage']);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('without the AI tips consent: nothing is asked, the way to turn it on', async () => {
    const { api } = setup({ granted: false, facts: () => json(200, coachFacts()) });
    const dialog = await openDialog();
    const off = await within(dialog).findByTestId('ai-consent-required');
    expect(off.textContent).toContain('The coach needs your consent to AI tips');
    expect(within(off).getByRole('link', { name: 'Turn on AI tips in your profile' }).getAttribute('href')).toBe(
      '/profile#consents',
    );
    expect(api.callsTo('getCoachFacts')).toHaveLength(0);
  });

  it('403 AI_CONSENT_REQUIRED: the consent state, not an error', async () => {
    setup({ facts: () => apiError(403, 'AI_CONSENT_REQUIRED') });
    const dialog = await openDialog();
    expect(await within(dialog).findByTestId('ai-consent-required')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('could not be loaded: says so, "Try again" loads it', async () => {
    let calls = 0;
    setup({ facts: () => (++calls === 1 ? apiError(500, 'INTERNAL') : json(200, coachFacts())) });
    const dialog = await openDialog();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('What the coach knows about you could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByTestId('coach-facts-steps')).toBeTruthy();
  });

  it('keyboard: Space opens it, Escape closes it and the focus returns to the button', async () => {
    setup({ facts: () => json(200, coachFacts()) });
    const user = userEvent.setup();
    await user.tab();
    const button = screen.getByRole('button', { name: 'What the coach knows about you' });
    expect(document.activeElement).toBe(button);
    await user.keyboard(' ');
    const dialog = await screen.findByRole('dialog', { name: 'What the coach knows about you' });
    expect(await within(dialog).findByTestId('coach-facts-steps')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });
});
