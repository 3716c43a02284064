import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { completeSignIn } from '@/lib/session/session-store.ts';
import { errorCodeMessage, errorMessage } from '@/lib/error-messages.ts';
import { useCreateFirstAdmin } from '../api/create-first-admin.ts';
import { ADMIN_DASHBOARD_PATH } from '../lib/admin-paths.ts';

type TField = 'email' | 'password' | 'confirm';

/** "Create the first administrator": only while no admin exists and with the one-time setup token. */
export function AdminSetupForm({ token }: { token: string }) {
  const { t } = useTranslation(['admin', 'errors']);
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateFirstAdmin();
  const [values, setValues] = useState<Record<TField, string>>({ email: '', password: '', confirm: '' });
  const [problems, setProblems] = useState<Partial<Record<TField, string>>>({});
  const [finishing, setFinishing] = useState(false);

  const set = (field: TField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const validate = (): Partial<Record<TField, string>> => {
    const found: Partial<Record<TField, string>> = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) found.email = t('admin:setup.emailInvalid');
    if (values.password.length < PASSWORD_MIN_LENGTH) found.password = errorCodeMessage(t, 'PASSWORD_TOO_SHORT');
    else if (values.password.length > PASSWORD_MAX_LENGTH) found.password = errorCodeMessage(t, 'PASSWORD_TOO_LONG');
    if (values.confirm !== values.password) found.confirm = t('admin:setup.passwordsDiffer');
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      { token, email: values.email.trim(), password: values.password },
      {
        onSuccess: async () => {
          setFinishing(true);
          const user = await completeSignIn({ redirectTo: ADMIN_DASHBOARD_PATH });
          setFinishing(false);
          if (!user) return;
          toast.success(t('admin:setup.created'));
          void navigate(ADMIN_DASHBOARD_PATH, { replace: true });
        },
      },
    );
  };

  const field = (name: TField, label: string, type: string, autoComplete: string, hint?: string) => {
    const problem = problems[name];
    const describedBy = [problem ? `${id}-${name}-error` : null, hint ? `${id}-${name}-hint` : null]
      .filter(Boolean)
      .join(' ');
    return (
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-${name}`}>{label}</Label>
        <Input
          id={`${id}-${name}`}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={set(name)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {hint ? (
          <p id={`${id}-${name}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
        {problem ? (
          <p id={`${id}-${name}-error`} role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="leading-snug">
          <h2>{t('admin:setup.title')}</h2>
        </CardTitle>
        <CardDescription>{t('admin:setup.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {field('email', t('admin:setup.email'), 'email', 'username')}
          {field(
            'password',
            t('admin:setup.password'),
            'password',
            'new-password',
            t('admin:setup.passwordHint', { min: PASSWORD_MIN_LENGTH }),
          )}
          {field('confirm', t('admin:setup.confirmPassword'), 'password', 'new-password')}
          {create.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(t, create.error)}
            </p>
          ) : null}
          <Button type="submit" disabled={create.isPending || finishing}>
            {create.isPending || finishing ? <Spinner size="sm" /> : null}
            {t('admin:setup.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
