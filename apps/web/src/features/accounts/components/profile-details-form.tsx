import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GENDERS,
  MAXIMUM_AGE,
  MINIMUM_AGE,
  type TCurrentUser,
  type TGender,
  type TUpdateProfileRequest,
} from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorCodeMessage, errorMessage } from '@/lib/error-messages.ts';
import { useCompanyLookup } from '@/features/companies/index.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

type TProfile = NonNullable<TCurrentUser['profile']>;

/** The age field's problem, or null when it is a whole number from 18 to 120. */
export function ageProblem(value: string): 'UNDERAGE' | 'VALIDATION_FAILED' | null {
  if (!/^\d{1,3}$/.test(value.trim())) return 'VALIDATION_FAILED';
  const age = Number(value);
  if (age < MINIMUM_AGE) return 'UNDERAGE';
  return age > MAXIMUM_AGE ? 'VALIDATION_FAILED' : null;
}

/** Age, department (of the user's company) and gender; saved together with PATCH /api/me/profile. */
export function ProfileDetailsForm({ profile }: { profile: TProfile }) {
  const { t } = useTranslation(['profile', 'errors']);
  const id = useId();
  const [age, setAge] = useState(String(profile.age));
  const [departmentId, setDepartmentId] = useState(profile.departmentId);
  const [gender, setGender] = useState<TGender>(profile.gender);
  const [ageError, setAgeError] = useState<string | null>(null);
  const company = useCompanyLookup(profile.companyCode);
  const update = useUpdateProfile();

  const changes: TUpdateProfileRequest = {};
  if (age.trim() !== String(profile.age)) changes.age = Number(age);
  if (departmentId !== profile.departmentId) changes.departmentId = departmentId;
  if (gender !== profile.gender) changes.gender = gender;
  const dirty = Object.keys(changes).length > 0;

  // Until the lookup answers (or if it fails) the current department is the only choice.
  const departments = company.data?.departments ?? [{ id: profile.departmentId, name: profile.departmentName }];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = ageProblem(age);
    if (problem) {
      setAgeError(problem === 'UNDERAGE' ? errorCodeMessage(t, 'UNDERAGE') : t('profile:details.ageInvalid'));
      return;
    }
    setAgeError(null);
    if (!dirty) return;
    update.mutate(changes, {
      onSuccess: () => toast.success(t('profile:details.saved')),
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
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-age`}>{t('profile:details.age')}</Label>
            <Input
              id={`${id}-age`}
              type="number"
              inputMode="numeric"
              min={MINIMUM_AGE}
              max={MAXIMUM_AGE}
              step={1}
              value={age}
              onChange={(event) => setAge(event.target.value)}
              aria-invalid={ageError ? true : undefined}
              aria-describedby={ageError ? `${id}-age-error` : undefined}
            />
            {ageError ? (
              <p id={`${id}-age-error`} role="alert" className="text-sm text-destructive">
                {ageError}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-gender`}>{t('profile:details.gender')}</Label>
            <Select value={gender} onValueChange={(value) => setGender(value as TGender)}>
              <SelectTrigger id={`${id}-gender`} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {GENDERS.map((option) => (
                  <SelectItem key={option} value={option}>
                    {option === 'male' ? t('profile:details.genderMale') : t('profile:details.genderFemale')}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="flex flex-col gap-2 sm:col-span-2">
            <Label htmlFor={`${id}-department`}>{t('profile:details.department')}</Label>
            <Select value={departmentId} onValueChange={setDepartmentId} disabled={company.isPending}>
              <SelectTrigger id={`${id}-department`} className="w-full" aria-describedby={`${id}-department-note`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {departments.map((department) => (
                  <SelectItem key={department.id} value={department.id}>
                    {department.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <p id={`${id}-department-note`} className="text-xs text-muted-foreground">
              {company.isError
                ? t('profile:details.departmentsUnavailable')
                : t('profile:details.departmentNote', { company: profile.companyName })}
            </p>
          </div>
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
    </Card>
  );
}
