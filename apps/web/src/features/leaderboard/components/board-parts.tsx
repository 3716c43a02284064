import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EyeOff, ShieldCheck, Users } from 'lucide-react';
import { MIN_GROUP_SIZE } from '@openwell/contracts';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatCivilDateRange, formatDateTime } from '@/lib/date-format.ts';
import { useMe } from '@/lib/session/get-me.ts';

/** While a board loads: the shape of its table. */
export function BoardSkeleton({ testId }: { testId: string }) {
  return (
    <div className="flex flex-col gap-3" data-testid={testId}>
      <Skeleton className="h-4 w-1/2" />
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-10 w-full" />
      ))}
    </div>
  );
}

/** "No department data" / "No company data", with why a group may be missing. */
export function BoardEmpty({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <div
      data-testid={testId}
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Users aria-hidden="true" className="size-6" />
      </span>
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="max-w-md text-sm text-pretty text-muted-foreground">{text}</p>
    </div>
  );
}

/** The period counted ("This month: 1–10 Mar 2026"), how many take part, and when the figures were computed. */
export function BoardFacts({
  period,
  participants,
  computedAt,
}: {
  period: { from: string; to: string };
  participants: string;
  computedAt: string | null;
}) {
  const { t, i18n } = useTranslation('leaderboard');
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-medium">{t('leaderboard:periodLabel')}</dt>
      <dd className="text-muted-foreground" data-testid="leaderboard-period">
        {t('leaderboard:period', { range: formatCivilDateRange(period.from, period.to, i18n.language) })}
      </dd>
      <dt className="font-medium">{t('leaderboard:participantsLabel')}</dt>
      <dd className="text-muted-foreground" data-testid="leaderboard-participants">
        {participants}
      </dd>
      {computedAt ? (
        <>
          <dt className="font-medium">{t('leaderboard:updatedLabel')}</dt>
          <dd className="text-muted-foreground">{formatDateTime(computedAt, i18n.language)}</dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * "Some groups are hidden for privacy" (fewer than MIN_GROUP_SIZE counted members), or withheld until the month ends
 * (someone left them: `testId` "withheld-groups").
 */
export function HiddenGroupsNote({ children, testId = 'hidden-groups' }: { children: ReactNode; testId?: string }) {
  return (
    <p data-testid={testId} className="flex items-start gap-2 rounded-lg bg-muted/50 p-3 text-sm text-muted-foreground">
      <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/**
 * Who is counted (only people who allow anonymous company insights; groups under MIN_GROUP_SIZE are not listed),
 * and, when the reader does not allow it, that they are not counted themselves, with the way to change it.
 */
export function CountingNote() {
  const { t } = useTranslation('leaderboard');
  const me = useMe();
  const notCounted = me.data?.consents ? !me.data.consents.companyInsights.granted : false;
  return (
    <div className="flex flex-col gap-2 text-sm text-muted-foreground">
      <p className="flex items-start gap-2">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{t('leaderboard:counting', { min: MIN_GROUP_SIZE })}</span>
      </p>
      {notCounted ? (
        <p data-testid="not-counted" className="pl-6">
          {t('leaderboard:notCounted')}{' '}
          <Link
            to="/profile"
            className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {t('leaderboard:profileLink')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
