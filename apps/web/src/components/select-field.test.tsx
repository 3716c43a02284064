import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useZodForm, type TIssueMessages } from '@/lib/forms.ts';
import { SelectField } from './select-field.tsx';
import { Button } from './ui/button.tsx';
import { Form } from './ui/form.tsx';
import { installRadixPolyfills } from './ui/test-utils.tsx';

beforeAll(installRadixPolyfills);

const schema = z.object({ departmentId: z.string().min(1) });
const messages: TIssueMessages = { departmentId: 'auth:validation.departmentRequired' };
const departments = [
  { value: 'd1', label: 'Finance' },
  { value: 'd2', label: 'Sales' },
];

function DemoForm({
  onValid = () => {},
  departmentId = '',
  disabled,
}: {
  onValid?: (values: z.output<typeof schema>) => void;
  departmentId?: string;
  disabled?: boolean;
}) {
  const form = useZodForm(schema, { messages, defaultValues: { departmentId } });
  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
        <SelectField
          control={form.control}
          name="departmentId"
          label="Department"
          placeholder="Choose a department"
          description="Of your company."
          className="sm:col-span-2"
          disabled={disabled}
          options={departments}
        />
        <Button type="submit">Save</Button>
      </form>
    </Form>
  );
}

const select = () => screen.getByRole('combobox', { name: 'Department' });
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);

describe('SelectField', () => {
  it('a select named by its label, showing the placeholder, and the description it points at', () => {
    render(<DemoForm />);
    expect(select().textContent).toBe('Choose a department');
    expect(select().closest('[data-slot="form-item"]')!.className).toContain('sm:col-span-2');
    expect(describedBy(select())).toEqual([screen.getByText('Of your company.').id]);
    expect(select().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the chosen option, and the placeholder for a value that is none of the options', () => {
    const { unmount } = render(<DemoForm departmentId="d2" />);
    expect(select().textContent).toBe('Sales');
    unmount();
    render(<DemoForm departmentId="elsewhere" disabled />);
    expect(select().textContent).toBe('Choose a department');
    expect((select() as HTMLButtonElement).disabled).toBe(true);
  });

  it('a failed submit: the error translated and announced, the select aria-invalid and described by it', async () => {
    const onValid = vi.fn();
    render(<DemoForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const error = await screen.findByRole('alert');
    expect(error.textContent).toBe('Please choose your department.');
    expect(select().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(select())).toEqual([screen.getByText('Of your company.').id, error.id]);
    expect(document.activeElement).toBe(select());
    expect(onValid).not.toHaveBeenCalled();
  });

  it('choosing clears the error and the form gets the option', async () => {
    const onValid = vi.fn();
    render(<DemoForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toBeTruthy();

    await userEvent.click(select());
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Finance', 'Sales']);
    await userEvent.click(screen.getByRole('option', { name: 'Finance' }));
    expect(select().textContent).toBe('Finance');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(select().getAttribute('aria-invalid')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ departmentId: 'd1' }, expect.anything());
  });
});
