import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ZPasswordSchema } from '@openwell/contracts';
import { i18n } from '@/lib/i18n.ts';
import { useZodForm, type TIssueMessages } from '@/lib/forms.ts';
import { Button } from './button.tsx';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from './form.tsx';
import { Input } from './input.tsx';

const schema = z.object({ email: z.email(), password: ZPasswordSchema });
const messages: TIssueMessages = {
  email: 'auth:validation.emailInvalid',
  password: { too_small: 'errors:PASSWORD_TOO_SHORT', too_big: 'errors:PASSWORD_TOO_LONG' },
};

function DemoForm({
  onValid = () => {},
  lookupError,
  passwordTitle,
}: {
  onValid?: (values: z.output<typeof schema>) => void;
  lookupError?: string;
  passwordTitle?: string;
}) {
  const form = useZodForm(schema, { messages, defaultValues: { email: '', password: '' } });
  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Email</FormLabel>
              <FormControl>
                <Input type="email" {...field} />
              </FormControl>
              <FormMessage>{lookupError}</FormMessage>
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Password</FormLabel>
              <FormControl>
                <Input type="password" {...field} />
              </FormControl>
              <FormDescription>8 to 128 characters.</FormDescription>
              <FormMessage title={passwordTitle} />
            </FormItem>
          )}
        />
        <Button type="submit">Save</Button>
        <Button type="button" onClick={() => form.setError('email', { type: 'server', message: 'errors:EMAIL_TAKEN' })}>
          Server says taken
        </Button>
      </form>
    </Form>
  );
}

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);

describe('form field', () => {
  it('names the control by its label and points at the description only while there is no error', () => {
    render(<DemoForm />);
    expect(email().getAttribute('aria-invalid')).toBeNull();
    expect(email().getAttribute('aria-describedby')).toBeNull();
    const hint = screen.getByText('8 to 128 characters.');
    expect(describedBy(password())).toEqual([hint.id]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows each error translated, announced, and wires aria-invalid and aria-describedby', async () => {
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
    // The first field with an error gets the focus; nothing is submitted.
    expect(document.activeElement).toBe(email());
    expect(onValid).not.toHaveBeenCalled();
  });

  it('clears a field error when the field changes and submits the parsed values', async () => {
    const onValid = vi.fn();
    render(<DemoForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    await userEvent.type(email(), 'ann@example.test');
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    expect(email().getAttribute('aria-invalid')).toBeNull();
    // The other field keeps its error until the next submit.
    expect(screen.getByText('The password must be at least 8 characters long.')).toBeTruthy();
    await userEvent.type(password(), 'a long passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith(
      { email: 'ann@example.test', password: 'a long passphrase' },
      expect.anything(),
    );
  });

  it('shows server errors set on a field, in the current language', async () => {
    render(<DemoForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Server says taken' }));
    expect(screen.getByRole('alert').textContent).toBe('This email is already registered. Please login instead.');
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByRole('alert').textContent).not.toBe('This email is already registered. Please login instead.');
    expect(screen.getByRole('alert').textContent).toBe(i18n.t('errors:EMAIL_TAKEN'));
  });

  it('shows an error from elsewhere (children) when the field has none, marking the control invalid', () => {
    render(<DemoForm lookupError="This company code is not valid." />);
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('This company code is not valid.');
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(email())).toEqual([message.id]);
  });

  it('puts a title line above the message', async () => {
    render(<DemoForm passwordTitle="Invalid password" />);
    await userEvent.type(email(), 'ann@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid passwordThe password must be at least 8 characters long.');
    expect(describedBy(password())).toContain(alert.id);
  });
});
