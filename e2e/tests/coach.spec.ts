import type { APIRequestContext, Page } from '@playwright/test';
import { originHeaders, signUpEmployee } from '../support/accounts.ts';
import { fakeModelRequests, setFakeModel } from '../support/fake-openai.ts';
import { DATABASE_TAG, POSTGRES_TAG, expect, test, waitForPage } from '../support/fixtures.ts';

/**
 * Issue 13 end to end, against the e2e stack's fake model server (AI_BASE_URL): the daily tip names a true fact of the
 * demo data, and the no-data tip gives way to one from the first sync at once (issue 24); a health profile's coach
 * step opens the coach on its topic (issue 24); the first use shows the AI notice; a question about the week's sleep
 * is answered with the right number (by the built-in engine, labelled, while the model fails); the model's reply
 * streams and Stop halts it; a red flag in German escalates with 112 without a model request; withdrawing the AI
 * consent in the profile turns tip and chat off at once. The fake's behaviour is shared, so the tests run one after another.
 */
test.describe.configure({ mode: 'serial' });

type TFacts = { sleepHours: { week: number | null }; steps: { week: number | null; baseline: number | null } };

async function factsOf(request: APIRequestContext): Promise<TFacts> {
  const response = await request.get('/api/coach/facts');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TFacts;
}

/** An employee with the AI consent and 30 days of demo data, on the dashboard. */
async function employeeWithDemoData(page: Page, language: 'en' | 'de' = 'en'): Promise<void> {
  await signUpEmployee(page, { aiTips: true, language });
  const sync = await page.request.post('/api/wearables/demo/sync', { headers: originHeaders(page), data: {} });
  expect(sync.status(), await sync.text()).toBe(200);
  await page.goto('/dashboard');
  await waitForPage(page);
}

const coach = (page: Page) => page.getByRole('region', { name: 'Health coach' });

async function acknowledgeNotice(page: Page): Promise<void> {
  await expect(coach(page).getByRole('heading', { name: 'You are talking to an AI' })).toBeVisible();
  await expect(coach(page).getByRole('textbox', { name: 'Your message' })).toHaveCount(0);
  await coach(page).getByRole('button', { name: 'I understand' }).click();
  await expect(coach(page).getByRole('textbox', { name: 'Your message' })).toBeVisible();
}

async function send(page: Page, text: string): Promise<void> {
  await coach(page).getByRole('textbox', { name: 'Your message' }).fill(text);
  await coach(page).getByRole('button', { name: 'Send' }).click();
}

test.describe('AI coach', () => {
  test(
    'the daily tip names a true fact of the demo data, and another tip can be asked for',
    { tag: [DATABASE_TAG, POSTGRES_TAG] }, // @pg: also in CI's PostgreSQL smoke (ADR 006)
    async ({ page }) => {
      await employeeWithDemoData(page);
      const card = page.getByRole('region', { name: 'AI tip' });
      await expect(card.getByText('AI-generated, not medical advice')).toBeVisible();
      await expect(card.getByText('Demo data', { exact: true })).toBeVisible();

      const tip = (await (await page.request.get('/api/coach/tip')).json()) as { text: string; why: string };
      await expect(card.getByText(tip.text)).toBeVisible();
      await card.getByRole('button', { name: 'Why this tip?' }).click();
      await expect(card.getByText(tip.why)).toBeVisible();
      // The why names figures, and they are the facts' (what "What the coach knows about you" shows).
      const facts = await factsOf(page.request);
      const figures = (JSON.stringify(facts).match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
      const named = (tip.why.match(/\d[\d,]*(\.\d+)?/g) ?? []).map((figure) => Number(figure.replace(/,/g, '')));
      expect(named.length).toBeGreaterThan(0);
      expect(
        named.some((figure) => figures.includes(figure)),
        `${tip.why} against ${JSON.stringify(facts)}`,
      ).toBe(true);

      await card.getByRole('button', { name: 'Another tip' }).click();
      await expect(card.getByText(tip.text)).toHaveCount(0);

      await card.getByRole('button', { name: 'What the coach knows about you' }).click();
      const dialog = page.getByRole('dialog', { name: 'What the coach knows about you' });
      await expect(dialog.getByText(/never your name, e-mail, company or department/)).toBeVisible();
      await page.keyboard.press('Escape');
    },
  );

  test(
    'first use shows the AI notice; a sleep question is answered with the right number while the model fails',
    { tag: DATABASE_TAG },
    async ({ page }) => {
      await setFakeModel({ kind: 'error', status: 500 });
      await employeeWithDemoData(page);
      await acknowledgeNotice(page);
      await expect(coach(page).getByText('AI, not a doctor. In an emergency call 112.')).toBeVisible();

      const { sleepHours } = await factsOf(page.request);
      expect(sleepHours.week).not.toBeNull();
      await send(page, 'How did I sleep this week?');
      const messages = coach(page).getByRole('region', { name: 'Messages with the coach' });
      await expect(messages.getByText('The AI model could not be reached; the built-in coach answered.')).toBeVisible();
      await expect(
        // The week's figure, not the goal (which can be the same number on some days of the demo data).
        messages.getByText(new RegExp(`Sleep this week:\\s*${sleepHours.week!.toFixed(1).replace('.', '\\.')} h`)),
      ).toBeVisible();
      // The model was tried (and failed) before the built-in engine stood in.
      expect((await fakeModelRequests()).length).toBeGreaterThan(0);
    },
  );

  test(
    'the model’s reply streams and Stop halts it; a red flag in German calls no model',
    { tag: DATABASE_TAG },
    async ({ page }) => {
      const reply = Array.from({ length: 80 }, (_, i) => `Step ${i + 1} of a long answer.`).join(' ');
      await setFakeModel({ kind: 'ok', reply, deltaChars: 4, chunkDelayMs: 60 });
      await employeeWithDemoData(page);
      await acknowledgeNotice(page);

      await send(page, 'Give me a plan for this week');
      const messages = coach(page).getByRole('region', { name: 'Messages with the coach' });
      await expect(messages.getByText(/Step 1 of a long answer/)).toBeVisible();
      await coach(page).getByRole('button', { name: 'Stop' }).click();
      await expect(messages.getByText('Stopped')).toBeVisible();
      await expect(messages.getByText(/Step 80 of a long answer/)).toHaveCount(0);
      await expect.poll(async () => (await fakeModelRequests())[0]?.outcome).toBe('client-closed');
      // What the model received: the system prompt first, the person's text only as a user message, no e-mail.
      const [request] = await fakeModelRequests();
      const sent = request!.body!.messages;
      expect(sent[0]!.role).toBe('system');
      expect(
        sent.filter((message) => message.content.includes('Give me a plan')).map((message) => message.role),
      ).toEqual(['user']);
      expect(JSON.stringify(sent)).not.toContain('@example');

      await setFakeModel({ kind: 'ok' });
      await send(page, 'Ich habe seit einer Stunde starke Brustschmerzen');
      await expect(messages.getByText('Important: your safety')).toBeVisible();
      await expect(messages.getByText(/112/).last()).toBeVisible();
      await expect(messages.getByText(/0800 111 0 111/)).toBeVisible();
      expect(await fakeModelRequests()).toEqual([]);

      // No rule holds on this farewell (ADR 023): the safety net alone raises the flag, and no model is asked.
      await send(page, 'Ich habe heute Briefe an meine Kinder geschrieben und heute Nacht habe ich endlich Ruhe');
      await expect(messages.getByText('Important: your safety')).toHaveCount(2);
      expect(await fakeModelRequests()).toEqual([]);
    },
  );

  test(
    'the first sync on the dashboard turns the no-data tip into one from the data, the same day (issue 24)',
    { tag: DATABASE_TAG },
    async ({ page }) => {
      await signUpEmployee(page, { aiTips: true });
      await page.goto('/dashboard');
      await waitForPage(page);
      const card = page.getByRole('region', { name: 'AI tip' });
      const text = card.getByTestId('coach-tip-text');
      await expect(text).toHaveText(/^Connect and sync your tracker/);
      await expect(card.getByRole('button', { name: 'Another tip' })).toHaveCount(0);

      await page.getByRole('region', { name: 'Quick actions' }).getByRole('button', { name: 'Sync mock data' }).click();
      await expect(page.getByText('Mock data synced (demo mode)')).toBeVisible();
      // Without reloading: the tip is read again with the new values, and is now about them.
      await expect(text).not.toHaveText(/^Connect and sync your tracker/, { timeout: 15_000 });
      await expect(card.getByText('Demo data', { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: 'Another tip' })).toBeVisible();
      const tip = (await (await page.request.get('/api/coach/tip')).json()) as { text: string; fact: string };
      expect(tip.fact).not.toBe('no_data');
      await expect(text).toHaveText(tip.text);
      // And it stays: reloaded, the same tip.
      await page.reload();
      await waitForPage(page);
      await expect(page.getByRole('region', { name: 'AI tip' }).getByTestId('coach-tip-text')).toHaveText(tip.text);
    },
  );

  test(
    "the health profile's coach step opens the coach on its topic, and the coach answers on it (issue 24)",
    { tag: DATABASE_TAG },
    async ({ page }) => {
      await setFakeModel({ kind: 'error', status: 500 });
      await signUpEmployee(page, { aiTips: true });
      const submitted = await page.request.post('/api/questionnaire/submissions', {
        headers: originHeaders(page),
        data: {
          version: 1,
          answers: {
            consent: { dataProcessing: true },
            lifestyle: { fitness: 3, stress: 2, nutrition: 3 },
            substances: { smoking: 'daily', alcohol: 'weekly', caffeine: '5_plus' },
          },
        },
      });
      expect(submitted.status(), await submitted.text()).toBe(201);
      await page.goto('/anamnesebogen');
      await waitForPage(page);
      const step = page.getByTestId('focus-step-coach-substances');
      await expect(step).toContainText('Talk with the health coach about smoking, alcohol or caffeine.');
      await expect(page.getByText(/upcoming update/)).toHaveCount(0);
      await step.getByRole('link', { name: 'Ask the coach now' }).click();
      await expect(page).toHaveURL(/\/dashboard/);

      await acknowledgeNotice(page);
      const field = coach(page).getByRole('textbox', { name: 'Your message' });
      await expect(field).toHaveValue('How can I cut down on smoking, alcohol or caffeine?');
      await expect(field).toBeFocused();
      await coach(page).getByRole('button', { name: 'Send' }).click();
      const messages = coach(page).getByRole('region', { name: 'Messages with the coach' });
      await expect(messages.getByText(/Smoking: stopping is the best single step for your health/)).toBeVisible();
    },
  );

  test(
    'withdrawing the AI consent in the profile turns tip and chat off at once',
    { tag: DATABASE_TAG },
    async ({ page }) => {
      await setFakeModel({ kind: 'ok' });
      await employeeWithDemoData(page, 'de');
      await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
      await expect(page.getByRole('region', { name: 'KI-Tipp' })).toBeVisible();

      await page.goto('/profile');
      await waitForPage(page);
      const aiTips = page.getByRole('switch', { name: 'KI-Tipps' });
      await expect(aiTips).toHaveAttribute('aria-checked', 'true');
      await aiTips.click();
      await expect(aiTips).toHaveAttribute('aria-checked', 'false');
      // Saved: the switch turns at once, and leaving before the answer would cancel the save.
      await expect(
        page.getByText('KI-Tipps deaktiviert. Ihre Daten werden nicht mehr für Tipps verwendet.'),
      ).toBeVisible();

      await page.goto('/dashboard');
      await waitForPage(page);
      await expect(page.getByText('KI-Tipps sind ausgeschaltet')).toBeVisible();
      await expect(page.getByText('Der Coach braucht Ihre Einwilligung zu KI-Tipps')).toBeVisible();
      const tip = await page.request.get('/api/coach/tip');
      expect(tip.status()).toBe(403);
      const message = await page.request.post('/api/coach/messages', {
        headers: originHeaders(page),
        data: { conversationId: null, text: 'How did I sleep?' },
      });
      expect(message.status()).toBe(403);
    },
  );
});
