import type { ReactNode } from 'react';
import { LayoutDashboard, LogIn, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Redirect } from '@/components/redirect.tsx';
import { FullPageLoader } from '@/components/full-page-loader.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { useSession } from '@/lib/session/use-session.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useSetupStatus } from '../api/get-setup-status.ts';
import { ADMIN_DASHBOARD_PATH, ADMIN_LOGIN_PATH, isAdminAreaRole } from '../lib/admin-paths.ts';
import { AdminSetupForm } from './admin-setup-form.tsx';

function EntryLayout({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-10 sm:py-16">
      <div className="flex flex-col items-center gap-3 text-center">
        <ShieldCheck aria-hidden="true" className="size-10 text-primary" />
        <h1 className="text-3xl font-bold tracking-tight text-balance">{title}</h1>
        <p className="text-pretty text-muted-foreground">{description}</p>
      </div>
      {children}
    </div>
  );
}

function LoginLink() {
  const { t } = useTranslation('admin');
  return (
    <div className="flex justify-center">
      <Link to={ADMIN_LOGIN_PATH} className={buttonVariants()}>
        <LogIn aria-hidden="true" />
        {t('admin:entry.toLogin')}
      </Link>
    </div>
  );
}

/** `/admin?setup=<token>`: the first-admin form while setup is open; otherwise says it is done. */
function SetupEntry({ token }: { token: string }) {
  const { t } = useTranslation(['admin', 'errors']);
  const status = useSetupStatus(true);
  if (status.isPending) return <FullPageLoader />;
  if (status.isError) {
    return (
      <EntryLayout title={t('admin:setup.pageTitle')} description={t('admin:setup.statusFailed')}>
        <p role="alert" className="text-center text-sm text-destructive">
          {errorMessage(t, status.error)}
        </p>
      </EntryLayout>
    );
  }
  if (!status.data.setupRequired) {
    return (
      <EntryLayout title={t('admin:setup.pageTitle')} description={t('admin:setup.alreadyDone')}>
        <LoginLink />
      </EntryLayout>
    );
  }
  return (
    <EntryLayout title={t('admin:setup.pageTitle')} description={t('admin:setup.pageDescription')}>
      <AdminSetupForm token={token} />
    </EntryLayout>
  );
}

/** /admin: the admin area's entry (setup link, or on to the dashboard, or an explanation and the login). */
export function AdminEntryPage() {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const token = params.get('setup');
  const session = useSession();

  if (token) return <SetupEntry token={token} />;
  if (session.status === 'loading') return <FullPageLoader />;
  if (isAdminAreaRole(session.user?.role)) {
    return <Redirect to={ADMIN_DASHBOARD_PATH} />;
  }
  return (
    <EntryLayout title={t('admin:entry.title')} description={t('admin:entry.description')}>
      <div className="flex flex-col gap-4 rounded-xl border bg-card p-6 text-sm text-muted-foreground">
        <p className="flex items-start gap-3">
          <LayoutDashboard aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t('admin:entry.who')}</span>
        </p>
        {session.status === 'signed-in' ? <p>{t('admin:entry.employeeNote')}</p> : null}
      </div>
      <LoginLink />
    </EntryLayout>
  );
}
