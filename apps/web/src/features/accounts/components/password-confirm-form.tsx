import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '@/components/text-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Form } from '@/components/ui/form.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { serverFieldError, useZodForm } from '@/lib/forms.ts';
import { PASSWORD_CONFIRM_MESSAGES, ZPasswordConfirmFormSchema } from '../lib/account-forms.ts';

/**
 * "Confirm with your password": used to start enrolment and to turn the second factor off.
 * `onSubmit` is the server call; its failure (a wrong password...) is shown at the field.
 */
export function PasswordConfirmForm({
  prompt,
  submitLabel,
  destructive = false,
  onSubmit,
  onCancel,
}: {
  prompt: string;
  submitLabel: string;
  destructive?: boolean;
  onSubmit: (password: string) => Promise<unknown>;
  /** Offers "Cancel" when given (the admin area's required enrolment has nothing to cancel to). */
  onCancel?: () => void;
}) {
  const { t } = useTranslation('profile');
  const form = useZodForm(ZPasswordConfirmFormSchema, {
    messages: PASSWORD_CONFIRM_MESSAGES,
    defaultValues: { password: '' },
  });
  const pending = form.formState.isSubmitting;

  const confirm = async ({ password }: z.output<typeof ZPasswordConfirmFormSchema>) => {
    try {
      await onSubmit(password);
    } catch (error) {
      form.setError('password', serverFieldError(error), { shouldFocus: true });
    }
  };

  return (
    <Form {...form}>
      <form onSubmit={(event) => void form.handleSubmit(confirm)(event)} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">{prompt}</p>
        <TextField
          control={form.control}
          name="password"
          type="password"
          autoComplete="current-password"
          autoFocus
          label={t('profile:twoFactor.password')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {onCancel ? (
            <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
              {t('profile:twoFactor.cancel')}
            </Button>
          ) : null}
          <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={pending}>
            {pending ? <Spinner size="sm" /> : null}
            {submitLabel}
          </Button>
        </div>
      </form>
    </Form>
  );
}
