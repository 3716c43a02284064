import type { ReactNode } from 'react';
import { ArrowLeft, Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** While a company loads: the shape of its page. */
export function CompanyPageSkeleton() {
  const { t } = useTranslation('companies');
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">{t('companies:page.loading')}</span>
      <Skeleton className="h-10 w-2/3 max-w-md" />
      <div className="grid gap-6 md:grid-cols-2">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/** A company that does not exist (NOT_FOUND), with the way back. */
export function CompanyNotFound({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-4 py-14 text-center">
      <Building2 aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-bold tracking-tight text-balance">{title}</h1>
      <p className="max-w-prose text-pretty text-muted-foreground">{description}</p>
      {action}
    </div>
  );
}

/** "← All companies" */
export function BackToCompanies({ to }: { to: string }) {
  const { t } = useTranslation('companies');
  return (
    <Link to={to} className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3 w-fit' })}>
      <ArrowLeft aria-hidden="true" />
      {t('companies:page.back')}
    </Link>
  );
}
