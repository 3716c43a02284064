import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import { GENDERS, MAXIMUM_AGE, MINIMUM_AGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@openwell/contracts';
import { TextField } from '@/components/text-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useFormField,
} from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { LanguageSelect } from '@/features/settings/index.ts';
import { cn } from '@/lib/utils.ts';
import type { TSignUpFormValues } from '../lib/auth-forms.ts';

/** Email, password (with its rules) and the confirmation. */
export function AccountFields({
  emailTaken,
  onEmailChange,
  onGoToLogin,
}: {
  emailTaken: boolean;
  onEmailChange: (email: string) => void;
  onGoToLogin: () => void;
}) {
  const { t } = useTranslation('auth');
  const { control } = useFormContext<TSignUpFormValues>();
  return (
    <>
      <FormField
        control={control}
        name="email"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t('auth:fields.email')}</FormLabel>
            <FormControl>
              <Input
                type="email"
                autoComplete="email"
                inputMode="email"
                {...field}
                onChange={(event) => {
                  field.onChange(event);
                  onEmailChange(event.target.value);
                }}
              />
            </FormControl>
            <FormMessage />
            {emailTaken ? (
              <Button type="button" variant="outline" size="sm" className="self-start" onClick={onGoToLogin}>
                {t('auth:signup.goToLogin')}
              </Button>
            ) : null}
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="password"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t('auth:fields.password')}</FormLabel>
            <FormControl>
              <Input type="password" autoComplete="new-password" {...field} name="new-password" />
            </FormControl>
            <FormDescription>
              {t('auth:passwordRules', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
            </FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="confirmPassword"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t('auth:fields.confirmPassword')}</FormLabel>
            <FormControl>
              <Input type="password" autoComplete="new-password" {...field} name="confirm-password" />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </>
  );
}

/** Age, gender and the account's language (preselected with the interface language). */
export function PersonalFields() {
  const { t } = useTranslation('auth');
  const { control } = useFormContext<TSignUpFormValues>();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          control={control}
          name="age"
          type="number"
          inputMode="numeric"
          min={MINIMUM_AGE}
          max={MAXIMUM_AGE}
          step={1}
          label={t('auth:fields.age')}
          description={t('auth:signup.ageHint', { min: MINIMUM_AGE })}
        />
        <FormField
          control={control}
          name="language"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('auth:fields.language')}</FormLabel>
              <LanguageSelect {...field} />
            </FormItem>
          )}
        />
      </div>
      <FormField
        control={control}
        name="gender"
        render={({ field }) => (
          <FormItem>
            <FormControl>
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 text-sm font-medium">{t('auth:fields.gender')}</legend>
                <GenderOptions value={field.value} onChange={field.onChange} firstRef={field.ref} name={field.name} />
              </fieldset>
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </>
  );
}

/** The radio buttons of the gender fieldset (the fieldset carries the field's id and ARIA state). */
function GenderOptions(props: {
  value: TSignUpFormValues['gender'] | undefined;
  onChange: (gender: TSignUpFormValues['gender']) => void;
  firstRef: (element: HTMLInputElement | null) => void;
  name: string;
}) {
  const { t } = useTranslation('auth');
  const { invalid, controlId } = useFormField();
  return (
    <div className="flex flex-wrap gap-3">
      {GENDERS.map((gender) => (
        <label
          key={gender}
          className={cn(
            'flex h-10 cursor-pointer items-center gap-2 rounded-md border border-input bg-background px-4 text-sm shadow-xs',
            'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background',
            'has-[:checked]:border-primary has-[:checked]:bg-primary/10',
            invalid && 'border-destructive',
          )}
        >
          <input
            type="radio"
            ref={gender === GENDERS[0] ? props.firstRef : undefined}
            name={`${controlId}-${props.name}`}
            value={gender}
            checked={props.value === gender}
            onChange={() => props.onChange(gender)}
            className="size-4 accent-[var(--primary)] outline-none"
          />
          {gender === 'male' ? t('auth:gender.male') : t('auth:gender.female')}
        </label>
      ))}
    </div>
  );
}
