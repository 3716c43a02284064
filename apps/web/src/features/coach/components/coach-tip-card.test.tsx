import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  employee,
  json,
  mockApi,
  renderFeature,
  sessionOf,
  type THandler,
} from '@/test/feature-test-kit.tsx';
import { coachTip, withAiConsent } from '../test/coach-fixtures.ts';
import { CoachTipCard } from './coach-tip-card.tsx';

function setup({ granted = true, routes = {} }: { granted?: boolean; routes?: Record<string, THandler> } = {}) {
  const api = mockApi({
    getSession: sessionOf(),
    getMe: () => json(200, withAiConsent(employee(), granted)),
    ...routes,
  });
  const view = renderFeature(<CoachTipCard />, { path: '/dashboard', extraRoutes: ['/profile'] });
  return { api, ...view };
}

const card = () => screen.getByRole('region', { name: 'AI tip' });

/** The general tip without tracker data, as the server gives it (never stored, no other one to ask for). */
const noDataTip = coachTip({
  tipId: 'no_data',
  fact: 'no_data',
  text: 'Connect and sync your tracker on the dashboard: with a few days of data, your tips are based on your own figures.',
  why: 'There are no tracker values for the last few weeks yet, so this is a general tip.',
  anotherAvailable: false,
});

/** Today's values before and after a sync (a query's answers keep their identity while their content does). */
const BEFORE_SYNC = { steps: null };
const AFTER_SYNC = { steps: 8421 };

/** The card as the dashboard shows it, with today's values; "New values" stands for a sync that stored some. */
function WithHealthData() {
  const [values, setValues] = useState<{ steps: number | null }>(BEFORE_SYNC);
  return (
    <>
      <button type="button" onClick={() => setValues(AFTER_SYNC)}>
        New values
      </button>
      <CoachTipCard healthData={values} />
    </>
  );
}

describe('CoachTipCard', () => {
  it('a skeleton while loading, with the AI label and the section id the dashboard links to', () => {
    setup({ routes: { getCoachTip: () => new Promise(() => {}) } });
    expect(within(card()).getByTestId('coach-tip-skeleton')).toBeTruthy();
    expect(card().id).toBe('aiTip');
    expect(card().textContent).toContain('AI-generated, not medical advice');
  });

  it('today\'s tip; "Why this tip?" opens and closes the named fact', async () => {
    setup({ routes: { getCoachTip: () => json(200, coachTip()) } });
    const text = await within(card()).findByTestId('coach-tip-text');
    expect(text.textContent).toBe(coachTip().text);
    expect(within(card()).queryByTestId('demo-data-badge')).toBeNull();
    const why = within(card()).getByRole('button', { name: 'Why this tip?' });
    const fact = within(card()).getByTestId('coach-tip-why');
    expect(why.getAttribute('aria-expanded')).toBe('false');
    expect(why.getAttribute('aria-controls')).toBe(fact.id);
    expect(fact.hidden).toBe(true);
    await userEvent.click(why);
    expect(why.getAttribute('aria-expanded')).toBe('true');
    expect(fact.hidden).toBe(false);
    expect(fact.textContent).toBe('You slept 6.1 h on average this week, 1.1 h less than your usual 7.2 h.');
    await userEvent.click(why);
    expect(fact.hidden).toBe(true);
  });

  it('demo data is labelled so', async () => {
    setup({ routes: { getCoachTip: () => json(200, coachTip({ demoData: true })) } });
    expect((await within(card()).findByTestId('demo-data-badge')).textContent).toBe('Demo data');
  });

  it('"Another tip" asks for the next one and shows it in place of the first', async () => {
    const second = coachTip({ sequence: 2, tipId: 'steps.walk', text: 'Take a 10-minute walk after lunch.' });
    const { api } = setup({
      routes: { getCoachTip: () => json(200, coachTip()), nextCoachTip: () => json(200, second) },
    });
    await within(card()).findByTestId('coach-tip-text');
    await userEvent.click(within(card()).getByRole('button', { name: 'Another tip' }));
    await waitFor(() => expect(within(card()).getByTestId('coach-tip-text').textContent).toBe(second.text));
    expect(api.callsTo('nextCoachTip')).toHaveLength(1);
    expect(api.callsTo('getCoachTip')).toHaveLength(1);
  });

  it('no other tip today: "Another tip" is unavailable, says why and asks nothing', async () => {
    const { api } = setup({ routes: { getCoachTip: () => json(200, coachTip({ anotherAvailable: false })) } });
    await within(card()).findByTestId('coach-tip-text');
    const another = within(card()).getByRole('button', { name: 'Another tip' });
    expect(another.getAttribute('aria-disabled')).toBe('true');
    const status = within(card()).getByRole('status');
    expect(status.textContent).toBe("That was today's last tip. Come back tomorrow for a new one.");
    expect(another.getAttribute('aria-describedby')).toBe(status.id);
    await userEvent.click(another);
    expect(api.callsTo('nextCoachTip')).toHaveLength(0);
  });

  it('the general tip without data: no "Another tip", no "come back tomorrow"', async () => {
    const { api } = setup({ routes: { getCoachTip: () => json(200, noDataTip) } });
    expect((await within(card()).findByTestId('coach-tip-text')).textContent).toBe(noDataTip.text);
    expect(within(card()).queryByRole('button', { name: 'Another tip' })).toBeNull();
    expect(within(card()).getByRole('status').textContent).toBe('');
    expect(within(card()).getByRole('button', { name: 'What the coach knows about you' })).toBeTruthy();
    expect(api.callsTo('nextCoachTip')).toHaveLength(0);
  });

  it('follows new health data: the tip is read again, the general one gives way to one from the first sync', async () => {
    let synced = false;
    const api = mockApi({
      getSession: sessionOf(),
      getMe: () => json(200, withAiConsent(employee(), true)),
      getCoachTip: () => json(200, synced ? coachTip() : noDataTip),
    });
    renderFeature(<WithHealthData />, { path: '/dashboard' });
    expect((await within(card()).findByTestId('coach-tip-text')).textContent).toBe(noDataTip.text);
    expect(api.callsTo('getCoachTip')).toHaveLength(1);
    synced = true;
    await userEvent.click(screen.getByRole('button', { name: 'New values' }));
    await waitFor(() => expect(within(card()).getByTestId('coach-tip-text').textContent).toBe(coachTip().text));
    expect(api.callsTo('getCoachTip')).toHaveLength(2);
    expect(within(card()).getByRole('button', { name: 'Another tip' })).toBeTruthy();
    // The same values again (a refetch that found nothing new) ask nothing.
    await userEvent.click(screen.getByRole('button', { name: 'New values' }));
    expect(api.callsTo('getCoachTip')).toHaveLength(2);
  });

  it('the daily limit reached (429 COACH_TIP_LIMIT_REACHED): said clearly, the tip stays', async () => {
    setup({
      routes: {
        getCoachTip: () => json(200, coachTip()),
        nextCoachTip: () => apiError(429, 'COACH_TIP_LIMIT_REACHED'),
      },
    });
    await within(card()).findByTestId('coach-tip-text');
    const another = within(card()).getByRole('button', { name: 'Another tip' });
    await userEvent.click(another);
    await waitFor(() =>
      expect(within(card()).getByRole('status').textContent).toBe(
        'That was the last tip for today. Come back tomorrow for a new one.',
      ),
    );
    expect(another.getAttribute('aria-disabled')).toBe('true');
    expect(within(card()).getByTestId('coach-tip-text').textContent).toBe(coachTip().text);
    expect(within(card()).queryByRole('alert')).toBeNull();
  });

  it('another tip failing otherwise: an alert with the reason', async () => {
    setup({ routes: { getCoachTip: () => json(200, coachTip()), nextCoachTip: () => apiError(500, 'INTERNAL') } });
    await within(card()).findByTestId('coach-tip-text');
    await userEvent.click(within(card()).getByRole('button', { name: 'Another tip' }));
    expect((await within(card()).findByRole('alert')).textContent).toMatch(/^No other tip could be loaded\. /);
  });

  it('without the AI tips consent: no call to the coach, and the way to turn it on', async () => {
    const { api, router } = setup({ granted: false, routes: { getCoachTip: () => json(200, coachTip()) } });
    const off = await within(card()).findByTestId('ai-consent-required');
    expect(off.textContent).toContain('AI tips are switched off');
    expect(off.textContent).toContain('Without it, nothing of your data is sent to any AI.');
    expect(api.calls.filter((call) => call.url.pathname.startsWith('/api/coach'))).toEqual([]);
    const link = within(off).getByRole('link', { name: 'Turn on AI tips in your profile' });
    expect(link.getAttribute('href')).toBe('/profile#consents');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.hash).toBe('#consents');
  });

  it('403 AI_CONSENT_REQUIRED (withdrawn in another tab): the same state, and the user is read again', async () => {
    let meCalls = 0;
    const { api } = setup({
      routes: {
        getMe: () => json(200, withAiConsent(employee(), ++meCalls === 1)),
        getCoachTip: () => apiError(403, 'AI_CONSENT_REQUIRED'),
      },
    });
    expect(await within(card()).findByTestId('ai-consent-required')).toBeTruthy();
    expect(within(card()).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(api.callsTo('getMe')).toHaveLength(2));
    expect(within(card()).getByTestId('ai-consent-required')).toBeTruthy();
  });

  it('could not be loaded: says so, and "Try again" loads it', async () => {
    let calls = 0;
    setup({ routes: { getCoachTip: () => (++calls === 1 ? apiError(500, 'INTERNAL') : json(200, coachTip())) } });
    const alert = await within(card()).findByRole('alert');
    expect(alert.textContent).toContain('Your tip could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await within(card()).findByTestId('coach-tip-text')).textContent).toBe(coachTip().text);
  });

  it('keyboard: Tab reaches "Why this tip?", "Another tip" and the facts; Enter and Space use them', async () => {
    const second = coachTip({ sequence: 2, text: 'Stand up and stretch every hour.' });
    setup({
      routes: {
        getCoachTip: () => json(200, coachTip()),
        nextCoachTip: () => json(200, second),
        getCoachFacts: () => new Promise(() => {}),
      },
    });
    await within(card()).findByTestId('coach-tip-text');
    const user = userEvent.setup();
    await user.tab();
    const why = within(card()).getByRole('button', { name: 'Why this tip?' });
    expect(document.activeElement).toBe(why);
    await user.keyboard('{Enter}');
    expect(why.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard(' ');
    expect(why.getAttribute('aria-expanded')).toBe('false');
    await user.tab();
    expect(document.activeElement).toBe(within(card()).getByRole('button', { name: 'Another tip' }));
    await user.keyboard(' ');
    await waitFor(() => expect(within(card()).getByTestId('coach-tip-text').textContent).toBe(second.text));
    await user.tab();
    expect(document.activeElement).toBe(within(card()).getByRole('button', { name: 'What the coach knows about you' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'What the coach knows about you' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
