import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { GENDERS, MAXIMUM_AGE, MINIMUM_AGE, type TCurrentUser, type TUpdateProfileRequest } from '@openwell/contracts';
import { SelectField } from '@/components/select-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Form } from '@/components/ui/form.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCompanyLookup } from '@/features/companies/index.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { useZodForm } from '@/lib/forms.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import {
  PROFILE_DETAILS_MESSAGES,
  ZProfileDetailsFormSchema,
  type TProfileDetailsFormValues,
} from '../lib/account-forms.ts';

type TProfile = NonNullable<TCurrentUser['profile']>;

function formValues(profile: TProfile): TProfileDetailsFormValues {
  return { age: String(profile.age), departmentId: profile.departmentId, gender: profile.gender };
}

/** Age, department (of the user's company) and gender; the changed ones saved with updateProfile. */
export function ProfileDetailsForm({ profile }: { profile: TProfile }) {
  const { t } = useTranslation(['profile', 'errors']);
  const form = useZodForm(ZProfileDetailsFormSchema, {
    messages: PROFILE_DETAILS_MESSAGES,
    defaultValues: formValues(profile),
  });
  const company = useCompanyLookup(profile.companyCode);
  const update = useUpdateProfile();
  const dirty = form.formState.isDirty;

  // Until the lookup answers (or if it fails) the current department is the only choice.
  const departments = company.data?.departments ?? [{ id: profile.departmentId, name: profile.departmentName }];

  const save = (values: z.output<typeof ZProfileDetailsFormSchema>) => {
    const changes: TUpdateProfileRequest = {};
    if (values.age !== profile.age) changes.age = values.age;
    if (values.departmentId !== profile.departmentId) changes.departmentId = values.departmentId;
    if (values.gender !== profile.gender) changes.gender = values.gender;
    if (Object.keys(changes).length === 0) return;
    update.mutate(changes, {
      onSuccess: (user) => {
        // The saved values are the form's new starting point (nothing left to save).
        if (user.profile) form.reset(formValues(user.profile));
        toast.success(t('profile:details.saved'));
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="leading-snug">
          <h2>{t('profile:details.title')}</h2>
        </CardTitle>
        <CardDescription>{t('profile:details.description')}</CardDescription>
      </CardHeader>
      <Form {...form}>
        <form onSubmit={(event) => void form.handleSubmit(save)(event)} noValidate className="flex flex-col gap-6">
          <CardContent className="grid gap-5 sm:grid-cols-2">
            <TextField
              control={form.control}
              name="age"
              type="number"
              inputMode="numeric"
              min={MINIMUM_AGE}
              max={MAXIMUM_AGE}
              step={1}
              label={t('profile:details.age')}
            />
            <SelectField
              control={form.control}
              name="gender"
              label={t('profile:details.gender')}
              options={GENDERS.map((option) => ({
                value: option,
                label: option === 'male' ? t('profile:details.genderMale') : t('profile:details.genderFemale'),
              }))}
            />
            <SelectField
              control={form.control}
              name="departmentId"
              className="sm:col-span-2"
              label={t('profile:details.department')}
              disabled={company.isPending}
              options={departments.map((department) => ({ value: department.id, label: department.name }))}
              description={
                company.isError
                  ? t('profile:details.departmentsUnavailable')
                  : t('profile:details.departmentNote', { company: profile.companyName })
              }
            />
          </CardContent>
          <CardFooter className="flex-col items-stretch gap-3 sm:flex-row sm:items-center">
            <Button type="submit" disabled={!dirty || update.isPending}>
              {update.isPending ? <Spinner size="sm" /> : null}
              {t('profile:details.save')}
            </Button>
            {update.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {errorMessage(t, update.error)}
              </p>
            ) : null}
          </CardFooter>
        </form>
      </Form>
    </Card>
  );
}
