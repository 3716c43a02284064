import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TQuestionnaireAnswers, TQuestionnaireSectionId } from '@openwell/contracts';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { json, mockApi, renderFeature } from '@/test/feature-test-kit.tsx';
import { CONSENT, draft, questionnaireState, savedDraft } from '../test/wizard-fixtures.ts';
import { QuestionnairePage } from './questionnaire-pages.tsx';

beforeAll(installRadixPolyfills);

/** The wizard opened at one step of a draft. */
async function openAt(
  step: TQuestionnaireSectionId,
  title: string,
  answers: TQuestionnaireAnswers = { consent: CONSENT },
) {
  const api = mockApi({
    getQuestionnaire: () => json(200, questionnaireState({ draft: draft(step, answers) })),
    saveQuestionnaireDraft: ({ body }) => json(200, savedDraft(body)),
  });
  renderFeature(<QuestionnairePage />, { path: '/anamnesebogen' });
  await screen.findByRole('heading', { level: 2, name: title });
  return api;
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const savedAnswers = (api: ReturnType<typeof mockApi>) =>
  (api.callsTo('saveQuestionnaireDraft').at(-1)?.body as { answers: TQuestionnaireAnswers } | undefined)?.answers;

describe('the question editors', () => {
  it('complaints: tick one, then its severity 0-10 (required) and an optional description', async () => {
    const api = await openAt('complaints', 'Complaints');
    const orthopedic = screen.getByRole('group', { name: 'Muscles, bones and joints' });
    expect(within(orthopedic).queryByRole('group', { name: /Back pain/ })).toBeNull();
    await userEvent.click(within(orthopedic).getByRole('checkbox', { name: 'Back pain' }));
    const severity = within(orthopedic).getByRole('group', { name: 'How much does it bother you: Back pain?' });
    expect(
      within(severity)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);

    await next();
    const error = await within(orthopedic).findByText('Choose how much it bothers you, from 0 to 10.');
    expect(severity.getAttribute('aria-invalid')).toBe('true');
    expect(severity.getAttribute('aria-describedby')).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(within(severity).getAllByRole('radio')[0]));
    expect(api.callsTo('saveQuestionnaireDraft')).toHaveLength(0);

    await userEvent.click(within(severity).getByRole('radio', { name: '6' }));
    await userEvent.type(
      within(orthopedic).getByRole('textbox', { name: 'Describe it in your own words (optional): Back pain' }),
      'After long meetings',
    );
    // "None of these" for the internal complaints; ticking an item there would untick it.
    const internal = screen.getByRole('group', { name: 'Internal medical complaints' });
    await userEvent.click(within(internal).getByRole('checkbox', { name: 'None of these' }));
    await next();
    await screen.findByRole('heading', { level: 2, name: 'Medication' });
    expect(savedAnswers(api)).toEqual({
      consent: CONSENT,
      complaints: {
        internal: [],
        orthopedic: [{ item: 'back_pain', severity: 6, description: 'After long meetings' }],
      },
    });
  });

  it('complaints: own entries need a name, can be removed, and stop at five', async () => {
    const api = await openAt('complaints', 'Complaints');
    const orthopedic = screen.getByRole('group', { name: 'Muscles, bones and joints' });
    const add = within(orthopedic).getByRole('button', { name: 'Add your own entry' });
    await userEvent.click(add);
    const name = within(orthopedic).getByRole('textbox', { name: 'Name of your own entry 1' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    await userEvent.click(
      within(within(orthopedic).getByRole('group', { name: 'How much does it bother you: Own entry 1?' })).getByRole(
        'radio',
        { name: '4' },
      ),
    );
    await next();
    expect(await within(orthopedic).findByText('Give your entry a name, or remove it.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('saveQuestionnaireDraft')).toHaveLength(0);

    await userEvent.type(name, 'Tennis elbow');
    expect(within(orthopedic).getByRole('group', { name: 'How much does it bother you: Tennis elbow?' })).toBeTruthy();
    for (let entry = 2; entry <= 5; entry += 1) await userEvent.click(add);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(within(orthopedic).getByText('You can add up to 5 entries of your own.')).toBeTruthy();
    for (let entry = 5; entry >= 2; entry -= 1) {
      await userEvent.click(within(orthopedic).getByRole('button', { name: `Remove Own entry ${entry}` }));
    }
    await waitFor(() => expect(document.activeElement).toBe(add));
    await next();
    await screen.findByRole('heading', { level: 2, name: 'Medication' });
    expect(savedAnswers(api)?.complaints).toEqual({
      orthopedic: [{ item: 'custom', name: 'Tennis elbow', severity: 4 }],
    });
  });

  it('medication names are asked only after "yes"', async () => {
    const api = await openAt('medications', 'Medication');
    expect(screen.queryByRole('textbox', { name: 'Which medication?' })).toBeNull();
    const takes = screen.getByRole('group', { name: 'Do you take medication regularly?' });
    await userEvent.click(within(takes).getByRole('radio', { name: 'Yes' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Which medication?' }), 'Ramipril');
    await userEvent.click(within(takes).getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: 'Which medication?' })).toBeNull();
    await next();
    await screen.findByRole('heading', { level: 2, name: 'Fitness, stress and nutrition' });
    expect(savedAnswers(api)?.medications).toEqual({ takesMedication: false });
  });

  it('a radio answer can be cleared again: every question but the consent is optional', async () => {
    const api = await openAt('substances', 'Smoking, alcohol and caffeine');
    const smoking = screen.getByRole('group', { name: 'Do you smoke?' });
    await userEvent.click(within(smoking).getByRole('radio', { name: 'Former smoker (have quit)' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: /caffeinated drinks/ })).getByRole('radio', { name: '3-4 cups' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear answer: Do you smoke?' }));
    expect(
      within(smoking)
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
    await next();
    await screen.findByRole('heading', { level: 2, name: 'Family and home' });
    expect(savedAnswers(api)?.substances).toEqual({ caffeine: '3_4' });
  });

  it('children: add each with an age group (required), remove; pets "none of these" excludes the others', async () => {
    const api = await openAt('family', 'Family and home');
    const children = screen.getByRole('group', { name: 'Children' });
    await userEvent.click(within(children).getByRole('button', { name: 'Add a child' }));
    await userEvent.click(within(children).getByRole('button', { name: 'Add a child' }));
    const second = within(children).getByRole('combobox', { name: 'Age group of child 2' });
    await waitFor(() => expect(document.activeElement).toBe(second));
    await userEvent.selectOptions(second, 'School age (6-12 years)');

    const pets = screen.getByRole('group', { name: 'Pets' });
    await userEvent.click(within(pets).getByRole('checkbox', { name: 'Dog' }));
    await userEvent.click(within(pets).getByRole('checkbox', { name: 'None of these' }));
    expect(within(pets).getByRole('checkbox', { name: 'Dog' }).getAttribute('aria-checked')).toBe('false');
    await userEvent.click(within(pets).getByRole('checkbox', { name: 'Cat' }));
    expect(within(pets).getByRole('checkbox', { name: 'None of these' }).getAttribute('aria-checked')).toBe('false');

    await next();
    expect(await within(children).findByText('Choose the age group, or remove the child.')).toBeTruthy();
    expect(api.callsTo('saveQuestionnaireDraft')).toHaveLength(0);
    await userEvent.selectOptions(
      within(children).getByRole('combobox', { name: 'Age group of child 1' }),
      'Baby (0-2 years)',
    );
    await next();
    await screen.findByRole('heading', { level: 2, name: "Women's health" });
    expect(savedAnswers(api)?.family).toEqual({ children: ['baby', 'school'], pets: ['cat'] });
  });

  it('"No children" is an answer of its own; removing the last child leaves the question unanswered', async () => {
    const api = await openAt('family', 'Family and home');
    const children = screen.getByRole('group', { name: 'Children' });
    await userEvent.click(within(children).getByRole('button', { name: 'Add a child' }));
    await userEvent.click(within(children).getByRole('button', { name: 'Remove child 1' }));
    expect(within(children).queryByRole('combobox')).toBeNull();
    expect(within(children).getByRole('checkbox', { name: 'No children' }).getAttribute('aria-checked')).toBe('false');
    await userEvent.click(within(children).getByRole('checkbox', { name: 'No children' }));
    await next();
    await screen.findByRole('heading', { level: 2, name: "Women's health" });
    expect(savedAnswers(api)?.family).toEqual({ children: [] });
  });

  it('cycle length: whole days within the bounds', async () => {
    const api = await openAt('womensHealth', "Women's health");
    const cycle = screen.getByRole('textbox', { name: 'How long is your cycle?' });
    expect(
      screen.getByText('In days, from the first day of one period to the first day of the next: 15 to 90.'),
    ).toBeTruthy();
    await userEvent.type(cycle, '120');
    await next();
    expect(await screen.findByText('Enter a whole number from 15 to 90.')).toBeTruthy();
    await userEvent.clear(cycle);
    await userEvent.type(cycle, '28');
    await next();
    await screen.findByRole('heading', { level: 2, name: 'Motivation' });
    expect(savedAnswers(api)?.womensHealth).toEqual({ cycleDays: 28 });
  });
});
