import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { cn } from '@/lib/utils.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { timeZoneOptions } from '../lib/time-zones.ts';

type TProfile = NonNullable<TCurrentUser['profile']>;

/** The select's value for "the company's zone" (null on the server). */
const COMPANY = '';

/**
 * The person's time zone (ADR 022): a native select (type-ahead search, keyboard and screen readers for free) of the
 * browser's IANA zones, first "Company's time zone (…)". Saving counts new days in the zone; stored days stay.
 */
export function TimeZoneCard({ profile }: { profile: TProfile }) {
  const { t } = useTranslation(['profile', 'errors']);
  const selectId = useId();
  const hintId = useId();
  const [value, setValue] = useState(profile.timeZone ?? COMPANY);
  const update = useUpdateProfile();
  const saved = profile.timeZone ?? COMPANY;

  const save = () => {
    update.mutate(
      { timeZone: value === COMPANY ? null : value },
      {
        onSuccess: (user) => {
          setValue(user.profile?.timeZone ?? COMPANY);
          toast.success(t('profile:timeZone.saved', { zone: user.profile?.effectiveTimeZone ?? '' }));
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="leading-snug">
          <h2>{t('profile:timeZone.title')}</h2>
        </CardTitle>
        <CardDescription>{t('profile:timeZone.description')}</CardDescription>
      </CardHeader>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
        className="flex flex-col gap-6"
      >
        <CardContent className="flex flex-col gap-2">
          <Label htmlFor={selectId}>{t('profile:timeZone.label')}</Label>
          <select
            id={selectId}
            aria-describedby={hintId}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            className={cn(
              'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs md:text-sm',
              'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
            )}
          >
            <option value={COMPANY}>{t('profile:timeZone.company', { zone: profile.companyTimeZone })}</option>
            {timeZoneOptions([profile.timeZone]).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
          <p id={hintId} className="text-sm text-muted-foreground">
            {t('profile:timeZone.hint')}
          </p>
        </CardContent>
        <CardFooter className="flex-col items-stretch gap-3 sm:flex-row sm:items-center">
          <Button type="submit" disabled={value === saved || update.isPending}>
            {update.isPending ? <Spinner size="sm" /> : null}
            {t('profile:timeZone.save')}
          </Button>
          {update.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(t, update.error)}
            </p>
          ) : null}
        </CardFooter>
      </form>
    </Card>
  );
}
