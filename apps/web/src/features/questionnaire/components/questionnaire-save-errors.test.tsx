import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TQuestionnaireState } from '@openwell/contracts';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { i18n } from '@/lib/i18n.ts';
import { apiError, json, mockApi, renderFeature, type THandler } from '@/test/feature-test-kit.tsx';
import { CONSENT, draft, latest, questionnaireState, savedDraft } from '../test/wizard-fixtures.ts';
import { QuestionnairePage } from './questionnaire-pages.tsx';

// The overview is the profile part's; here it stands for itself by what the wizard hands it.
vi.mock('./questionnaire-overview.tsx', () => ({
  QuestionnaireOverview: ({ state, onStartReview }: { state: TQuestionnaireState; onStartReview: () => void }) => (
    <button type="button" onClick={onStartReview}>
      {`Review ${state.latest?.completedOn}`}
    </button>
  ),
}));

beforeAll(installRadixPolyfills);

function setup(state: TQuestionnaireState, routes: Record<string, THandler> = {}) {
  const api = mockApi({
    getQuestionnaire: () => json(200, state),
    saveQuestionnaireDraft: ({ body }) => json(200, savedDraft(body)),
    ...routes,
  });
  renderFeature(<QuestionnairePage />, { path: '/anamnesebogen', extraRoutes: ['/anamnesebogen-direct'] });
  return api;
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('QuestionnairePage: saving problems and the completed questionnaire', () => {
  it('a changed definition: its message, the questionnaire read again, the typed answers kept, then saved', async () => {
    let outdated = true;
    const api = setup(questionnaireState({ draft: draft('body', { consent: CONSENT }) }), {
      saveQuestionnaireDraft: ({ body }) =>
        outdated ? apiError(409, 'QUESTIONNAIRE_VERSION_OUTDATED') : json(200, savedDraft(body)),
    });
    const height = await screen.findByRole('textbox', { name: 'Height' });
    await userEvent.type(height, '181');
    await next();
    const alert = await screen.findByTestId('questionnaire-save-error');
    expect(within(alert).getByText('Error saving anamnesebogen')).toBeTruthy();
    expect(alert.textContent).toContain('The questionnaire has changed since this page was loaded.');
    await vi.waitFor(() => expect(api.callsTo('getQuestionnaire')).toHaveLength(2));
    expect((screen.getByRole('textbox', { name: 'Height' }) as HTMLInputElement).value).toBe('181');
    outdated = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 2, name: 'Diagnosed conditions' });
    expect(api.callsTo('saveQuestionnaireDraft').at(-1)?.body).toMatchObject({ answers: { body: { heightCm: 181 } } });
  });

  it('answers the server refuses are marked at their fields', async () => {
    setup(questionnaireState({ draft: draft('body', { consent: CONSENT }) }), {
      saveQuestionnaireDraft: () =>
        apiError(400, 'VALIDATION_FAILED', {
          issues: [{ location: 'body', path: 'answers.body.weightKg', message: 'must be <= 400', code: 'too_big' }],
        }),
    });
    const weight = await screen.findByRole('textbox', { name: 'Weight' });
    await userEvent.type(weight, '70');
    await next();
    const alert = await screen.findByTestId('questionnaire-save-error');
    expect(alert.textContent).toContain('Some of the information entered is not valid.');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    const error = await screen.findByText('Enter a number from 20 to 400, with at most one decimal.');
    expect(weight.getAttribute('aria-invalid')).toBe('true');
    expect(weight.getAttribute('aria-describedby')).toContain(error.id);
    expect((weight as HTMLInputElement).value).toBe('70');
  });

  it('a completed questionnaire without a draft shows the overview; its review starts the wizard with the answers', async () => {
    const answers = { consent: CONSENT, body: { heightCm: 165, weightKg: 60 } };
    const api = setup(questionnaireState({ latest: latest(answers) }));
    await userEvent.click(await screen.findByRole('button', { name: 'Review 2026-02-01' }));
    await screen.findByRole('heading', { level: 2, name: 'Your consent' });
    expect(screen.getByRole('checkbox', { name: /I consent to the processing/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await next();
    await screen.findByRole('heading', { level: 2, name: 'Body' });
    expect((screen.getByRole('textbox', { name: 'Height' }) as HTMLInputElement).value).toBe('165');
    expect(api.callsTo('saveQuestionnaireDraft').at(-1)?.body).toEqual({ version: 1, step: 'body', answers });
  });

  it('a completed questionnaire with a draft open resumes the draft', async () => {
    setup(
      questionnaireState({
        latest: latest({ consent: CONSENT }),
        draft: draft('substances', { consent: CONSENT }),
      }),
    );
    await screen.findByRole('heading', { level: 2, name: 'Smoking, alcohol and caffeine' });
    expect(screen.queryByRole('button', { name: /^Review/ })).toBeNull();
  });

  it('in German: progress, buttons and the save error', async () => {
    await i18n.changeLanguage('de');
    setup(questionnaireState({ draft: draft('body', { consent: CONSENT }) }), {
      saveQuestionnaireDraft: () => apiError(500, 'INTERNAL'),
    });
    expect(await screen.findByText('Schritt 2 von 10')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lieber alles auf einer Seite?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    const alert = await screen.findByTestId('questionnaire-save-error');
    expect(within(alert).getByText('Fehler beim Speichern des Anamnesebogens')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });
});
