import type { APIRequestContext, Page } from '@playwright/test';
import { signUpEmployee } from '../support/accounts.ts';
import { DATABASE_TAG, POSTGRES_TAG, expect, test, waitForPage } from '../support/fixtures.ts';

/**
 * Issue 12 end to end: the health questionnaire as a woman in English (the women's step shown; leave in the middle and
 * resume from the dashboard's card; skip a step; finish; the profile and the card; the direct variant shows the same
 * answers and saves an edit as a new version, without a second credit of points), and as a man in German (the women's
 * step skipped).
 */

async function expectStep(page: Page, progress: string, heading: string): Promise<void> {
  await expect(page.getByText(progress, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

async function questionnaireOf(request: APIRequestContext) {
  const response = await request.get('/api/questionnaire');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as {
    draft: { step: string; answers: Record<string, unknown> } | null;
    latest: { id: string; answers: Record<string, Record<string, unknown>> } | null;
  };
}

async function submissionsOf(request: APIRequestContext): Promise<Array<{ id: string }>> {
  const response = await request.get('/api/questionnaire/submissions');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { submissions: Array<{ id: string }> }).submissions;
}

test.describe('health questionnaire', () => {
  test(
    'a woman in English: consent, resume from the dashboard, skip, the women’s step, finish, profile, card, direct edit',
    { tag: DATABASE_TAG },
    async ({ page }) => {
      await signUpEmployee(page, { gender: 'female', language: 'en', age: 41 });
      await page.goto('/anamnesebogen');
      await waitForPage(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Health questionnaire' })).toBeVisible();

      // The consent first: no Skip, and Next refuses until it is given (nothing saved before).
      await expectStep(page, 'Step 1 of 10', 'Your consent');
      await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Please give your consent to continue. Without it, nothing is saved.')).toBeVisible();
      expect((await questionnaireOf(page.request)).draft).toBeNull();
      await page.getByRole('checkbox', { name: /I consent to the processing of my answers/ }).click();
      await page.getByRole('button', { name: 'Next' }).click();

      // Body: the age from the profile, BMI as typed.
      await expectStep(page, 'Step 2 of 10', 'Body');
      await expect(page.getByText('41 years')).toBeVisible();
      await page.getByRole('textbox', { name: 'Height' }).fill('168');
      await page.getByRole('textbox', { name: 'Weight' }).fill('62');
      await expect(page.getByTestId('questionnaire-bmi')).toHaveText('22.0');
      await page.getByRole('button', { name: 'Next' }).click();

      // Skip a step: the diagnosed conditions stay unanswered.
      await expectStep(page, 'Step 3 of 10', 'Diagnosed conditions');
      await page.getByRole('button', { name: 'Skip' }).click();
      await expectStep(page, 'Step 4 of 10', 'Complaints');
      await expect.poll(async () => (await questionnaireOf(page.request)).draft?.step).toBe('complaints');

      // Leave in the middle: the dashboard's card says where, and continuing resumes there with the answers.
      await page.goto('/dashboard');
      await waitForPage(page);
      const card = page.getByTestId('health-profile-card');
      await expect(card.getByTestId('health-profile-card-in-progress')).toHaveText(
        'Continue where you left off: Complaints.',
      );
      await card.getByRole('link', { name: 'Continue the questionnaire' }).click();
      await expectStep(page, 'Step 4 of 10', 'Complaints');
      await page.getByRole('button', { name: 'Previous' }).click();
      await page.getByRole('button', { name: 'Previous' }).click();
      await expectStep(page, 'Step 2 of 10', 'Body');
      await expect(page.getByRole('textbox', { name: 'Height' })).toHaveValue('168');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Skip' }).click();

      // Complaints: a sleep problem of 6 out of 10.
      await expectStep(page, 'Step 4 of 10', 'Complaints');
      await page.getByRole('checkbox', { name: 'Sleep problems' }).click();
      // The 0-10 row's radios are visually hidden inside their labels: click the label, as a person does.
      const severity = page.getByRole('group', { name: 'How much does it bother you: Sleep problems?' });
      await severity.locator('label').filter({ hasText: /^6$/ }).click();
      await expect(severity.getByRole('radio', { name: '6', exact: true })).toBeChecked();
      await page.getByRole('button', { name: 'Next' }).click();

      await expectStep(page, 'Step 5 of 10', 'Medication');
      await page
        .getByRole('group', { name: 'Do you take medication regularly?' })
        .getByRole('radio', { name: 'No' })
        .check();
      await page.getByRole('button', { name: 'Next' }).click();

      await expectStep(page, 'Step 6 of 10', 'Fitness, stress and nutrition');
      await page.getByRole('radio', { name: 'Rather unfit' }).check();
      await page.getByRole('radio', { name: 'Quite stressed' }).check();
      await page.getByRole('radio', { name: 'Rather healthy' }).check();
      await page.getByRole('button', { name: 'Next' }).click();

      await expectStep(page, 'Step 7 of 10', 'Smoking, alcohol and caffeine');
      await page.getByRole('radio', { name: 'Non-smoker (never smoked regularly)' }).check();
      await page.getByRole('button', { name: 'Next' }).click();

      await expectStep(page, 'Step 8 of 10', 'Family and home');
      await page.getByRole('button', { name: 'Skip' }).click();

      // The women's step is asked of a woman.
      await expectStep(page, 'Step 9 of 10', "Women's health");
      await page.getByRole('textbox', { name: 'How long is your cycle?' }).fill('28');
      await page.getByRole('button', { name: 'Next' }).click();

      await expectStep(page, 'Step 10 of 10', 'Motivation');
      await page.getByRole('textbox', { name: 'How do you relax?' }).fill('Swimming on Sundays');
      await page.getByRole('button', { name: 'Finish' }).click();

      // The success screen: the points, the profile with its focus areas, and the way back.
      await expect(page.getByRole('heading', { name: 'Thank you for completing the questionnaire' })).toBeVisible();
      await expect(page.getByTestId('questionnaire-points')).toHaveText('+100 points for completing the questionnaire');
      await expect(page.getByRole('heading', { name: 'Your health profile' })).toBeVisible();
      await expect(page.getByText('You rate yourself as unfit.')).toBeVisible();
      await expect(page.getByText('You feel quite stressed.')).toBeVisible();
      await expect(page.getByText('You mentioned sleep problems that bother you (6 out of 10).')).toBeVisible();
      await expect(page.getByText('Your BMI is 22: in the normal range (18.5 to 24.9).')).toBeVisible();
      await page.getByRole('link', { name: 'Continue to dashboard' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);

      const stored = await questionnaireOf(page.request);
      expect(stored.draft).toBeNull();
      expect(stored.latest?.answers.body).toEqual({ heightCm: 168, weightKg: 62 });
      expect(stored.latest?.answers.womensHealth).toEqual({ cycleDays: 28 });
      expect(stored.latest?.answers.diseases).toBeUndefined();

      await expect(card.getByTestId('health-profile-card-completed')).toContainText('Completed on');
      const focus = card.getByTestId('health-profile-card-focus');
      await expect(focus).toContainText('Activity');
      await expect(focus).toContainText('Stress');

      // The direct variant shows the same answers and saves an edit as a new version; no second credit of points.
      await page.goto('/anamnesebogen-direct');
      await waitForPage(page);
      await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Height' })).toHaveValue('168');
      await expect(page.getByRole('textbox', { name: 'How long is your cycle?' })).toHaveValue('28');
      await expect(page.getByRole('radio', { name: 'Quite stressed' })).toBeChecked();
      await page.getByRole('textbox', { name: 'Weight' }).fill('64.5');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Thank you for completing the questionnaire' })).toBeVisible();
      await expect(page.getByTestId('questionnaire-points')).toHaveCount(0);
      expect(await submissionsOf(page.request)).toHaveLength(2);
      expect((await questionnaireOf(page.request)).latest?.answers.body).toEqual({ heightCm: 168, weightKg: 64.5 });
      const history = await page.request.get('/api/gamification/points?limit=50');
      expect(history.status(), await history.text()).toBe(200);
      const { entries } = (await history.json()) as { entries: Array<{ reason: string; amount: number }> };
      expect(entries.filter((entry) => entry.reason === 'questionnaire_completed')).toEqual([
        expect.objectContaining({ amount: 100 }),
      ]);
    },
  );

  test(
    'a man in German: the women’s step is skipped, the profile and the card in German',
    { tag: [DATABASE_TAG, POSTGRES_TAG] }, // @pg: also in CI's PostgreSQL smoke (ADR 006)
    async ({ page }) => {
      await signUpEmployee(page, { gender: 'male', language: 'de', age: 35 });
      await page.goto('/anamnesebogen');
      await waitForPage(page);
      await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
      await expect(page.getByRole('heading', { level: 1, name: 'Gesundheitsfragebogen' })).toBeVisible();
      await expectStep(page, 'Schritt 1 von 9', 'Ihre Einwilligung');
      await page.getByRole('checkbox', { name: /Ich willige in die Verarbeitung meiner Antworten/ }).click();
      await page.getByRole('button', { name: 'Weiter' }).click();

      await expectStep(page, 'Schritt 2 von 9', 'Körper');
      await page.getByRole('textbox', { name: 'Körpergröße' }).fill('182');
      await page.getByRole('textbox', { name: 'Körpergewicht' }).fill('80,5');
      await expect(page.getByTestId('questionnaire-bmi')).toHaveText('24,3');
      await page.getByRole('button', { name: 'Weiter' }).click();

      // Skip to the end: Motivation is step 9 of 9, the women's step never shows.
      for (let current = 3; current <= 8; current += 1) {
        await expect(page.getByText(`Schritt ${current} von 9`, { exact: true })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: 'Frauengesundheit' })).toHaveCount(0);
        await page.getByRole('button', { name: 'Überspringen' }).click();
      }
      await expectStep(page, 'Schritt 9 von 9', 'Motivation');
      await page.getByRole('button', { name: 'Abschließen' }).click();

      await expect(
        page.getByRole('heading', { name: 'Danke, dass Sie den Fragebogen ausgefüllt haben' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Ihr Gesundheitsprofil' })).toBeVisible();
      await page.getByRole('link', { name: 'Weiter zum Dashboard' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      const card = page.getByTestId('health-profile-card');
      await expect(card.getByTestId('health-profile-card-completed')).toContainText('Abgeschlossen am');
      expect((await questionnaireOf(page.request)).latest?.answers.womensHealth).toBeUndefined();
    },
  );
});
