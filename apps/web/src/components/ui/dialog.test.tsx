import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog.tsx';
import { renderWithI18n } from './test-utils.tsx';

afterEach(cleanup);

function renderDialog(lng: 'en' | 'de' = 'en') {
  return renderWithI18n(
    <Dialog>
      <DialogTrigger asChild>
        <Button>Open</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Daily goal</DialogTitle>
          <DialogDescription>Set your step goal.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button>Save</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>,
    lng,
  );
}

describe('Dialog', () => {
  it('opens from the keyboard, traps focus inside and closes with Escape, returning focus', async () => {
    renderDialog();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: 'Open' });
    expect(document.activeElement).toBe(trigger);
    await userEvent.keyboard('{Enter}');

    const dialog = screen.getByRole('dialog', { name: 'Daily goal' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Set your step goal.').id);
    expect(dialog.contains(document.activeElement)).toBe(true);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('has a close button named in the interface language', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    await userEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('translates the close button name', async () => {
    renderDialog('de');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeTruthy();
  });
});

describe('AlertDialog', () => {
  it('asks for confirmation, focuses cancel first and closes with Escape', async () => {
    renderWithI18n(
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="destructive">Delete</Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete the entry?</AlertDialogTitle>
            <AlertDialogDescription>This cannot be undone.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep</AlertDialogCancel>
            <AlertDialogAction variant="destructive">Delete now</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the entry?' });
    expect(dialog).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.getByRole('button', { name: 'Delete now' }).className).toContain('bg-destructive');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
