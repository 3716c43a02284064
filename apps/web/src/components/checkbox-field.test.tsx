import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useZodForm, type TIssueMessages } from '@/lib/forms.ts';
import { CheckboxField } from './checkbox-field.tsx';
import { Button } from './ui/button.tsx';
import { Form } from './ui/form.tsx';
import { installRadixPolyfills } from './ui/test-utils.tsx';

beforeAll(installRadixPolyfills);

const schema = z.object({ acceptLegal: z.boolean().pipe(z.literal(true)), news: z.boolean() });
const messages: TIssueMessages = { acceptLegal: 'auth:validation.legalRequired' };

function DemoForm({
  onValid = () => {},
  onNewsChange,
}: {
  onValid?: (values: z.output<typeof schema>) => void;
  onNewsChange?: (checked: boolean) => void;
}) {
  const form = useZodForm(schema, { messages, defaultValues: { acceptLegal: false, news: false } });
  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
        <CheckboxField
          control={form.control}
          name="acceptLegal"
          aria-required="true"
          className="gap-1.5"
          labelClassName="font-normal"
          label="I accept the terms"
        />
        <CheckboxField
          control={form.control}
          name="news"
          label="Send me news"
          description="About once a month."
          onCheckedChange={onNewsChange}
        />
        <Button type="submit">Save</Button>
      </form>
    </Form>
  );
}

const terms = () => screen.getByRole('checkbox', { name: 'I accept the terms' });
const news = () => screen.getByRole('checkbox', { name: 'Send me news' });
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);

describe('CheckboxField', () => {
  it('a checkbox named by its label, with the props given and the description it points at', () => {
    render(<DemoForm />);
    expect(terms().getAttribute('aria-checked')).toBe('false');
    expect(terms().getAttribute('aria-required')).toBe('true');
    expect(terms().closest('[data-slot="form-item"]')!.className).toContain('gap-1.5');
    expect(screen.getByText('I accept the terms').className).toContain('font-normal');
    expect(terms().getAttribute('aria-describedby')).toBeNull();
    expect(terms().getAttribute('aria-invalid')).toBeNull();
    expect(describedBy(news())).toEqual([screen.getByText('About once a month.').id]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed submit: the error translated and announced, the checkbox aria-invalid and described by it', async () => {
    const onValid = vi.fn();
    render(<DemoForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const error = await screen.findByRole('alert');
    expect(error.textContent).toBe('Please accept the privacy policy and the terms of service.');
    expect(terms().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(terms())).toEqual([error.id]);
    expect(document.activeElement).toBe(terms());
    expect(onValid).not.toHaveBeenCalled();
  });

  it('ticking clears the error; the form gets true and false, and onCheckedChange hears each change', async () => {
    const onValid = vi.fn();
    const onNewsChange = vi.fn();
    render(<DemoForm onValid={onValid} onNewsChange={onNewsChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toBeTruthy();

    // The label ticks the checkbox too.
    await userEvent.click(screen.getByText('I accept the terms'));
    expect(terms().getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(terms().getAttribute('aria-invalid')).toBeNull();

    await userEvent.click(news());
    await userEvent.click(news());
    expect(onNewsChange.mock.calls).toEqual([[true], [false]]);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ acceptLegal: true, news: false }, expect.anything());
  });
});
