import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@openwell/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ReadOnlyField } from './read-only-field.tsx';

/** Email (fixed after sign-up) and, for company members, the company code and name (only an admin changes them). */
export function AccountCard({ user }: { user: TCurrentUser }) {
  const { t } = useTranslation('profile');
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="leading-snug">
          <h2>{t('profile:account.title')}</h2>
        </CardTitle>
        <CardDescription>{t('profile:account.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <ReadOnlyField label={t('profile:account.email')} value={user.email} note={t('profile:account.emailNote')} />
        </div>
        {user.profile ? (
          <>
            <ReadOnlyField
              label={t('profile:account.companyCode')}
              value={user.profile.companyCode}
              note={t('profile:account.companyNote')}
            />
            <ReadOnlyField
              label={t('profile:account.companyName')}
              value={user.profile.companyName}
              note={t('profile:account.companyNote')}
            />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
