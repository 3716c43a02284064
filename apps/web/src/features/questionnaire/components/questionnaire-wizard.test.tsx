import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TQuestionnaireState } from '@openwell/contracts';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { apiError, json, mockApi, renderFeature, type THandler } from '@/test/feature-test-kit.tsx';
import { gamificationSummary } from '@/test/gamification-fixtures.ts';
import { CONSENT, draft, questionnaireState, savedDraft, submitted } from '../test/wizard-fixtures.ts';
import { QuestionnairePage } from './questionnaire-pages.tsx';

beforeAll(installRadixPolyfills);

function setup(state: TQuestionnaireState, routes: Record<string, THandler> = {}) {
  const api = mockApi({
    // The success screen's profile offers its goal steps through Edit goals (the gamification summary).
    getGamification: () => json(200, gamificationSummary()),
    getQuestionnaire: () => json(200, state),
    saveQuestionnaireDraft: ({ body }) => json(200, savedDraft(body)),
    ...routes,
  });
  const view = renderFeature(<QuestionnairePage />, {
    path: '/anamnesebogen',
    extraRoutes: ['/dashboard', '/anamnesebogen-direct', '/profile'],
  });
  return { api, ...view };
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const lastBody = (api: ReturnType<typeof mockApi>, key: string) => api.callsTo(key).at(-1)?.body;

describe('QuestionnairePage: the wizard', () => {
  it('starts with the consent, which cannot be skipped: nothing is saved before it is ticked', async () => {
    const { api } = setup(questionnaireState());
    expect(screen.getByTestId('questionnaire-skeleton')).toBeTruthy();
    await stepHeading('Your consent');
    expect(screen.getByText('Step 1 of 10')).toBeTruthy();
    const progress = screen.getByRole('progressbar', { name: 'Step 1 of 10' });
    expect(progress.getAttribute('aria-valuenow')).toBe('1');
    expect(progress.getAttribute('aria-valuemax')).toBe('10');
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Prefer everything on one page?' }).getAttribute('href')).toBe(
      '/anamnesebogen-direct',
    );

    await next();
    const consent = screen.getByRole('checkbox', { name: /I consent to the processing of my answers/ });
    const error = await screen.findByText('Please give your consent to continue. Without it, nothing is saved.');
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(consent.getAttribute('aria-describedby')).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(consent));
    expect(api.callsTo('saveQuestionnaireDraft')).toHaveLength(0);

    await userEvent.click(consent);
    await next();
    const heading = await stepHeading('Body');
    expect(lastBody(api, 'saveQuestionnaireDraft')).toEqual({
      version: 1,
      step: 'body',
      answers: { consent: CONSENT },
    });
    expect(screen.getByText('Step 2 of 10')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(api.unhandled).toEqual([]);
  });

  it('shows the age from the profile and the BMI as height and weight are typed; Next saves them', async () => {
    const { api } = setup(questionnaireState({ draft: draft('body', { consent: CONSENT }) }));
    await stepHeading('Body');
    expect(screen.getByTestId('questionnaire-age').textContent).toBe('34 years');
    expect(screen.getByRole('link', { name: 'Change it in your profile settings' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(screen.getByText('Enter your height and weight to see your BMI.')).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: 'Height' }), '172');
    await userEvent.type(screen.getByRole('textbox', { name: 'Weight' }), '68');
    expect(screen.getByTestId('questionnaire-bmi').textContent).toBe('23.0');
    expect(screen.getByTestId('questionnaire-bmi-band').textContent).toBe('Healthy weight (WHO: 18.5 to 24.9)');
    await userEvent.type(screen.getByRole('textbox', { name: 'Weight' }), ',5');
    expect(screen.getByTestId('questionnaire-bmi').textContent).toBe('23.2');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Weight' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Weight' }), '95');
    expect(screen.getByTestId('questionnaire-bmi').textContent).toBe('32.1');
    expect(screen.getByTestId('questionnaire-bmi-band').textContent).toBe('Obesity (WHO: 30 or more)');

    await next();
    await stepHeading('Diagnosed conditions');
    expect(lastBody(api, 'saveQuestionnaireDraft')).toEqual({
      version: 1,
      step: 'diseases',
      answers: { consent: CONSENT, body: { heightCm: 172, weightKg: 95 } },
    });
  });

  it('an out-of-range height shows its error at the field and saves nothing', async () => {
    const { api } = setup(questionnaireState({ draft: draft('body', { consent: CONSENT }) }));
    await stepHeading('Body');
    const height = screen.getByRole('textbox', { name: 'Height' });
    await userEvent.type(height, '1.75');
    await userEvent.type(screen.getByRole('textbox', { name: 'Weight' }), '70');
    expect(screen.getByText('Enter your height and weight to see your BMI.')).toBeTruthy();
    await next();
    const error = await screen.findByText('Enter a whole number from 100 to 250.');
    expect(height.getAttribute('aria-invalid')).toBe('true');
    expect(height.getAttribute('aria-describedby')).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(height));
    expect(api.callsTo('saveQuestionnaireDraft')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Body' })).toBeTruthy();

    // Changing the field clears its error; a valid value moves on.
    await userEvent.clear(height);
    expect(screen.queryByText('Enter a whole number from 100 to 250.')).toBeNull();
    await userEvent.type(height, '175');
    await next();
    await stepHeading('Diagnosed conditions');
    expect(lastBody(api, 'saveQuestionnaireDraft')).toMatchObject({
      answers: { body: { heightCm: 175, weightKg: 70 } },
    });
  });

  it('resumes at the draft’s step with its answers; Previous goes back without saving', async () => {
    const { api } = setup(
      questionnaireState({
        draft: draft('lifestyle', {
          consent: CONSENT,
          body: { heightCm: 172, weightKg: 68.5 },
          lifestyle: { fitness: 3 },
        }),
      }),
    );
    await stepHeading('Fitness, stress and nutrition');
    expect(screen.getByText('Step 6 of 10')).toBeTruthy();
    const fitness = screen.getByRole('group', { name: 'How fit do you feel?' });
    expect((within(fitness).getByRole('radio', { name: 'Average' }) as HTMLInputElement).checked).toBe(true);
    for (let step = 0; step < 4; step += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    }
    await stepHeading('Body');
    expect((screen.getByRole('textbox', { name: 'Height' }) as HTMLInputElement).value).toBe('172');
    expect((screen.getByRole('textbox', { name: 'Weight' }) as HTMLInputElement).value).toBe('68.5');
    expect(screen.getByTestId('questionnaire-bmi').textContent).toBe('23.2');
    expect(api.callsTo('saveQuestionnaireDraft')).toHaveLength(0);
  });

  it('Skip saves the position without the step’s new answers and puts them back as they were', async () => {
    const { api } = setup(
      questionnaireState({ draft: draft('diseases', { consent: CONSENT, body: { heightCm: 172 } }) }),
    );
    await stepHeading('Diagnosed conditions');
    await userEvent.click(screen.getByRole('checkbox', { name: 'High blood pressure' }));
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await stepHeading('Complaints');
    expect(lastBody(api, 'saveQuestionnaireDraft')).toEqual({
      version: 1,
      step: 'complaints',
      answers: { consent: CONSENT, body: { heightCm: 172 } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await stepHeading('Diagnosed conditions');
    expect(screen.getByRole('checkbox', { name: 'High blood pressure' }).getAttribute('aria-checked')).toBe('false');
  });

  it.each([
    ['male', 'Motivation', 'Step 9 of 9', 'motivation'],
    ['female', "Women's health", 'Step 9 of 10', 'womensHealth'],
    [null, "Women's health", 'Step 9 of 10', 'womensHealth'],
  ] as const)('after the family step, a %s profile goes to "%s"', async (gender, title, progress, step) => {
    const { api } = setup(questionnaireState({ gender, draft: draft('family', { consent: CONSENT }) }));
    await stepHeading('Family and home');
    await next();
    await stepHeading(title);
    expect(screen.getByText(progress)).toBeTruthy();
    expect(lastBody(api, 'saveQuestionnaireDraft')).toMatchObject({ step });
  });

  it('a failed finish shows "Error saving anamnesebogen" and keeps the answers; a retry shows the success screen', async () => {
    let fail = true;
    const { api, router } = setup(questionnaireState({ draft: draft('motivation', { consent: CONSENT }) }), {
      submitQuestionnaire: () => (fail ? apiError(500, 'INTERNAL') : json(201, submitted(50))),
    });
    await stepHeading('Motivation');
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    const relax = screen.getByRole('textbox', { name: 'How do you relax?' });
    await userEvent.type(relax, 'Long walks');
    expect(screen.getByText('10 of 500 characters')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Quite a lot' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));

    const alert = await screen.findByTestId('questionnaire-save-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(within(alert).getByText('Error saving anamnesebogen')).toBeTruthy();
    expect(alert.textContent).toContain('An unexpected server error occurred. Please try again later.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect((screen.getByRole('textbox', { name: 'How do you relax?' }) as HTMLTextAreaElement).value).toBe(
      'Long walks',
    );
    expect((screen.getByRole('radio', { name: 'Quite a lot' }) as HTMLInputElement).checked).toBe(true);

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const success = await screen.findByRole('heading', {
      level: 2,
      name: 'Thank you for completing the questionnaire',
    });
    await waitFor(() => expect(document.activeElement).toBe(success));
    expect(screen.getByTestId('questionnaire-points').textContent).toBe('+50 points for completing the questionnaire');
    expect(api.callsTo('submitQuestionnaire').map((call) => call.body)).toEqual([
      {
        version: 1,
        answers: { consent: CONSENT, motivation: { intrinsic: 4, relaxationActivities: 'Long walks' } },
      },
      {
        version: 1,
        answers: { consent: CONSENT, motivation: { intrinsic: 4, relaxationActivities: 'Long walks' } },
      },
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Continue to dashboard' }));
    expect(await screen.findByText('route:/dashboard')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('no points line when this year’s points were already credited', async () => {
    setup(questionnaireState({ draft: draft('motivation', { consent: CONSENT }) }), {
      submitQuestionnaire: () => json(201, submitted(0)),
    });
    await stepHeading('Motivation');
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await screen.findByRole('heading', { level: 2, name: 'Thank you for completing the questionnaire' });
    expect(screen.queryByTestId('questionnaire-points')).toBeNull();
  });

  it('loading error with retry', async () => {
    let fail = true;
    setup(questionnaireState(), {
      getQuestionnaire: () => (fail ? apiError(503, 'SERVICE_UNAVAILABLE') : json(200, questionnaireState())),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The questionnaire could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await stepHeading('Your consent');
  });
});
