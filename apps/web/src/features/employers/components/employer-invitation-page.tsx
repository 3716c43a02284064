import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Building2, Clock, Mail, MailX, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EMPLOYER_INVITATION_TTL_HOURS } from '@openwell/contracts';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { ADMIN_LOGIN_PATH } from '@/lib/admin-area-paths.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/date-format.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { currentLanguage, languageChoiceAtStart } from '@/lib/i18n.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useEmployerInvitation } from '../api/get-employer-invitation.ts';
import { InvitationPasswordForm } from './invitation-password-form.tsx';

/** A link the server refuses: unknown, expired, used or withdrawn (or no token at all, or not even well-formed). */
function isInvalidLink(error: unknown): boolean {
  return isApiError(error) && (error.code === 'INVITATION_INVALID' || error.code === 'VALIDATION_FAILED');
}

function PageLayout({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-10 sm:py-14">{children}</div>;
}

/** The link cannot be used: says so and what to do (a new invitation from the administrator). */
export function InvalidInvitation() {
  const { t } = useTranslation(['employers', 'errors']);
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 text-center">
        <MailX aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="text-xl font-semibold text-balance">{t('employers:invitation.invalidTitle')}</h2>
        <p role="alert" className="text-pretty">
          {t('errors:INVITATION_INVALID')}
        </p>
        <p className="text-sm text-pretty text-muted-foreground">
          {t('employers:invitation.invalidWhatToDo', { hours: EMPLOYER_INVITATION_TTL_HOURS })}
        </p>
        <Link to={ADMIN_LOGIN_PATH} className={buttonVariants({ variant: 'outline' })}>
          {t('employers:invitation.toLogin')}
        </Link>
      </CardContent>
    </Card>
  );
}

/**
 * /admin/invitation?token=…: an invited employer sets a password. The page reads what the link is for (company,
 * e-mail, expiry) and shows itself in the invitation's language unless the visitor had chosen one; the new
 * account is signed in and goes on to enrol the required second factor. The token is sent to the server only:
 * never shown, stored or logged here.
 */
export function EmployerInvitationPage() {
  const { t, i18n } = useTranslation(['employers', 'auth', 'errors']);
  useDocumentTitle(t('employers:invitation.title'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const invitation = useEmployerInvitation(token);
  const session = useSession();
  const switched = useRef(false);
  // The link was refused when the password was sent (used or withdrawn since the page opened).
  const [refused, setRefused] = useState(false);

  const language = invitation.data?.language;
  useEffect(() => {
    if (!language || switched.current) return;
    switched.current = true;
    if (languageChoiceAtStart() === null && currentLanguage(i18n) !== language) void i18n.changeLanguage(language);
  }, [language, i18n]);

  let content;
  if (!token || refused || (invitation.isError && isInvalidLink(invitation.error))) {
    content = <InvalidInvitation />;
  } else if (invitation.isPending) {
    content = (
      <Card aria-busy="true">
        <CardContent className="flex flex-col gap-4" role="status">
          <span className="sr-only">{t('employers:invitation.loading')}</span>
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </CardContent>
      </Card>
    );
  } else if (invitation.isError) {
    content = (
      <Card>
        <CardContent className="flex flex-col items-start gap-3">
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(t, invitation.error)}
          </p>
          <Button type="button" variant="outline" size="sm" onClick={() => void invitation.refetch()}>
            <RotateCw aria-hidden="true" />
            {t('common:actions.retry')}
          </Button>
        </CardContent>
      </Card>
    );
  } else {
    const { companyName, email, expiresAt } = invitation.data;
    const otherAccount =
      session.status === 'signed-in' && session.user && session.user.email !== email ? session.user.email : null;
    content = (
      <Card>
        <CardHeader>
          <CardTitle asChild className="leading-snug">
            <h2>{t('employers:invitation.formTitle')}</h2>
          </CardTitle>
          <CardDescription>{t('employers:invitation.formDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <dl className="grid gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
            <div>
              <dt className="flex items-center gap-3 text-muted-foreground">
                <Building2 aria-hidden="true" className="size-4 shrink-0" />
                {t('employers:invitation.company')}
              </dt>
              <dd className="pl-7 font-medium break-words">{companyName}</dd>
            </div>
            <div>
              <dt className="flex items-center gap-3 text-muted-foreground">
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {t('employers:invitation.email')}
              </dt>
              <dd className="pl-7 font-medium break-all" data-testid="invitation-email">
                {email}
              </dd>
            </div>
            <div>
              <dt className="flex items-center gap-3 text-muted-foreground">
                <Clock aria-hidden="true" className="size-4 shrink-0" />
                {t('employers:invitation.expires')}
              </dt>
              <dd className="pl-7 font-medium">{formatDateTime(expiresAt, currentLanguage(i18n))}</dd>
            </div>
          </dl>
          {otherAccount ? (
            <p className="rounded-lg border p-3 text-sm text-muted-foreground">
              {t('employers:invitation.otherAccount', { email: otherAccount })}
            </p>
          ) : null}
          <InvitationPasswordForm token={token} email={email} onInvalid={() => setRefused(true)} />
        </CardContent>
      </Card>
    );
  }

  return (
    <PageLayout>
      <div className="flex flex-col gap-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-balance">
          {invitation.data && !refused
            ? t('employers:invitation.heading', { company: invitation.data.companyName })
            : t('employers:invitation.title')}
        </h1>
        {invitation.data && !refused ? (
          <p className="text-pretty text-muted-foreground">{t('employers:invitation.description')}</p>
        ) : null}
      </div>
      {content}
    </PageLayout>
  );
}
