import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { formatTime } from '@/lib/date-format.ts';
import { apiError, json, mockApi, renderFeature } from '@/test/feature-test-kit.tsx';
import { gamificationSummary } from '@/test/gamification-fixtures.ts';
import {
  EARLIER,
  EARLIER_ID,
  healthProfileStatus,
  questionnaireState,
  submission,
  summaryOf,
} from '../test/health-profile-fixtures.ts';
import { QuestionnaireOverview } from './questionnaire-overview.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/components/ui/sonner.tsx', () => ({ toast }));

beforeAll(installRadixPolyfills);
beforeEach(() => {
  toast.success.mockReset();
  toast.error.mockReset();
});

function setup(routes: Parameters<typeof mockApi>[0] = {}, state = questionnaireState()) {
  const onStartReview = vi.fn();
  const api = mockApi({
    getHealthProfile: () => json(200, healthProfileStatus()),
    getGamification: () => json(200, gamificationSummary()),
    listQuestionnaireSubmissions: () => json(200, { submissions: [summaryOf(submission()), summaryOf(EARLIER)] }),
    getQuestionnaireSubmission: ({ url }) =>
      url.pathname.endsWith(EARLIER_ID) ? json(200, EARLIER) : json(200, submission()),
    ...routes,
  });
  const view = renderFeature(
    <main tabIndex={-1}>
      <QuestionnaireOverview state={state} onStartReview={onStartReview} />
    </main>,
    { path: '/anamnesebogen', extraRoutes: ['/anamnesebogen-direct', '/dashboard'] },
  );
  return { api, onStartReview, ...view };
}

describe('QuestionnaireOverview', () => {
  it('says when it was completed and when the next review is, and shows the health profile', async () => {
    setup();
    expect(screen.getByText(/Only you can see your answers\./)).toBeTruthy();
    expect(screen.getByTestId('health-profile-skeleton')).toBeTruthy();
    await screen.findByTestId('health-profile');
    expect(screen.getByTestId('overview-dates').textContent).toBe('Completed on Mar 2, 2026Next review: Mar 2, 2027');
    expect(screen.queryByTestId('overview-review-due')).toBeNull();
    expect(screen.getByTestId('health-domain-sleep').textContent).toContain('Needs attention');
  });

  it('"Review due" once the review day has come', async () => {
    setup({ getHealthProfile: () => json(200, healthProfileStatus({ reviewDue: true, reviewDueOn: '2026-03-02' })) });
    const notice = await screen.findByTestId('overview-review-due');
    expect(notice.textContent).toContain('Review due');
    expect(notice.textContent).toContain('It is a year since you completed it');
    expect(screen.getByTestId('overview-dates').textContent).toBe('Completed on Mar 2, 2026');
  });

  it('"Review step by step" starts the review; "Edit on one page" opens the direct variant', async () => {
    const { onStartReview, router } = setup();
    const actions = screen.getByRole('group', { name: 'Your answers' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Review step by step' }));
    expect(onStartReview).toHaveBeenCalledTimes(1);
    await userEvent.click(within(actions).getByRole('link', { name: 'Edit on one page' }));
    expect(router.state.location.pathname).toBe('/anamnesebogen-direct');
  });

  it('the profile could not be loaded: says so, and "Try again" loads it', async () => {
    let calls = 0;
    setup({
      getHealthProfile: () => (++calls === 1 ? apiError(500, 'INTERNAL') : json(200, healthProfileStatus())),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your health profile could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('health-profile')).toBeTruthy();
  });
});

describe('downloading the answers', () => {
  it('"Download my answers" saves a CSV of the latest answers, labelled in words', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:answers';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Download my answers' }));
    await waitFor(() => expect(names).toEqual(['my-health-questionnaire-2026-03-02.csv']));
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the byte order mark
    const lines = (await blobs[0]!.text()).split('\r\n');
    expect(lines[0]).toBe('Section,Question,Answer');
    expect(lines).toContain('Body,Weight,77.3 kg');
    expect(lines).toContain('Complaints,"Muscles, bones and joints",Back pain: 6 / 10 (When sitting long)');
    expect(lines).toContain('Family and home,Children,Baby (0-2 years) and School age (6-12 years)');
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('the versions', () => {
  it('lists every version newest first; opening one shows its answers read only', async () => {
    setup();
    const list = await screen.findByTestId('history-list');
    const versions = within(list).getAllByRole('button');
    expect(versions.map((button) => button.textContent)).toEqual([
      'Mar 2, 2026LatestShow answers',
      'Feb 20, 2025Show answers',
    ]);
    await userEvent.click(versions[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Your answers of Feb 20, 2025' });
    const body = await within(dialog).findByTestId('answers-body');
    expect(body.textContent).toContain('Weight81 kg');
    const lifestyle = within(dialog).getByTestId('answers-lifestyle');
    expect(lifestyle.textContent).toBe('Fitness, stress and nutritionHow fit do you feel?Very unfit (1 of 5)');
    const complaints = within(dialog).getByTestId('answers-complaints');
    expect(complaints.textContent).toContain('Back pain6 / 10When sitting long');
    expect(complaints.textContent).toContain('Tennis elbow3 / 10');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('two versions of one day are told apart by their time', async () => {
    const morning = submission({ id: EARLIER_ID, completedAt: '2026-03-02T07:05:00.000Z' });
    setup({
      listQuestionnaireSubmissions: () => json(200, { submissions: [summaryOf(submission()), summaryOf(morning)] }),
    });
    const versions = within(await screen.findByTestId('history-list')).getAllByRole('button');
    expect(versions.map((button) => button.textContent)).toEqual([
      `Mar 2, 2026, ${formatTime('2026-03-02T08:15:00.000Z', 'en')}LatestShow answers`,
      `Mar 2, 2026, ${formatTime('2026-03-02T07:05:00.000Z', 'en')}Show answers`,
    ]);
    await userEvent.click(versions[1]!);
    expect(
      await screen.findByRole('dialog', {
        name: `Your answers of Mar 2, 2026, ${formatTime('2026-03-02T07:05:00.000Z', 'en')}`,
      }),
    ).toBeTruthy();
  });

  it('the versions could not be loaded: says so', async () => {
    setup({ listQuestionnaireSubmissions: () => apiError(500, 'INTERNAL') });
    expect((await screen.findByText('The versions could not be loaded.')).closest('[role=alert]')).toBeTruthy();
  });
});

describe('deleting the answers', () => {
  it('asks first, saying every version goes and points stay; cancel keeps everything', async () => {
    const { api } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my answers' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete all your answers?' });
    expect(dialog.textContent).toContain('This deletes every version of your questionnaire');
    expect(dialog.textContent).toContain('Points already credited for completing it stay yours.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('deleteQuestionnaire')).toHaveLength(0);
  });

  it('confirmed: deletes, confirms with a toast, moves focus to the page and reads the questionnaire again', async () => {
    const { api, queryClient } = setup({ deleteQuestionnaire: () => new Response(null, { status: 204 }) });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my answers' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete all my answers' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Your answers were deleted', {
        description: 'Every version is gone. You can fill in the questionnaire again at any time.',
      }),
    );
    expect(api.callsTo('deleteQuestionnaire')).toHaveLength(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['questionnaire'] });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('a failed delete is explained in the dialog, which stays open', async () => {
    setup({ deleteQuestionnaire: () => apiError(500, 'INTERNAL') });
    await userEvent.click(screen.getByRole('button', { name: 'Delete my answers' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete all my answers' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Your answers could not be deleted.');
    expect(toast.success).not.toHaveBeenCalled();
  });
});
