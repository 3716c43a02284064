import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { cn } from '@/lib/utils.ts';

/** A form-level message: an error (announced at once) or a confirmation (announced politely). */
export function FormAlert({
  tone = 'error',
  title,
  children,
  className,
}: {
  tone?: 'error' | 'success' | 'info';
  title?: string | undefined;
  children?: ReactNode;
  className?: string;
}) {
  const Icon = tone === 'error' ? CircleAlert : tone === 'success' ? CircleCheck : Info;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-lg border p-3 text-sm',
        tone === 'error' && 'border-destructive/50 bg-destructive/10 text-foreground',
        tone === 'success' && 'border-success/50 bg-success/10 text-foreground',
        tone === 'info' && 'border-border bg-muted/50 text-foreground',
        className,
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn(
          'mt-0.5 size-4 shrink-0',
          tone === 'error' && 'text-destructive',
          tone === 'success' && 'text-success',
          tone === 'info' && 'text-primary',
        )}
      />
      <div className="flex flex-col gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="text-pretty">{children}</div> : null}
      </div>
    </div>
  );
}
