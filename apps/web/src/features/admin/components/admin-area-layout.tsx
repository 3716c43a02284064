import type { ReactNode } from 'react';
import { ArrowLeft, ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TRole } from '@openwell/contracts';
import { buttonVariants } from '@/components/ui/button.tsx';
import { useSession } from '@/lib/session/use-session.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { ADMIN_DASHBOARD_PATH } from '../lib/admin-paths.ts';
import { AdminNav } from './admin-nav.tsx';

/**
 * The frame of every signed-in admin-area page: the navigation, then the page. `only` keeps a page to one role
 * (the route admits employers and admins alike): the other sees what the page is for and the way back to their
 * dashboard, inside the admin area, and the page itself (with its requests) is not rendered.
 */
export function AdminAreaLayout({
  only,
  children,
}: {
  only?: Extract<TRole, 'admin' | 'employer'>;
  children: ReactNode;
}) {
  const { user } = useSession();
  const role = user?.role;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      {role ? <AdminNav role={role} /> : null}
      {only && role !== only ? <NotForThisRole only={only} /> : children}
    </div>
  );
}

function NotForThisRole({ only }: { only: 'admin' | 'employer' }) {
  const { t } = useTranslation('admin');
  const title = only === 'admin' ? t('admin:restricted.adminTitle') : t('admin:restricted.employerTitle');
  useDocumentTitle(title);
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-4 py-14 text-center">
      <ShieldX aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-bold tracking-tight text-balance">{title}</h1>
      <p className="max-w-prose text-pretty text-muted-foreground">
        {only === 'admin' ? t('admin:restricted.adminDescription') : t('admin:restricted.employerDescription')}
      </p>
      <Link to={ADMIN_DASHBOARD_PATH} className={buttonVariants({ variant: 'outline' })}>
        <ArrowLeft aria-hidden="true" />
        {t('admin:restricted.back')}
      </Link>
    </div>
  );
}
