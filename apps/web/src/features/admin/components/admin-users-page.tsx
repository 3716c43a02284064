import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session/use-session.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { AdminAreaLayout } from './admin-area-layout.tsx';
import { UsersTable } from './users-table.tsx';

/** /admin/users (platform admins): every account, with role and company changes. Employers have no user list. */
export function AdminUsersPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('admin:users.title'));
  const { user } = useSession();
  return (
    <AdminAreaLayout only="admin">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t('admin:users.title')}</h1>
        <p className="text-lg text-pretty text-muted-foreground">{t('admin:users.description')}</p>
      </div>
      {user ? <UsersTable viewerId={user.id} /> : null}
    </AdminAreaLayout>
  );
}
