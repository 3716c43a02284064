import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { CURRENT_ACCEPTANCE, type TCompanyLookupResponse, type TGender } from '@openwell/contracts';
import type { TLanguage } from '@openwell/i18n';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorCodeMessage, errorMessage } from '@/lib/error-messages.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { companyLookupQueryOptions, useCompanyLookup } from '@/features/companies/index.ts';
import { useSignUp } from '../api/sign-up.ts';
import { signUpErrorField, type TSignUpField } from '../lib/sign-up-errors.ts';
import { ageProblem, isPlausibleEmail, passwordProblem } from '../lib/validation.ts';
import { completeSignIn } from '@/lib/session/session-store.ts';
import { CompanyFields } from './company-fields.tsx';
import { FormAlert } from './form-feedback.tsx';
import { AccountFields, PersonalFields } from './sign-up-fields.tsx';
import { LegalAgreements, type TConsentValues } from './legal-agreements.tsx';

export interface TSignUpValues extends TConsentValues {
  email: string;
  password: string;
  confirmPassword: string;
  companyCode: string;
  departmentId: string;
  age: string;
  gender: TGender | '';
  language: TLanguage;
}

export type TSignUpErrors = Partial<Record<TSignUpField, string>>;

/** Pause in typing after which the company code is looked up. */
export const COMPANY_LOOKUP_DELAY_MS = 600;

const FIELD_ORDER: readonly TSignUpField[] = [
  'email',
  'password',
  'confirmPassword',
  'companyCode',
  'departmentId',
  'age',
  'gender',
  'language',
  'dataProcessing',
  'legal',
];

interface SignUpFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** "This email is already registered": go to the Login tab with the address filled in. */
  onGoToLogin: () => void;
}

/**
 * Sign-up with company code and consents. Everything entered stays on every error; each problem is
 * shown next to its field (or at the form when it concerns none) and the first one gets the focus.
 */
export function SignUpForm({ email, onEmailChange, onGoToLogin }: SignUpFormProps) {
  const { t, i18n } = useTranslation(['auth', 'errors']);
  const id = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Omit<TSignUpValues, 'email'>>(() => ({
    password: '',
    confirmPassword: '',
    companyCode: '',
    departmentId: '',
    age: '',
    gender: '',
    language: currentLanguage(i18n),
    dataProcessing: false,
    acceptLegal: false,
    aiTips: false,
    companyInsights: false,
  }));
  const [errors, setErrors] = useState<TSignUpErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [emailTaken, setEmailTaken] = useState(false);
  const [lookupCode, setLookupCode] = useState('');
  const lookup = useCompanyLookup(lookupCode);
  const signUp = useSignUp();
  const [finishing, setFinishing] = useState(false);
  const busy = signUp.isPending || finishing;

  const update = (change: Partial<Omit<TSignUpValues, 'email'>>) => {
    setValues((current) => ({ ...current, ...change }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(change)) {
        delete next[key === 'acceptLegal' ? 'legal' : (key as TSignUpField)];
      }
      return next;
    });
  };

  // Look the code up after a pause in typing (and at once when the field is left).
  useEffect(() => {
    const code = values.companyCode.trim();
    const timer = setTimeout(() => setLookupCode(code), COMPANY_LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values.companyCode]);

  const lookupIsCurrent = lookupCode === values.companyCode.trim() && lookupCode !== '';
  const company: TCompanyLookupResponse | undefined = lookupIsCurrent ? lookup.data : undefined;
  const lookupError =
    lookupIsCurrent && lookup.error
      ? isApiError(lookup.error) && lookup.error.status === 404
        ? errorCodeMessage(t, 'INVALID_COMPANY_CODE')
        : errorMessage(t, lookup.error)
      : undefined;

  const validate = (found: TCompanyLookupResponse | null): TSignUpErrors => {
    const problems: TSignUpErrors = {};
    if (!isPlausibleEmail(email)) problems.email = t('auth:validation.emailInvalid');
    const password = passwordProblem(values.password);
    if (password) problems.password = errorCodeMessage(t, password);
    if (values.confirmPassword !== values.password) problems.confirmPassword = t('auth:validation.passwordMismatch');
    if (values.companyCode.trim() === '') problems.companyCode = t('auth:validation.companyCodeRequired');
    else if (!found) problems.companyCode = errorCodeMessage(t, 'INVALID_COMPANY_CODE');
    if (found && !found.departments.some((department) => department.id === values.departmentId)) {
      problems.departmentId = t('auth:validation.departmentRequired');
    }
    const age = ageProblem(values.age);
    if (age === 'missing' || age === 'invalid') problems.age = t('auth:validation.ageInvalid');
    if (age === 'underage') problems.age = errorCodeMessage(t, 'UNDERAGE');
    if (values.gender === '') problems.gender = t('auth:validation.genderRequired');
    if (!values.dataProcessing) problems.dataProcessing = t('auth:validation.dataProcessingRequired');
    if (!values.acceptLegal) problems.legal = t('auth:validation.legalRequired');
    return problems;
  };

  const focusFirst = (problems: TSignUpErrors) => {
    const first = FIELD_ORDER.find((field) => problems[field]);
    const target: Partial<Record<TSignUpField, string>> = {
      companyCode: 'company',
      departmentId: 'department',
      confirmPassword: 'confirm-password',
      dataProcessing: 'data-processing',
    };
    if (first) document.getElementById(`${id}-${target[first] ?? first}`)?.focus();
  };

  const findCompany = async (): Promise<TCompanyLookupResponse | null> => {
    const code = values.companyCode.trim();
    if (code === '') return null;
    setLookupCode(code);
    try {
      return await queryClient.fetchQuery(companyLookupQueryOptions(code));
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    setEmailTaken(false);
    try {
      const found = await findCompany();
      const problems = validate(found);
      setErrors(problems);
      if (Object.keys(problems).length > 0) {
        focusFirst(problems);
        return;
      }
      const result = await signUp.mutateAsync({
        email: email.trim(),
        password: values.password,
        companyCode: values.companyCode.trim(),
        departmentId: values.departmentId,
        age: Number(values.age),
        gender: values.gender as TGender,
        language: values.language,
        consents: { dataProcessing: true, aiTips: values.aiTips, companyInsights: values.companyInsights },
        acceptedLegalVersions: { ...CURRENT_ACCEPTANCE },
      });
      if (result.warning === 'PROFILE_SETUP_INCOMPLETE') toast.warning(errorCodeMessage(t, 'PROFILE_SETUP_INCOMPLETE'));
      else toast.success(t('auth:signup.success'));
      if (!result.sessionCreated) {
        // Account complete, but the automatic sign-in failed: the user logs in by hand.
        toast.info(t('auth:signup.pleaseLogIn'));
        onGoToLogin();
        return;
      }
      setFinishing(true);
      await completeSignIn({ redirectTo: '/onboarding' });
    } catch (error) {
      if (!isApiError(error)) {
        setFormError(t('errors:generic'));
        return;
      }
      const field = signUpErrorField(error);
      const message = errorMessage(t, error);
      if (error.code === 'EMAIL_TAKEN') setEmailTaken(true);
      if (field) {
        setErrors({ [field]: message });
        focusFirst({ [field]: message });
      } else {
        setFormError(message);
      }
    } finally {
      setFinishing(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <AccountFields
        idPrefix={id}
        email={email}
        password={values.password}
        confirmPassword={values.confirmPassword}
        errors={errors}
        emailTaken={emailTaken}
        onEmailChange={(next) => {
          onEmailChange(next);
          setEmailTaken(false);
          setErrors(({ email: _email, ...rest }) => rest);
        }}
        onChange={update}
        onGoToLogin={onGoToLogin}
      />
      <CompanyFields
        idPrefix={id}
        companyCode={values.companyCode}
        departmentId={values.departmentId}
        company={company}
        looking={lookupIsCurrent && lookup.isFetching}
        companyError={errors.companyCode ?? lookupError}
        departmentError={errors.departmentId}
        onCompanyCodeChange={(companyCode) => update({ companyCode })}
        onCompanyCodeBlur={() => setLookupCode(values.companyCode.trim())}
        onDepartmentChange={(departmentId) => update({ departmentId })}
      />
      <PersonalFields idPrefix={id} values={values} errors={errors} onChange={update} />
      <LegalAgreements
        idPrefix={id}
        values={values}
        onChange={update}
        dataProcessingError={errors.dataProcessing}
        legalError={errors.legal}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? <Spinner size="sm" /> : null}
        {busy ? t('auth:signup.submitting') : t('auth:signup.submit')}
      </Button>
    </form>
  );
}
