import { useTranslation } from 'react-i18next';
import { GENDERS, MAXIMUM_AGE, MINIMUM_AGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@openwell/contracts';
import { LANGUAGES, isLanguage } from '@openwell/i18n';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { languageAutonym } from '@/features/settings/index.ts';
import { cn } from '@/lib/utils.ts';
import type { TSignUpErrors, TSignUpValues } from './sign-up-form.tsx';
import { FieldError } from './form-feedback.tsx';

type TValues = Omit<TSignUpValues, 'email'>;

function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list === '' ? undefined : list;
}

/** Email, password (with its rules) and the confirmation. */
export function AccountFields(props: {
  idPrefix: string;
  email: string;
  password: string;
  confirmPassword: string;
  errors: TSignUpErrors;
  emailTaken: boolean;
  onEmailChange: (email: string) => void;
  onChange: (change: Partial<TValues>) => void;
  onGoToLogin: () => void;
}) {
  const { t } = useTranslation('auth');
  const { idPrefix: id, errors } = props;
  return (
    <>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-email`}>{t('auth:fields.email')}</Label>
        <Input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={props.email}
          onChange={(event) => props.onEmailChange(event.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy(errors.email && `${id}-email-error`)}
        />
        <FieldError id={`${id}-email-error`}>{errors.email}</FieldError>
        {props.emailTaken ? (
          <Button type="button" variant="outline" size="sm" className="self-start" onClick={props.onGoToLogin}>
            {t('auth:signup.goToLogin')}
          </Button>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-password`}>{t('auth:fields.password')}</Label>
        <Input
          id={`${id}-password`}
          type="password"
          name="new-password"
          autoComplete="new-password"
          value={props.password}
          onChange={(event) => props.onChange({ password: event.target.value })}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy(`${id}-password-rules`, errors.password && `${id}-password-error`)}
        />
        <p id={`${id}-password-rules`} className="text-xs text-muted-foreground">
          {t('auth:passwordRules', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        </p>
        <FieldError id={`${id}-password-error`}>{errors.password}</FieldError>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-confirm-password`}>{t('auth:fields.confirmPassword')}</Label>
        <Input
          id={`${id}-confirm-password`}
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          value={props.confirmPassword}
          onChange={(event) => props.onChange({ confirmPassword: event.target.value })}
          aria-invalid={errors.confirmPassword ? true : undefined}
          aria-describedby={describedBy(errors.confirmPassword && `${id}-confirm-password-error`)}
        />
        <FieldError id={`${id}-confirm-password-error`}>{errors.confirmPassword}</FieldError>
      </div>
    </>
  );
}

/** Age, gender and the account's language (preselected with the interface language). */
export function PersonalFields(props: {
  idPrefix: string;
  values: TValues;
  errors: TSignUpErrors;
  onChange: (change: Partial<TValues>) => void;
}) {
  const { t } = useTranslation('auth');
  const { idPrefix: id, values, errors } = props;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-age`}>{t('auth:fields.age')}</Label>
          <Input
            id={`${id}-age`}
            type="number"
            name="age"
            inputMode="numeric"
            min={MINIMUM_AGE}
            max={MAXIMUM_AGE}
            step={1}
            value={values.age}
            onChange={(event) => props.onChange({ age: event.target.value })}
            aria-invalid={errors.age ? true : undefined}
            aria-describedby={describedBy(`${id}-age-hint`, errors.age && `${id}-age-error`)}
          />
          <p id={`${id}-age-hint`} className="text-xs text-muted-foreground">
            {t('auth:signup.ageHint', { min: MINIMUM_AGE })}
          </p>
          <FieldError id={`${id}-age-error`}>{errors.age}</FieldError>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-language`}>{t('auth:fields.language')}</Label>
          <Select
            value={values.language}
            onValueChange={(language) => {
              if (isLanguage(language)) props.onChange({ language });
            }}
          >
            <SelectTrigger id={`${id}-language`} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {LANGUAGES.map((language) => (
                <SelectItem key={language} value={language} lang={language}>
                  {languageAutonym(language)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <fieldset
        className="flex flex-col gap-2"
        aria-invalid={errors.gender ? true : undefined}
        aria-describedby={describedBy(errors.gender && `${id}-gender-error`)}
      >
        <legend className="mb-2 text-sm font-medium">{t('auth:fields.gender')}</legend>
        <div className="flex flex-wrap gap-3">
          {GENDERS.map((gender) => (
            <label
              key={gender}
              className={cn(
                'flex h-10 cursor-pointer items-center gap-2 rounded-md border border-input bg-background px-4 text-sm shadow-xs',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background',
                'has-[:checked]:border-primary has-[:checked]:bg-primary/10',
                errors.gender && 'border-destructive',
              )}
            >
              <input
                type="radio"
                id={gender === GENDERS[0] ? `${id}-gender` : undefined}
                name={`${id}-gender`}
                value={gender}
                checked={values.gender === gender}
                onChange={() => props.onChange({ gender })}
                className="size-4 accent-[var(--primary)] outline-none"
              />
              {gender === 'male' ? t('auth:gender.male') : t('auth:gender.female')}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-gender-error`}>{errors.gender}</FieldError>
      </fieldset>
    </>
  );
}
