import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordEntries } from './entries-before-live.ts';

type TSent = { email: string; agreed: boolean; plan: string };

/** A controlled form as the prerendering renders it: React state starts empty. */
function SignUp({ onSend }: { onSend: (sent: TSent) => void }) {
  const [email, setEmail] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [plan, setPlan] = useState('basic');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend({ email, agreed, plan });
      }}
    >
      <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <input
        aria-label="Agree"
        type="checkbox"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <select aria-label="Plan" value={plan} onChange={(event) => setPlan(event.target.value)}>
        <option value="basic">Basic</option>
        <option value="plus">Plus</option>
      </select>
      <button type="submit">Send</button>
      <output>{`${email}|${String(agreed)}|${plan}`}</output>
    </form>
  );
}

function prerendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignUp onSend={() => {}} />);
  document.body.append(container);
  return container;
}

const field = <T extends Element>(container: HTMLElement, label: string) =>
  container.querySelector<T & Element>(`[aria-label="${label}"]`)!;

describe('entries before the page is live', () => {
  let root: Root | undefined;
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.replaceChildren();
    window.openwellSubmit = undefined;
  });

  it('enters what was typed, ticked and chosen before hydration again, so that React state has it', async () => {
    const container = prerendered();
    field<HTMLInputElement>(container, 'Email').value = 'ann@example.test'; // typed or autofilled before the scripts
    field<HTMLInputElement>(container, 'Agree').checked = true;
    field<HTMLSelectElement>(container, 'Plan').value = 'plus';
    const replay = recordEntries(container);
    const sent = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <SignUp onSend={sent} />);
    });
    // React kept the DOM but not the entries: its state is still the prerendered one.
    expect(container.querySelector('output')!.textContent).toBe('|false|basic');

    act(() => replay());
    expect(container.querySelector('output')!.textContent).toBe('ann@example.test|true|plus');
    expect(field<HTMLInputElement>(container, 'Email').value).toBe('ann@example.test');
    expect(sent).not.toHaveBeenCalled();
  });

  it('notes changes made while the page hydrates, and sends the form boot.js held back, once', async () => {
    const container = prerendered();
    const replay = recordEntries(container);
    const email = field<HTMLInputElement>(container, 'Email');
    email.value = 'bob@example.test';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    window.openwellSubmit = [container.querySelector('form')!, container.querySelector('button')!];
    const sent = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <SignUp onSend={sent} />);
    });

    act(() => replay());
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith({ email: 'bob@example.test', agreed: false, plan: 'basic' });
    expect(window.openwellSubmit).toBeUndefined();
  });

  it('leaves untouched fields alone', async () => {
    const container = prerendered();
    const replay = recordEntries(container);
    const changes = vi.fn();
    container.addEventListener('input', changes);
    container.addEventListener('change', changes);
    await act(async () => {
      root = hydrateRoot(container, <SignUp onSend={() => {}} />);
    });
    act(() => replay());
    expect(changes).not.toHaveBeenCalled();
  });
});
