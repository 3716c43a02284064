import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ROLES, type TAdminUser, type TRole } from '@openwell/contracts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { useChangeUserRole } from '../api/change-user-role.ts';

export function roleLabel(t: TFunction, role: TRole): string {
  if (role === 'admin') return t('admin:roles.admin');
  if (role === 'employer') return t('admin:roles.employer');
  return t('admin:roles.employee');
}

/** An admin's "Role" select for one user; saves on change. Not offered for the admin's own account. */
export function RoleSelect({ user, disabled = false }: { user: TAdminUser; disabled?: boolean }) {
  const { t } = useTranslation(['admin', 'errors']);
  const change = useChangeUserRole();
  const value = change.isPending ? change.variables.role : user.role;
  return (
    <Select
      value={value}
      disabled={disabled || change.isPending}
      onValueChange={(role) =>
        change.mutate(
          { userId: user.id, role: role as TRole },
          {
            onSuccess: (updated) =>
              toast.success(t('admin:users.roleSaved', { email: updated.email, role: roleLabel(t, updated.role) })),
            onError: (error) => toast.error(errorMessage(t, error)),
          },
        )
      }
    >
      <SelectTrigger size="sm" className="w-36" aria-label={t('admin:users.roleFor', { email: user.email })}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {ROLES.map((role) => (
          <SelectItem key={role} value={role}>
            {roleLabel(t, role)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
