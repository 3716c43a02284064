import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TQuestionnaireAnswers, TQuestionnaireState } from '@openwell/contracts';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { json, mockApi, renderFeature, type THandler } from '@/test/feature-test-kit.tsx';
import { gamificationSummary } from '@/test/gamification-fixtures.ts';
import { CONSENT, draft, latest, questionnaireState, savedDraft, submitted } from '../test/wizard-fixtures.ts';
import { QuestionnaireDirectPage } from './questionnaire-pages.tsx';

beforeAll(installRadixPolyfills);

const COMPLETED: TQuestionnaireAnswers = {
  consent: CONSENT,
  body: { heightCm: 180, weightKg: 81 },
  lifestyle: { fitness: 4, stress: 2 },
  substances: { smoking: 'non_smoker' },
  family: { pets: [] },
  motivation: { intrinsic: 5, relaxationActivities: 'Cycling' },
};

function setup(state: TQuestionnaireState, routes: Record<string, THandler> = {}) {
  const api = mockApi({
    // The success screen's profile offers its goal steps through Edit goals (the gamification summary).
    getGamification: () => json(200, gamificationSummary()),
    getQuestionnaire: () => json(200, state),
    saveQuestionnaireDraft: ({ body }) => json(200, savedDraft(body)),
    submitQuestionnaire: () => json(201, submitted(0)),
    ...routes,
  });
  const view = renderFeature(<QuestionnaireDirectPage />, {
    path: '/anamnesebogen-direct',
    extraRoutes: ['/dashboard', '/anamnesebogen', '/profile'],
  });
  return { api, ...view };
}

const indexEntries = () =>
  within(screen.getByRole('navigation', { name: 'Sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('QuestionnaireDirectPage: every section on one page', () => {
  it('shows the latest submission’s answers, an index marking each section, and saves an edit as a new version', async () => {
    const { api } = setup(questionnaireState({ gender: 'male', latest: latest(COMPLETED) }));
    await screen.findByRole('heading', { level: 2, name: 'Body' });
    expect(screen.getByRole('heading', { level: 1, name: 'Health questionnaire' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Prefer step by step?' }).getAttribute('href')).toBe('/anamnesebogen');
    // A man is not asked the women's section.
    expect(screen.queryByRole('heading', { name: "Women's health" })).toBeNull();
    expect(indexEntries()).toEqual([
      'Your consentAnswered',
      'BodyAnswered',
      'Diagnosed conditionsNot answered',
      'ComplaintsNot answered',
      'MedicationNot answered',
      'Fitness, stress and nutritionAnswered',
      'Smoking, alcohol and caffeineAnswered',
      'Family and homeAnswered',
      'MotivationAnswered',
    ]);
    expect(screen.getByRole('checkbox', { name: /I consent to the processing/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect((screen.getByRole('textbox', { name: 'Height' }) as HTMLInputElement).value).toBe('180');
    expect(screen.getByTestId('questionnaire-bmi').textContent).toBe('25.0');
    expect((screen.getByRole('radio', { name: 'Rather fit' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: 'How do you relax?' }) as HTMLTextAreaElement).value).toBe('Cycling');
    const pets = screen.getByRole('group', { name: 'Pets' });
    expect(within(pets).getByRole('checkbox', { name: 'None of these' }).getAttribute('aria-checked')).toBe('true');

    // The index follows what is typed, and its links move to the section's heading.
    const heart = screen.getByRole('group', { name: 'Heart and circulation' });
    await userEvent.click(within(heart).getByRole('checkbox', { name: 'High blood pressure' }));
    expect(screen.getByTestId('questionnaire-index-diseases').textContent).toBe('Diagnosed conditionsAnswered');
    await userEvent.click(screen.getByTestId('questionnaire-index-medications'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Medication' }));

    const weight = screen.getByRole('textbox', { name: 'Weight' });
    await userEvent.clear(weight);
    await userEvent.type(weight, '78.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { level: 2, name: 'Thank you for completing the questionnaire' });
    expect(api.callsTo('submitQuestionnaire').map((call) => call.body)).toEqual([
      {
        version: 1,
        answers: {
          ...COMPLETED,
          body: { heightCm: 180, weightKg: 78.5 },
          diseases: { cardiovascular: ['hypertension'] },
        },
      },
    ]);
    expect(screen.queryByTestId('questionnaire-points')).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue to dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(api.unhandled).toEqual([]);
  });

  it('opens with the draft rather than the latest submission; "Save draft" keeps the draft’s step', async () => {
    const { api } = setup(
      questionnaireState({
        latest: latest(COMPLETED),
        draft: draft('womensHealth', { consent: CONSENT, womensHealth: { cycleDays: 30 } }),
      }),
    );
    await screen.findByRole('heading', { level: 2, name: "Women's health" });
    expect((screen.getByRole('textbox', { name: 'How long is your cycle?' }) as HTMLInputElement).value).toBe('30');
    expect((screen.getByRole('textbox', { name: 'Height' }) as HTMLInputElement).value).toBe('');
    await userEvent.type(screen.getByRole('textbox', { name: 'Height' }), '168');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved. You can carry on here or step by step at any time.')).toBeTruthy();
    expect(api.callsTo('saveQuestionnaireDraft').map((call) => call.body)).toEqual([
      {
        version: 1,
        step: 'womensHealth',
        answers: { consent: CONSENT, body: { heightCm: 168 }, womensHealth: { cycleDays: 30 } },
      },
    ]);
    expect(api.callsTo('submitQuestionnaire')).toHaveLength(0);
  });

  it('empty for a first visit; without the consent nothing is saved; a new draft resumes at the first unanswered step', async () => {
    const { api } = setup(questionnaireState());
    await screen.findByRole('heading', { level: 2, name: 'Your consent' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Height' }), '168');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const consent = screen.getByRole('checkbox', { name: /I consent to the processing/ });
    expect(await screen.findByText('Please give your consent to continue. Without it, nothing is saved.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(consent));
    expect(api.callsTo('saveQuestionnaireDraft')).toHaveLength(0);
    await userEvent.click(consent);
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved. You can carry on here or step by step at any time.');
    expect(api.callsTo('saveQuestionnaireDraft').at(-1)?.body).toEqual({
      version: 1,
      step: 'diseases',
      answers: { consent: CONSENT, body: { heightCm: 168 } },
    });
  });

  it('a failed save shows "Error saving anamnesebogen", keeps the edit, and succeeds on retry', async () => {
    let fail = true;
    const { api } = setup(questionnaireState({ latest: latest(COMPLETED) }), {
      submitQuestionnaire: () => (fail ? Promise.reject(new TypeError('Failed to fetch')) : json(201, submitted(50))),
    });
    const relax = await screen.findByRole('textbox', { name: 'How do you relax?' });
    await userEvent.type(relax, ' and swimming');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByTestId('questionnaire-save-error');
    expect(within(alert).getByText('Error saving anamnesebogen')).toBeTruthy();
    expect(alert.textContent).toContain('No connection to the server.');
    expect((relax as HTMLTextAreaElement).value).toBe('Cycling and swimming');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 2, name: 'Thank you for completing the questionnaire' });
    expect(screen.getByTestId('questionnaire-points').textContent).toBe('+50 points for completing the questionnaire');
    expect(api.callsTo('submitQuestionnaire')).toHaveLength(2);
  });
});
