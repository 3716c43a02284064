import type { ComponentType } from 'react';
import type { TFunction } from 'i18next';
import { Building2, Gift, LayoutDashboard, ScrollText, Store, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { TRole } from '@openwell/contracts';
import { COMPANIES_PATH, OWN_COMPANY_PATH } from '@/features/companies/index.ts';
import { OWN_REWARDS_PATH } from '@/features/rewards/index.ts';
import { cn } from '@/lib/utils.ts';
import { ADMIN_AUDIT_PATH, ADMIN_DASHBOARD_PATH, ADMIN_USERS_PATH } from '../lib/admin-paths.ts';

interface TNavItem {
  to: string;
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  /** Current only on exactly this path (the dashboard), not on the pages below it. */
  end?: boolean;
}

/** The admin area's pages a role reaches: admins manage the platform, employers their own company. */
function navItems(role: TRole, t: TFunction): TNavItem[] {
  const dashboard: TNavItem = {
    to: ADMIN_DASHBOARD_PATH,
    label: t('admin:nav.dashboard'),
    icon: LayoutDashboard,
    end: true,
  };
  if (role === 'admin') {
    return [
      dashboard,
      { to: COMPANIES_PATH, label: t('admin:nav.companies'), icon: Building2 },
      { to: ADMIN_USERS_PATH, label: t('admin:nav.users'), icon: Users },
      { to: ADMIN_AUDIT_PATH, label: t('admin:nav.audit'), icon: ScrollText },
    ];
  }
  if (role === 'employer') {
    return [
      dashboard,
      // Its rewards live below it (/admin/company/rewards), with their own item.
      { to: OWN_COMPANY_PATH, label: t('admin:nav.myCompany'), icon: Store, end: true },
      { to: OWN_REWARDS_PATH, label: t('admin:nav.rewards'), icon: Gift },
    ];
  }
  return [];
}

/**
 * The admin area's navigation, on every signed-in /admin page: links (Tab and Enter), the current page marked with
 * aria-current="page" and a visible highlight; on a phone the items wrap onto a second line rather than hide.
 */
export function AdminNav({ role }: { role: TRole }) {
  const { t } = useTranslation('admin');
  const items = navItems(role, t);
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('admin:nav.label')}>
      <ul className="flex flex-wrap gap-1 rounded-xl border bg-muted/40 p-1">
        {items.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end ?? false}
              className={({ isActive }) =>
                cn(
                  'inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors',
                  'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
                  isActive
                    ? 'bg-background text-foreground shadow-sm ring-1 ring-border'
                    : 'text-muted-foreground hover:bg-background/60 hover:text-foreground',
                )
              }
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
