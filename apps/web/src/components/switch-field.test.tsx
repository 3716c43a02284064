import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useZodForm, type TIssueMessages } from '@/lib/forms.ts';
import { SwitchField } from './switch-field.tsx';
import { Button } from './ui/button.tsx';
import { Form } from './ui/form.tsx';
import { installRadixPolyfills } from './ui/test-utils.tsx';

beforeAll(installRadixPolyfills);

const schema = z.object({ dataProcessing: z.boolean().pipe(z.literal(true)), aiTips: z.boolean() });
const messages: TIssueMessages = { dataProcessing: 'auth:validation.dataProcessingRequired' };

function DemoForm({
  onValid = () => {},
  onTipsChange,
  as,
}: {
  onValid?: (values: z.output<typeof schema>) => void;
  onTipsChange?: (checked: boolean) => void;
  as?: 'li';
}) {
  const form = useZodForm(schema, { messages, defaultValues: { dataProcessing: false, aiTips: true } });
  const fields = (
    <>
      <SwitchField control={form.control} name="dataProcessing" label="Data processing" as={as} />
      <SwitchField
        control={form.control}
        name="aiTips"
        label="AI tips"
        description="Daily tips from your data."
        descriptionClassName="text-sm"
        className="rounded-md border p-3"
        status={<span>saving</span>}
        onCheckedChange={onTipsChange}
        as={as}
      />
    </>
  );
  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
        {as === 'li' ? <ul>{fields}</ul> : fields}
        <Button type="submit">Save</Button>
      </form>
    </Form>
  );
}

const processing = () => screen.getByRole('switch', { name: 'Data processing' });
const tips = () => screen.getByRole('switch', { name: 'AI tips' });
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);

describe('SwitchField', () => {
  it('a switch named by its label, beside the description it points at and the status given', () => {
    render(<DemoForm />);
    expect(tips().getAttribute('aria-checked')).toBe('true');
    expect(processing().getAttribute('aria-checked')).toBe('false');
    const row = tips().closest('[data-slot="form-item"]')!;
    expect(row.tagName).toBe('DIV');
    expect(row.className).toContain('flex-row');
    expect(row.className).toContain('rounded-md border p-3');
    expect(row.textContent).toContain('saving');
    const description = screen.getByText('Daily tips from your data.');
    expect(description.className).toContain('text-sm');
    expect(describedBy(tips())).toEqual([description.id]);
    expect(processing().getAttribute('aria-describedby')).toBeNull();
    expect(processing().getAttribute('aria-invalid')).toBeNull();
  });

  it('as="li": each row is the list item', () => {
    render(<DemoForm as="li" />);
    expect(tips().closest('[data-slot="form-item"]')!.tagName).toBe('LI');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('a failed submit: the error translated and announced, the switch aria-invalid and described by it', async () => {
    const onValid = vi.fn();
    render(<DemoForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const error = await screen.findByRole('alert');
    expect(error.textContent).toBe('Your consent to data processing is required to create an account.');
    expect(processing().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(processing())).toEqual([error.id]);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('switching clears the error; the form gets the values, and onCheckedChange hears each change', async () => {
    const onValid = vi.fn();
    const onTipsChange = vi.fn();
    render(<DemoForm onValid={onValid} onTipsChange={onTipsChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toBeTruthy();

    await userEvent.click(processing());
    expect(processing().getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(processing().getAttribute('aria-invalid')).toBeNull();

    await userEvent.click(tips());
    expect(onTipsChange).toHaveBeenCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ dataProcessing: true, aiTips: false }, expect.anything());
  });
});
