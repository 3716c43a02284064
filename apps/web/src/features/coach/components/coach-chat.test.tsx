import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCoachConversation, TCoachState } from '@openwell/contracts';
import {
  apiError,
  employee,
  json,
  mockApi,
  renderFeature,
  sessionResponse,
  type THandler,
} from '@/test/feature-test-kit.tsx';
import {
  chunked,
  coachMessage,
  coachState,
  CONVERSATION_ID,
  doneEvent,
  sseBody,
  startEvent,
  streamResponse,
  USER_MESSAGE_ID,
} from '../test/coach-stream-fixtures.ts';
import { CoachChat } from './coach-chat.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/ui/sonner.tsx', () => ({ toast }));

afterEach(() => vi.unstubAllGlobals());

function withConsent(granted: boolean) {
  const base = employee();
  return employee({ consents: { ...base.consents!, aiTips: { ...base.consents!.aiTips, granted } } });
}

function conversation(overrides: Partial<TCoachConversation> = {}): TCoachConversation {
  return {
    id: CONVERSATION_ID,
    title: 'How did I sleep?',
    createdAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:01.000Z',
    messageCount: 2,
    messages: [
      coachMessage({ id: USER_MESSAGE_ID, role: 'user', text: 'How did I sleep?', engine: null, kind: null }),
      coachMessage({ text: 'You slept 6.1 h.' }),
    ],
    ...overrides,
  };
}

function setup({
  granted = true,
  state = coachState(),
  send,
  routes = {},
  initialEntry = '/dashboard',
}: {
  granted?: boolean;
  state?: TCoachState | THandler;
  send?: THandler;
  routes?: Parameters<typeof mockApi>[0];
  initialEntry?: string;
} = {}) {
  const user = withConsent(granted);
  const api = mockApi({
    getSession: sessionResponse(user),
    getMe: () => json(200, user),
    getCoach: typeof state === 'function' ? state : () => json(200, state),
    listCoachConversations: () => json(200, { conversations: [] }),
    getCoachConversation: () => json(200, conversation()),
    ...(send ? { sendCoachMessage: send } : {}),
    ...routes,
  });
  const view = renderFeature(<CoachChat />, { path: '/dashboard', initialEntry });
  return { api, view };
}

const field = async () => (await screen.findByLabelText('Your message')) as HTMLTextAreaElement;
const replies = () => screen.queryAllByTestId('coach-reply');

/** A reply that stays open: the test pushes events and the abort of the request closes it. */
function openStream() {
  const handle: { push: (text: string) => void; close: () => void; signal: AbortSignal | null } = {
    push: () => undefined,
    close: () => undefined,
    signal: null,
  };
  const send: THandler = ({ init }) => {
    const stream = streamResponse([], { hold: true, signal: init?.signal ?? null });
    handle.push = stream.push;
    handle.close = stream.close;
    handle.signal = init?.signal ?? null;
    return stream.response;
  };
  return { send, handle };
}

describe('CoachChat', () => {
  it('without the AI tips consent: no coach call, no message field; earlier conversations can all be deleted', async () => {
    const { api } = setup({
      granted: false,
      routes: { listCoachConversations: () => json(200, { conversations: [conversation()] }) },
    });
    expect(await screen.findByTestId('coach-consent-off')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete all conversations' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Your 1 conversation with the coach');
    expect(screen.queryByLabelText('Your message')).toBeNull();
    expect(api.callsTo('getCoach')).toHaveLength(0);
    expect(api.callsTo('sendCoachMessage')).toHaveLength(0);
  });

  it('a 403 AI_CONSENT_REQUIRED from the coach shows the consent-off state', async () => {
    const { api } = setup({ state: () => apiError(403, 'AI_CONSENT_REQUIRED') });
    expect(await screen.findByTestId('coach-consent-off')).toBeTruthy();
    expect(api.callsTo('sendCoachMessage')).toHaveLength(0);
  });

  it('first use: the AI notice (engine named) blocks sending until "I understand"', async () => {
    let acknowledged = false;
    const { api } = setup({
      state: () =>
        json(
          200,
          coachState({
            engine: 'external',
            model: 'llama3.1:8b',
            noticeAcknowledgedAt: acknowledged ? '2026-03-02T09:00:00.000Z' : null,
          }),
        ),
      routes: {
        acknowledgeCoachNotice: () => {
          acknowledged = true;
          return json(200, coachState({ noticeAcknowledgedAt: '2026-03-02T09:00:00.000Z' }));
        },
      },
    });
    const notice = await screen.findByTestId('coach-notice');
    expect(notice.textContent).toContain('not a person and not a doctor');
    expect(notice.textContent).toContain('“llama3.1:8b”');
    expect(notice.textContent).toContain('gives no advice on medication');
    expect(screen.getByTestId('coach-disclaimer').textContent).toBe('AI, not a doctor. In an emergency call 112.');
    expect(screen.queryByLabelText('Your message')).toBeNull();
    expect(screen.queryByRole('button', { name: 'How did I sleep last week?' })).toBeNull();
    await userEvent.click(within(notice).getByRole('button', { name: 'I understand' }));
    expect(await field()).toBeTruthy();
    expect(api.callsTo('acknowledgeCoachNotice')).toHaveLength(1);
    expect(screen.getByTestId('coach-disclaimer')).toBeTruthy();
  });

  it('streams a reply: deltas appear as they arrive, announced once when done; Enter sends', async () => {
    const { send, handle } = openStream();
    const { api, view } = setup({ send });
    await userEvent.type(await field(), 'How did I sleep?{Enter}');
    expect(api.callsTo('sendCoachMessage')[0]!.body).toEqual({
      conversationId: null,
      text: 'How did I sleep?',
      language: 'en',
    });
    await act(async () =>
      handle.push(sseBody([startEvent(), { event: 'delta', data: { text: 'You slept **6.1 h** ' } }])),
    );
    await waitFor(() => expect(replies()[0]?.textContent).toContain('You slept 6.1 h'));
    expect(replies()[0]!.querySelector('strong')?.textContent).toBe('6.1 h');
    expect(screen.getByTestId('coach-chat-announcement').textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('coach-reply-engine').textContent).toBe('Built-in coach');
    await act(async () => {
      handle.push(
        sseBody([{ event: 'delta', data: { text: 'on average.' } }, doneEvent('You slept **6.1 h** on average.')]),
      );
      handle.close();
    });
    await waitFor(() =>
      expect(screen.getByTestId('coach-chat-announcement').textContent).toBe(
        'The coach replied: You slept 6.1 h on average.',
      ),
    );
    expect(replies()[0]!.textContent).toContain('You slept 6.1 h on average.');
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    // Afterwards the conversation is read again (it holds the same two messages, shown once).
    await waitFor(() => expect(api.callsTo('getCoachConversation').length).toBeGreaterThan(0));
    expect(view.container.querySelectorAll('li')).toHaveLength(2);
  });

  it('Stop aborts the request; the partial reply stays, marked stopped', async () => {
    const { send, handle } = openStream();
    setup({ send });
    await userEvent.type(await field(), 'Tell me about steps');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}more');
    expect((await field()).value).toBe('Tell me about steps\nmore');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(async () => handle.push(sseBody([startEvent(), { event: 'delta', data: { text: 'Your steps' } }])));
    await waitFor(() => expect(replies()[0]?.textContent).toContain('Your steps'));
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(handle.signal?.aborted).toBe(true);
    expect(await screen.findByTestId('coach-reply-stopped')).toBeTruthy();
    expect(replies()[0]!.textContent).toContain('Your steps');
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
  });

  it('a safety reply stands out with its heading, without being an assertive live region', async () => {
    const body = sseBody([
      startEvent({ kind: 'safety' }),
      { event: 'delta', data: { text: 'Please call **112** now: [112](tel:112).' } },
      doneEvent('Please call **112** now: [112](tel:112).'),
    ]);
    setup({ send: () => streamResponse(chunked(body, [17, 5])).response });
    await userEvent.type(await field(), 'I have chest pain{Enter}');
    const reply = await screen.findByRole('article', { name: 'Important: your safety' });
    expect(reply.getAttribute('data-kind')).toBe('safety');
    expect(reply.className).toContain('border-destructive');
    expect(reply.getAttribute('role')).toBeNull();
    expect(reply.getAttribute('aria-live')).toBeNull();
    expect(within(reply).getByRole('link', { name: '112' }).getAttribute('href')).toBe('tel:112');
    await waitFor(() =>
      expect(screen.getByTestId('coach-chat-announcement').textContent).toContain('Important safety information'),
    );
  });

  it('a fallback reply names its reason', async () => {
    const body = sseBody([startEvent({ kind: 'fallback', fallbackReason: 'unreachable' }), doneEvent('Hi')]);
    setup({ send: () => streamResponse(chunked(body, [])).response });
    await userEvent.type(await field(), 'Hi{Enter}');
    expect((await screen.findByTestId('coach-reply-fallback')).textContent).toBe(
      'The AI model could not be reached; the built-in coach answered.',
    );
  });

  it.each([
    [429, 'RATE_LIMITED', 'You can send at most 20 messages every 10 minutes.'],
    [409, 'COACH_CONVERSATION_FULL', 'Start a new conversation to go on.'],
  ])('a %i %s before the stream is explained in place; the typed text stays', async (status, code, text) => {
    setup({ send: () => apiError(status, code) });
    await userEvent.type(await field(), 'My question{Enter}');
    const error = await screen.findByTestId('coach-chat-error');
    expect(error.textContent).toContain('Your message was not sent.');
    expect(error.textContent).toContain(text);
    expect((await field()).value).toBe('My question');
    expect(replies()).toHaveLength(0);
  });

  it('an error event mid-reply keeps the partial reply and puts the text back for a retry', async () => {
    const body = sseBody([
      startEvent(),
      { event: 'delta', data: { text: 'Part' } },
      { event: 'error', data: { code: 'INTERNAL' } },
    ]);
    setup({ send: () => streamResponse(chunked(body, [9])).response });
    await userEvent.type(await field(), 'Again{Enter}');
    const error = await screen.findByTestId('coach-chat-error');
    expect(error.textContent).toContain('The reply could not be finished.');
    expect(replies()[0]!.textContent).toContain('Part');
    expect((await field()).value).toBe('Again');
  });

  it('no connection: a network error, the text kept', async () => {
    setup({ send: () => Promise.reject(new TypeError('Failed to fetch')) });
    await userEvent.type(await field(), 'Hello{Enter}');
    expect((await screen.findByTestId('coach-chat-error')).textContent).toContain('Check your connection');
    expect((await field()).value).toBe('Hello');
  });

  it('a suggested question sends itself while the conversation is empty; the counter counts', async () => {
    const { send, handle } = openStream();
    const { api } = setup({ send });
    await userEvent.type(await field(), 'abc');
    expect(screen.getByTestId('coach-chat-count').textContent).toBe('3 of 1000 characters');
    await userEvent.click(screen.getByRole('button', { name: 'How can I walk more?' }));
    expect(api.callsTo('sendCoachMessage')[0]!.body).toEqual({
      conversationId: null,
      text: 'How can I walk more?',
      language: 'en',
    });
    expect(document.activeElement).toBe(await field());
    handle.close();
  });

  it("opened on a topic (the health profile's coach step): a new conversation with the topic's question, focused", async () => {
    const { send, handle } = openStream();
    const { api, view } = setup({ send, initialEntry: '/dashboard?coachTopic=substances#coach' });
    const input = await field();
    await waitFor(() => expect(input.value).toBe('How can I cut down on smoking, alcohol or caffeine?'));
    expect(document.activeElement).toBe(input);
    // Taken once: the address drops the topic, so going back or reloading does not fill the field again.
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(api.callsTo('sendCoachMessage')).toHaveLength(0);
    await userEvent.keyboard('{Enter}');
    expect(api.callsTo('sendCoachMessage')[0]!.body).toEqual({
      conversationId: null,
      text: 'How can I cut down on smoking, alcohol or caffeine?',
      language: 'en',
    });
    handle.close();
  });

  it('an unknown topic in the address is ignored', async () => {
    setup({ initialEntry: '/dashboard?coachTopic=weather#coach' });
    expect((await field()).value).toBe('');
  });

  it('leaving the chat while a reply streams aborts its request', async () => {
    const { send, handle } = openStream();
    const { view } = setup({ send });
    await userEvent.type(await field(), 'Hi{Enter}');
    await act(async () => handle.push(sseBody([startEvent(), { event: 'delta', data: { text: 'Hel' } }])));
    await waitFor(() => expect(replies()[0]?.textContent).toContain('Hel'));
    expect(handle.signal?.aborted).toBe(false);
    view.unmount();
    expect(handle.signal?.aborted).toBe(true);
  });

  it('opens a stored conversation from the list and deletes it (confirmed)', async () => {
    let deleted = false;
    const { api } = setup({
      routes: {
        listCoachConversations: () => json(200, { conversations: deleted ? [] : [conversation()] }),
        deleteCoachConversation: () => {
          deleted = true;
          return new Response(null, { status: 204 });
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Show conversations (1)' }));
    await userEvent.click(screen.getByRole('button', { name: /^How did I sleep\?/ }));
    expect(await screen.findByText('You slept 6.1 h.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete conversation “How did I sleep?”' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('deleteCoachConversation')).toHaveLength(1));
    expect(api.callsTo('deleteCoachConversation')[0]!.url.pathname).toBe(`/api/coach/conversations/${CONVERSATION_ID}`);
    await waitFor(() => expect(screen.queryByText('You slept 6.1 h.')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Conversation deleted.');
  });
});
