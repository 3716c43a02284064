import type { ComponentProps, MouseEvent } from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as THapticsModule from '../../lib/haptics.ts';
import { cn } from '../../lib/utils.ts';

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap',
    'transition-colors outline-none select-none',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    'aria-invalid:ring-2 aria-invalid:ring-destructive',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90',
        outline:
          'border border-input bg-background text-foreground shadow-xs hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80',
        ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2 has-[>svg]:px-3',
        sm: 'h-9 gap-1.5 rounded-md px-3 has-[>svg]:px-2.5',
        lg: 'h-11 rounded-md px-6 has-[>svg]:px-4',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type TButtonVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>;
export type TButtonSize = NonNullable<VariantProps<typeof buttonVariants>['size']>;

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Renders the only child (e.g. a router link) with the button's styles and behaviour. */
  asChild?: boolean;
}

/**
 * The haptics code, loaded at the first click: buttons are on every page, haptics matter only once a button is used
 * (and the landing page's first download has a budget). Later clicks play theirs at once.
 */
type THaptics = typeof THapticsModule;
let haptics: THaptics | undefined;

function playClickHaptic(): void {
  if (haptics) {
    void haptics.haptic('light');
    return;
  }
  import('../../lib/haptics.ts').then(
    (module) => {
      haptics = module;
      void module.haptic('light');
    },
    () => {}, // offline and not cached: no haptic, the click itself has run
  );
}

/**
 * The one button. Every click plays a light haptic as the handler runs (the first one once its code has
 * loaded); the haptic is fire-and-forget and can neither delay nor break the click. Icon-only buttons
 * (`size="icon"`) need an accessible name: `aria-label={t('ui:…')}`.
 */
export function Button({ className, variant, size, asChild = false, type, onClick, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    playClickHaptic();
    onClick?.(event);
  };
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'default'}
      data-size={size ?? 'default'}
      className={cn(buttonVariants({ variant, size, className }))}
      // A plain <button> defaults to "button" so it never submits a form by accident.
      type={asChild ? type : (type ?? 'button')}
      onClick={handleClick}
      {...props}
    />
  );
}
