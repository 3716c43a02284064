import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { FormDialog } from './form-dialog.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog.tsx';
import { Input } from './ui/input.tsx';
import { renderWithI18n } from './ui/test-utils.tsx';

afterEach(cleanup);

interface TProps {
  error?: string | null;
  pending?: boolean;
  submitDisabled?: boolean;
  onSave?: (values: { name: string }) => void;
  onCancel?: () => void;
}

function RenameDialog({
  error = null,
  pending = false,
  submitDisabled,
  onSave = () => {},
  onCancel = () => {},
}: TProps) {
  const form = useForm({ defaultValues: { name: 'Sales' } });
  return (
    <Dialog open>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename department</DialogTitle>
          <DialogDescription>Names are unique within the company.</DialogDescription>
        </DialogHeader>
        <FormDialog
          form={form}
          onSubmit={(event) => void form.handleSubmit(onSave)(event)}
          error={error}
          pending={pending}
          submitDisabled={submitDisabled}
          onCancel={onCancel}
          cancelLabel="Cancel"
          submitLabel="Save"
        >
          <Input aria-label="New name" {...form.register('name')} />
        </FormDialog>
      </DialogContent>
    </Dialog>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Rename department' });
const button = (name: string) => within(dialog()).getByRole('button', { name }) as HTMLButtonElement;

describe('FormDialog', () => {
  it('submits the fields with the submit button; no alert while nothing failed', async () => {
    const onSave = vi.fn();
    renderWithI18n(<RenameDialog onSave={onSave} />);
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    await userEvent.clear(within(dialog()).getByRole('textbox', { name: 'New name' }));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: 'New name' }), 'Marketing');
    await userEvent.click(button('Save'));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toEqual({ name: 'Marketing' });
  });

  it("shows the server's refusal as an alert above the buttons, inside the form", () => {
    renderWithI18n(<RenameDialog error="This name is already taken." />);
    const alert = within(dialog()).getByRole('alert');
    expect(alert.textContent).toBe('This name is already taken.');
    const form = dialog().querySelector('form')!;
    expect(form.contains(alert)).toBe(true);
    // Before the buttons in reading order.
    expect(alert.compareDocumentPosition(button('Save')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('while pending: both buttons are disabled and the submit button shows a spinner', () => {
    renderWithI18n(<RenameDialog pending />);
    expect(button('Save').disabled).toBe(true);
    expect(button('Cancel').disabled).toBe(true);
    expect(button('Save').querySelector('[data-slot="spinner"]')).not.toBeNull();
  });

  it('not pending: enabled, no spinner; submitDisabled disables the submit button alone', () => {
    renderWithI18n(<RenameDialog />);
    expect(button('Save').disabled).toBe(false);
    expect(button('Save').querySelector('[data-slot="spinner"]')).toBeNull();
    cleanup();
    renderWithI18n(<RenameDialog submitDisabled />);
    expect(button('Save').disabled).toBe(true);
    expect(button('Cancel').disabled).toBe(false);
  });

  it('Cancel calls onCancel and submits nothing', async () => {
    const onSave = vi.fn();
    const onCancel = vi.fn();
    renderWithI18n(<RenameDialog onSave={onSave} onCancel={onCancel} />);
    expect(button('Cancel').type).toBe('button');
    await userEvent.click(button('Cancel'));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });
});
