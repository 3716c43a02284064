import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CircleCheck, UserRound, Watch } from 'lucide-react';
import type { TOnboardingStep } from '@openwell/contracts';
import { FullPageLoader } from '@/components/full-page-loader.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { useMe } from '@/lib/session/get-me.ts';
import { Redirect } from '@/components/redirect.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { ConnectWearableDialog, TrackerConnectedNote, useWearables } from '@/features/wearables/index.ts';
import { useUpdateOnboarding } from '../api/update-onboarding.ts';

/** The three visible steps, in order; the server keeps the current one (resumable). */
export const WIZARD_STEPS = ['connect-wearable', 'complete-profile', 'continue'] as const;
type TWizardStep = (typeof WIZARD_STEPS)[number];

/** Where "Complete" in step 2 leads: the profile, told it was opened from onboarding. */
export const PROFILE_FROM_ONBOARDING = '/profile?from=onboarding';

/**
 * /onboarding after sign-up: 1 connect a wearable (or skip), 2 complete the profile (or later),
 * 3 continue to the dashboard. Each step is stored on the server, so leaving and coming back
 * resumes where the user was; once done, the page leads to the dashboard.
 */
export function OnboardingWizard() {
  const { t } = useTranslation(['onboarding', 'errors']);
  const navigate = useNavigate();
  const me = useMe();
  const update = useUpdateOnboarding();
  useDocumentTitle(t('onboarding:title'));

  if (me.isPending) return <FullPageLoader />;
  if (me.isError) {
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-16 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{t('onboarding:title')}</h1>
        <p role="alert" className="text-muted-foreground">
          {errorMessage(t, me.error)}
        </p>
        <Button className="self-center" onClick={() => void me.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }
  const stored = me.data.onboarding?.step;
  // Finished, or an account without a profile (a platform admin): nothing to set up here.
  if (!stored || stored === 'done') return <Redirect to="/dashboard" />;

  const step: TWizardStep = stored;
  const index = WIZARD_STEPS.indexOf(step);

  const moveTo = async (next: TOnboardingStep, then?: string) => {
    try {
      await update.mutateAsync(next);
      if (then) await navigate(then);
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };

  const busy = update.isPending;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-8 sm:py-14">
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-balance">{t('onboarding:title')}</h1>
        <p className="text-pretty text-muted-foreground">{t('onboarding:description')}</p>
        <p id="onboarding-progress-label" className="text-sm font-medium">
          {t('onboarding:progress', { current: index + 1, total: WIZARD_STEPS.length })}
        </p>
        <Progress value={index + 1} max={WIZARD_STEPS.length} aria-labelledby="onboarding-progress-label" />
      </div>
      <Card className="py-6">
        <CardContent className="flex flex-col gap-5 px-5 sm:px-6">
          {step === 'connect-wearable' ? (
            <Step
              icon={<Watch aria-hidden="true" className="size-6" />}
              title={t('onboarding:wearable.title')}
              description={t('onboarding:wearable.description')}
            >
              <WearableStepActions busy={busy} onNext={() => void moveTo('complete-profile')} />
            </Step>
          ) : null}
          {step === 'complete-profile' ? (
            <Step
              icon={<UserRound aria-hidden="true" className="size-6" />}
              title={t('onboarding:profile.title')}
              description={t('onboarding:profile.description')}
            >
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="outline" disabled={busy} onClick={() => void moveTo('continue')}>
                  {t('onboarding:profile.later')}
                </Button>
                <Button disabled={busy} onClick={() => void moveTo('continue', PROFILE_FROM_ONBOARDING)}>
                  {busy ? <Spinner size="sm" /> : null}
                  {t('onboarding:profile.complete')}
                </Button>
              </div>
            </Step>
          ) : null}
          {step === 'continue' ? (
            <Step
              icon={<CircleCheck aria-hidden="true" className="size-6" />}
              title={t('onboarding:done.title')}
              description={t('onboarding:done.description')}
            >
              <div className="flex justify-end">
                <Button className="w-full sm:w-auto" disabled={busy} onClick={() => void moveTo('done', '/dashboard')}>
                  {busy ? <Spinner size="sm" /> : null}
                  {t('onboarding:done.continue')}
                </Button>
              </div>
            </Step>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * Step 1's actions: "Connect now" opens the connect dialog (Fitbit comes back here through its callback; demo data
 * connects at once), "Skip" moves on; once a tracker is connected it says so and "Continue" moves on.
 */
function WearableStepActions({ busy, onNext }: { busy: boolean; onNext: () => void }) {
  const { t } = useTranslation(['onboarding', 'wearables']);
  const wearables = useWearables();
  const connected = Boolean(wearables.data?.connection);
  return (
    <>
      {wearables.data ? <TrackerConnectedNote status={wearables.data} /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {wearables.data && !connected ? (
          <ConnectWearableDialog
            status={wearables.data}
            returnTo="/onboarding"
            trigger={<Button variant="outline">{t('onboarding:wearable.connect')}</Button>}
          />
        ) : null}
        <Button disabled={busy} onClick={onNext}>
          {busy ? <Spinner size="sm" /> : null}
          {connected ? t('onboarding:wearable.next') : t('onboarding:wearable.skip')}
        </Button>
      </div>
    </>
  );
}

function Step({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="onboarding-step-title" className="flex flex-col gap-5">
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          {icon}
        </span>
        <div className="flex flex-col gap-1.5">
          <h2 id="onboarding-step-title" className="text-xl font-semibold tracking-tight">
            {title}
          </h2>
          <p className="text-pretty text-muted-foreground">{description}</p>
        </div>
      </div>
      {children}
    </section>
  );
}
