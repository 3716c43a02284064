import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

/** A placeholder block while content loads; decorative, so hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
