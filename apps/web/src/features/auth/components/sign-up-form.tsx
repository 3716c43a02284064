import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { CURRENT_ACCEPTANCE, type TCompanyLookupResponse, type TSignUpRequest } from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Form } from '@/components/ui/form.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { companyLookupQueryOptions, useCompanyLookup } from '@/features/companies/index.ts';
import { isApiError } from '@/lib/api-client.ts';
import { errorCodeMessage, errorMessage } from '@/lib/error-messages.ts';
import { serverFieldError, useZodForm } from '@/lib/forms.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { completeSignIn } from '@/lib/session/session-store.ts';
import { useSignUp } from '../api/sign-up.ts';
import { usePageEmail } from '../hooks/use-page-email.ts';
import { SIGN_UP_MESSAGES, ZSignUpFormSchema, type TSignUpFormOutput } from '../lib/auth-forms.ts';
import { signUpErrorField } from '../lib/sign-up-errors.ts';
import { CompanyFields } from './company-fields.tsx';
import { FormAlert } from './form-feedback.tsx';
import { LegalAgreements } from './legal-agreements.tsx';
import { AccountFields, PersonalFields } from './sign-up-fields.tsx';

/** The device's IANA time zone for the sign-up request, or nothing when the browser names none. */
function detectedTimeZone(): { timeZone?: string } {
  try {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return timeZone ? { timeZone } : {};
  } catch {
    return {};
  }
}

/** Pause in typing after which the company code is looked up. */
export const COMPANY_LOOKUP_DELAY_MS = 600;

interface SignUpFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** "This email is already registered": go to the Login tab with the address filled in. */
  onGoToLogin: () => void;
}

/**
 * Sign-up with company code and consents. Everything entered stays on every error; each problem is
 * shown next to its field (or at the form when it concerns none) and the first one gets the focus.
 * The code is looked up before the form is checked, so an unknown code and a department of another
 * company are named together with every other problem.
 */
export function SignUpForm({ email, onEmailChange, onGoToLogin }: SignUpFormProps) {
  const { t, i18n } = useTranslation(['auth', 'errors']);
  const queryClient = useQueryClient();
  const form = useZodForm(ZSignUpFormSchema, {
    messages: SIGN_UP_MESSAGES,
    defaultValues: {
      email,
      password: '',
      confirmPassword: '',
      companyCode: '',
      departmentId: '',
      age: '',
      gender: undefined,
      language: currentLanguage(i18n),
      dataProcessing: false,
      acceptLegal: false,
      aiTips: false,
      companyInsights: false,
      company: undefined,
    },
  });
  usePageEmail(form, email);
  const [formError, setFormError] = useState<string | null>(null);
  const companyCode = useWatch({ control: form.control, name: 'companyCode' }).trim();
  const [lookupCode, setLookupCode] = useState('');
  const lookup = useCompanyLookup(lookupCode);
  const signUp = useSignUp();
  const [finishing, setFinishing] = useState(false);
  const busy = signUp.isPending || finishing;
  const emailError = form.formState.errors.email;
  const emailTaken = emailError?.type === 'server' && emailError.message === 'errors:EMAIL_TAKEN';

  // Look the code up after a pause in typing (and at once when the field is left).
  useEffect(() => {
    const timer = setTimeout(() => setLookupCode(companyCode), COMPANY_LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [companyCode]);

  const lookupIsCurrent = lookupCode === companyCode && lookupCode !== '';
  const company = lookupIsCurrent ? lookup.data : undefined;
  const lookupError =
    lookupIsCurrent && lookup.error
      ? isApiError(lookup.error) && lookup.error.status === 404
        ? errorCodeMessage(t, 'INVALID_COMPANY_CODE')
        : errorMessage(t, lookup.error)
      : undefined;

  const findCompany = async (): Promise<TCompanyLookupResponse | null> => {
    if (companyCode === '') return null;
    setLookupCode(companyCode);
    try {
      return await queryClient.fetchQuery(companyLookupQueryOptions(companyCode));
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  };

  const createAccount = async (values: TSignUpFormOutput) => {
    try {
      const request: TSignUpRequest = {
        email: values.email,
        password: values.password,
        companyCode: values.companyCode,
        departmentId: values.departmentId,
        age: values.age,
        gender: values.gender,
        language: values.language,
        consents: { dataProcessing: true, aiTips: values.aiTips, companyInsights: values.companyInsights },
        acceptedLegalVersions: { ...CURRENT_ACCEPTANCE },
      };
      // The device's zone: the person's days are counted in it when it is not the company's (ADR 022).
      const zone = detectedTimeZone();
      let result;
      try {
        result = await signUp.mutateAsync({ ...request, ...zone });
      } catch (error) {
        // A device zone the server does not know never stops a sign-up: the company's zone counts instead (the
        // profile's setting and the offer on the dashboard can change it later).
        if (!zone.timeZone || !isApiError(error) || error.code !== 'INVALID_TIME_ZONE') throw error;
        result = await signUp.mutateAsync(request);
      }
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
      if (field) form.setError(field, serverFieldError(error), { shouldFocus: true });
      else setFormError(errorMessage(t, error));
    } finally {
      setFinishing(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    try {
      form.setValue('company', await findCompany());
    } catch (error) {
      setFormError(errorMessage(t, error));
      return;
    }
    await form.handleSubmit(createAccount)();
  };

  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <AccountFields emailTaken={emailTaken} onEmailChange={onEmailChange} onGoToLogin={onGoToLogin} />
        <CompanyFields
          company={company}
          looking={lookupIsCurrent && lookup.isFetching}
          lookupError={lookupError}
          onCompanyCodeBlur={() => setLookupCode(companyCode)}
        />
        <PersonalFields />
        <LegalAgreements />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? <Spinner size="sm" /> : null}
          {busy ? t('auth:signup.submitting') : t('auth:signup.submit')}
        </Button>
      </form>
    </Form>
  );
}
