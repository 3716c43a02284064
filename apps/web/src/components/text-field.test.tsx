import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ZPasswordSchema } from '@openwell/contracts';
import { useZodForm, type TIssueMessages } from '@/lib/forms.ts';
import { TextField } from './text-field.tsx';
import { Button } from './ui/button.tsx';
import { Form } from './ui/form.tsx';

const schema = z.object({ email: z.email(), password: ZPasswordSchema });
const messages: TIssueMessages = {
  email: 'auth:validation.emailInvalid',
  password: { too_small: 'errors:PASSWORD_TOO_SHORT', too_big: 'errors:PASSWORD_TOO_LONG' },
};

function DemoForm({
  onValid = () => {},
  onEmailChange,
}: {
  onValid?: (values: z.output<typeof schema>) => void;
  onEmailChange?: (value: string) => void;
}) {
  const form = useZodForm(schema, { messages, defaultValues: { email: '', password: '' } });
  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
        <TextField
          control={form.control}
          name="email"
          type="email"
          autoComplete="email"
          label="Email"
          className="sm:col-span-2"
          onChange={onEmailChange ? (event) => onEmailChange(event.target.value) : undefined}
        />
        <TextField
          control={form.control}
          name="password"
          type="password"
          autoComplete="new-password"
          label="Password"
          description="8 to 128 characters."
        />
        <Button type="submit">Save</Button>
      </form>
    </Form>
  );
}

const email = () => screen.getByLabelText('Email') as HTMLInputElement;
const password = () => screen.getByLabelText('Password') as HTMLInputElement;
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);

describe('TextField', () => {
  it('an input named by its label, with the props given and the description it points at', () => {
    render(<DemoForm />);
    expect(email().tagName).toBe('INPUT');
    expect(email().type).toBe('email');
    expect(email().name).toBe('email');
    expect(email().autocomplete).toBe('email');
    expect(password().type).toBe('password');
    // The block takes the class (its place in a grid).
    expect(email().closest('[data-slot="form-item"]')!.className).toContain('sm:col-span-2');
    // Without a description nothing describes the input; with one, the input points at it.
    expect(email().getAttribute('aria-describedby')).toBeNull();
    expect(email().getAttribute('aria-invalid')).toBeNull();
    expect(describedBy(password())).toEqual([screen.getByText('8 to 128 characters.').id]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed submit: each error translated and announced, the input aria-invalid and described by it', async () => {
    const onValid = vi.fn();
    render(<DemoForm onValid={onValid} />);
    await userEvent.type(email(), 'not-an-address');
    await userEvent.type(password(), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const emailError = await screen.findByText('Please enter a valid email address.');
    const passwordError = screen.getByText('The password must be at least 8 characters long.');
    expect(screen.getAllByRole('alert')).toEqual([emailError, passwordError]);
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(email())).toEqual([emailError.id]);
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(password())).toEqual([screen.getByText('8 to 128 characters.').id, passwordError.id]);
    expect(document.activeElement).toBe(email());
    expect(onValid).not.toHaveBeenCalled();
  });

  it('typing clears the error; the form gets the values, and onChange hears each change too', async () => {
    const onValid = vi.fn();
    const onEmailChange = vi.fn();
    render(<DemoForm onValid={onValid} onEmailChange={onEmailChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();

    await userEvent.type(email(), 'ann@example.test');
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    expect(email().getAttribute('aria-invalid')).toBeNull();
    expect(onEmailChange).toHaveBeenLastCalledWith('ann@example.test');

    await userEvent.type(password(), 'a long passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith(
      { email: 'ann@example.test', password: 'a long passphrase' },
      expect.anything(),
    );
  });
});
