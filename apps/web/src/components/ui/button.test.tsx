import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonVariants, type TButtonSize, type TButtonVariant } from './button.tsx';

type TVibrate = (pattern: VibratePattern) => boolean;
let vibrate: ReturnType<typeof vi.fn<TVibrate>>;

beforeEach(() => {
  vibrate = vi.fn<TVibrate>(() => true);
  Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true, writable: true });
});

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'vibrate');
});

function classesOf(element: HTMLElement): string[] {
  return element.className.split(/\s+/);
}

describe('Button', () => {
  it.each<[TButtonVariant, string[]]>([
    ['default', ['bg-primary', 'text-primary-foreground']],
    ['destructive', ['bg-destructive', 'text-destructive-foreground']],
    ['outline', ['border', 'border-input', 'bg-background']],
    ['secondary', ['bg-secondary', 'text-secondary-foreground']],
    ['ghost', ['hover:bg-accent']],
    ['link', ['text-primary', 'hover:underline']],
  ])('renders the %s variant', (variant, expected) => {
    render(<Button variant={variant}>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(classesOf(button)).toEqual(expect.arrayContaining(expected));
    expect(button.dataset.variant).toBe(variant);
  });

  it('uses the default variant and size when none is given', () => {
    render(<Button>Go</Button>);
    const classes = classesOf(screen.getByRole('button'));
    expect(classes).toEqual(expect.arrayContaining(['bg-primary', 'h-10', 'px-4']));
    expect(classes).not.toContain('bg-destructive');
  });

  it.each<[TButtonSize, string[], string[]]>([
    ['default', ['h-10', 'px-4'], ['h-9', 'h-11']],
    ['sm', ['h-9', 'px-3'], ['h-10', 'h-11']],
    ['lg', ['h-11', 'px-6'], ['h-9', 'h-10']],
    ['icon', ['size-10'], ['h-9', 'h-11', 'px-4']],
  ])('renders the %s size', (size, expected, absent) => {
    render(
      <Button size={size} aria-label="Go">
        x
      </Button>,
    );
    const classes = classesOf(screen.getByRole('button', { name: 'Go' }));
    expect(classes).toEqual(expect.arrayContaining(expected));
    for (const name of absent) expect(classes).not.toContain(name);
  });

  it('lets a className override a variant class', () => {
    render(<Button className="bg-success">Go</Button>);
    const classes = classesOf(screen.getByRole('button'));
    expect(classes).toContain('bg-success');
    expect(classes).not.toContain('bg-primary');
  });

  it('has a visible focus ring', () => {
    render(<Button>Go</Button>);
    expect(classesOf(screen.getByRole('button'))).toContain('focus-visible:ring-2');
  });

  it('is type="button" unless told otherwise, so it never submits a form by accident', () => {
    render(
      <>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Plain' }).getAttribute('type')).toBe('button');
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('type')).toBe('submit');
  });

  it('calls the click handler and plays the light haptic (10 ms)', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Go</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    // The first click of the page loads the haptics code first.
    await vi.waitFor(() => expect(vibrate).toHaveBeenCalledTimes(1));
    expect(vibrate).toHaveBeenCalledWith(10);
  });

  it('plays the haptic on keyboard activation too', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Go</Button>);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(vibrate).toHaveBeenCalledWith(10));
  });

  it('still runs the click when the haptic fails', async () => {
    vibrate.mockImplementation(() => {
      throw new Error('not allowed');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Go</Button>);
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
  });

  it('neither clicks nor vibrates when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Go
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
    expect(vibrate).not.toHaveBeenCalled();
  });

  it('renders its child with asChild, keeping styles and the haptic', async () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    render(
      <Button asChild variant="outline" size="sm">
        <a href="/rewards" onClick={onClick}>
          Rewards
        </a>
      </Button>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    const link = screen.getByRole('link', { name: 'Rewards' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/rewards');
    expect(link.hasAttribute('type')).toBe(false);
    expect(classesOf(link)).toEqual(expect.arrayContaining(['border-input', 'h-9']));
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(vibrate).toHaveBeenCalledWith(10));
  });

  it('exports buttonVariants for links styled as buttons', () => {
    expect(buttonVariants({ variant: 'destructive', size: 'lg' })).toMatch(/bg-destructive.*h-11|h-11.*bg-destructive/);
  });
});
