import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CircleAlert } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage, errorCodeMessage } from '@/lib/error-messages.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import type { TCompleteWearableAuthorizationRequest } from '@openwell/contracts';
import { useCompleteWearableAuthorization } from '../api/complete-authorization.ts';
import { RETURN_TO_STORAGE_KEY, storedReturnTo } from '../api/start-authorization.ts';
import { announceSyncResult } from '../lib/sync-feedback.ts';

/** The provider's answer on the callback URL, or null when it is not one (no state, neither code nor error). */
function readCallback(params: URLSearchParams): TCompleteWearableAuthorizationRequest | null {
  const state = params.get('state');
  const code = params.get('code');
  const error = params.get('error');
  if (!state || (!code && !error)) return null;
  return { state, ...(code ? { code } : {}), ...(error ? { error: error.slice(0, 256) } : {}) };
}

/**
 * /auth/fitbit/callback: the provider sends the browser back with `code` and `state` (or `error` when the user
 * declined). The server checks state and PKCE, stores the tokens and runs the first sync; then "tracker connected"
 * (and "data synced") and back to where the user started (onboarding, dashboard...). The automatic sign-in and
 * sign-out redirects leave this page alone (app/auth-redirects.tsx).
 */
export function FitbitCallbackPage() {
  const { t, i18n } = useTranslation(['wearables', 'errors']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const complete = useCompleteWearableAuthorization();
  const [request] = useState(() => readCallback(params));
  const [fallback] = useState(() => storedReturnTo() ?? '/dashboard');
  const started = useRef(false);
  const { mutate } = complete;

  useEffect(() => {
    // Once: the authorization's state is single-use (a second call would fail).
    if (!request || started.current) return;
    started.current = true;
    mutate(request, {
      onSuccess: (result) => {
        try {
          window.sessionStorage.removeItem(RETURN_TO_STORAGE_KEY);
        } catch {
          // nothing to clean up
        }
        toast.success(t('wearables:toast.connected'));
        if (result.firstSync.outcome !== 'synced' || result.firstSync.stored > 0) {
          announceSyncResult(t, i18n.language, result.firstSync);
        }
        void navigate(result.returnTo, { replace: true });
      },
    });
  }, [i18n.language, mutate, navigate, request, t]);

  const failure = !request
    ? errorCodeMessage(t, 'WEARABLE_AUTHORIZATION_INVALID')
    : complete.isError
      ? errorMessage(t, complete.error)
      : null;
  useDocumentTitle(failure ? t('wearables:callback.failedTitle') : t('wearables:callback.title'));

  if (failure) {
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
        <CircleAlert aria-hidden="true" className="size-10 text-destructive" />
        <div role="alert" className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{t('wearables:callback.failedTitle')}</h1>
          <p className="text-pretty text-muted-foreground">{failure}</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to={fallback} replace className={buttonVariants()}>
            {t('wearables:callback.back')}
          </Link>
          {fallback !== '/tracker' ? (
            <Link to="/tracker" replace className={buttonVariants({ variant: 'outline' })}>
              {t('wearables:callback.toTracker')}
            </Link>
          ) : null}
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <Spinner size="xl" className="text-primary" />
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight">{t('wearables:callback.title')}</h1>
        <p className="text-muted-foreground">{t('wearables:callback.connecting')}</p>
      </div>
    </div>
  );
}
