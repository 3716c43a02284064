import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@openwell/i18n';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { useCompanyEmployers } from '../api/company-employers.ts';
import { EmployersTable } from './employers-table.tsx';
import { InvitationsTable } from './invitations-table.tsx';
import { InviteEmployerDialog } from './invite-employer-dialog.tsx';

/**
 * The employers part of an admin's company page: the company's employer accounts (second factor, since when, revoke
 * access) and its invitations (status, expiry, withdraw a pending one), and "Invite employer". Platform admins only,
 * as are its endpoints. `defaultLanguage`: the company's, offered first for an invitation (else the admin's own).
 */
export function CompanyEmployersSection({
  companyId,
  defaultLanguage,
}: {
  companyId: string;
  defaultLanguage?: TLanguage | undefined;
}) {
  const { t } = useTranslation(['employers', 'errors']);
  const { user } = useSession();
  const employers = useCompanyEmployers(companyId);
  const language = defaultLanguage ?? user?.language ?? 'en';

  let body;
  if (employers.isPending) {
    body = (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{t('employers:section.loading')}</span>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-10 w-full" />
        ))}
      </div>
    );
  } else if (employers.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-sm text-destructive">{errorMessage(t, employers.error)}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => void employers.refetch()}>
          <RotateCw aria-hidden="true" />
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-8">
        <EmployersTable companyId={companyId} employers={employers.data.employers} />
        <InvitationsTable companyId={companyId} invitations={employers.data.invitations} />
      </div>
    );
  }

  return (
    <Card>
      <CardHeader className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle asChild className="leading-snug">
            <h2>{t('employers:section.title')}</h2>
          </CardTitle>
          <CardDescription>{t('employers:section.description')}</CardDescription>
        </div>
        <InviteEmployerDialog companyId={companyId} language={language} />
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
