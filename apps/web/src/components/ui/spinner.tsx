import type { ComponentProps } from 'react';
import { Loader2Icon } from 'lucide-react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/utils.ts';

export const spinnerVariants = cva('shrink-0 motion-safe:animate-spin', {
  variants: {
    size: { sm: 'size-4', md: 'size-6', lg: 'size-8', xl: 'size-12' },
  },
  defaultVariants: { size: 'md' },
});

export interface SpinnerProps
  extends Omit<ComponentProps<typeof Loader2Icon>, 'size'>, VariantProps<typeof spinnerVariants> {
  /**
   * What is loading, for screen readers, e.g. `t('ui:loading')`. With a label the spinner sits in
   * a polite status region that reads the label; without one it is decorative (`aria-hidden`),
   * for use next to visible text.
   */
  label?: string;
}

/** A spinning loader. Under "reduce motion" it stands still (the label still tells what happens). */
export function Spinner({ className, size, label, ...props }: SpinnerProps) {
  const icon = (
    <Loader2Icon
      data-slot="spinner"
      aria-hidden="true"
      className={cn(spinnerVariants({ size }), className)}
      {...props}
    />
  );
  if (!label) return icon;
  return (
    <span role="status" data-slot="spinner-status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
