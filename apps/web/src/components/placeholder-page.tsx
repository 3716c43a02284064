import type { ReactNode } from 'react';
import { Construction } from 'lucide-react';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { BackButton } from './back-button.tsx';

/**
 * A real, titled page for a screen whose feature arrives in a later issue: a heading and one
 * honest sentence about what the screen is for. No invented data. Each route replaces its
 * placeholder with the feature when it lands.
 */
export function PlaceholderPage({
  title,
  description,
  status,
  withBackButton = false,
  children,
}: {
  title: string;
  description: string;
  /** The "being built" notice, translated by the caller. */
  status: string;
  withBackButton?: boolean;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-16">
      {withBackButton ? (
        <div>
          <BackButton />
        </div>
      ) : null}
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        <p className="text-lg text-pretty text-muted-foreground">{description}</p>
      </div>
      <p className="flex items-start gap-3 rounded-lg border border-dashed bg-muted/40 p-4 text-sm text-muted-foreground">
        <Construction aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{status}</span>
      </p>
      {children}
    </div>
  );
}
