import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import { COMPANY_NAME_MAX } from '@openwell/contracts';
import { SwitchField } from '@/components/switch-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { LanguageSelect } from '@/features/settings/index.ts';
import {
  knownTimeZones,
  type TCompanySettingsFormValues,
  type TLeaderboardNamedFormValues,
} from '../lib/company-forms.ts';

/**
 * Name, default language, time zone and seat limit: the fields of "New company" and of a company's settings (inside
 * their <Form>). The time zone is typed with suggestions from the browser's list of IANA zones (a list of some 400
 * names is easier searched by typing "Zur" than scrolled).
 */
export function CompanySettingsFields() {
  const { t } = useTranslation('companies');
  const { control } = useFormContext<TCompanySettingsFormValues>();
  const zonesId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        control={control}
        name="name"
        autoComplete="organization"
        maxLength={COMPANY_NAME_MAX}
        label={t('companies:fields.name')}
        className="sm:col-span-2"
      />
      <FormField
        control={control}
        name="defaultLanguage"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t('companies:fields.defaultLanguage')}</FormLabel>
            <LanguageSelect {...field} />
            <FormDescription>{t('companies:fields.defaultLanguageHint')}</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="timeZone"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t('companies:fields.timeZone')}</FormLabel>
            <FormControl>
              <Input list={zonesId} autoComplete="off" spellCheck={false} placeholder="Europe/Zurich" {...field} />
            </FormControl>
            <datalist id={zonesId}>
              {knownTimeZones().map((zone) => (
                <option key={zone} value={zone} />
              ))}
            </datalist>
            <FormDescription>{t('companies:fields.timeZoneHint')}</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <TextField
        control={control}
        name="seatLimit"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        pattern="[0-9]*"
        label={t('companies:fields.seatLimit')}
        description={t('companies:fields.seatLimitHint')}
      />
    </div>
  );
}

/**
 * "Show the company's name on leaderboards" (inside a <Form> with a `leaderboardNamed` field): a switch with what it
 * means. The company's settings page saves it with the other settings; the employer's own company page passes
 * `onChange` and saves it at once.
 */
export function LeaderboardNamedField({
  pending = false,
  onChange,
}: {
  /** A change is being saved: the switch waits (and says so) until the answer. */
  pending?: boolean;
  onChange?: (named: boolean) => void;
}) {
  const { t } = useTranslation('companies');
  const { control } = useFormContext<TLeaderboardNamedFormValues>();
  return (
    <SwitchField
      control={control}
      name="leaderboardNamed"
      label={t('companies:fields.leaderboardNamed')}
      description={t('companies:fields.leaderboardNamedHint')}
      descriptionClassName="text-pretty"
      controlClassName="pt-0.5"
      status={pending ? <Spinner size="sm" label={t('companies:leaderboard.saving')} /> : null}
      disabled={pending}
      onCheckedChange={onChange}
    />
  );
}
