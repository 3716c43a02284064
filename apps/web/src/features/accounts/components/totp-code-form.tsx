import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { serverFieldError, useZodForm } from '@/lib/forms.ts';
import { TOTP_CODE_MESSAGES, ZTotpCodeFormSchema } from '../lib/account-forms.ts';

/**
 * A 6-digit authenticator code. A wrongly formatted code gets "Invalid Code" / "Please enter a valid
 * 6-digit code" without calling the server; `onSubmit` is the server call, its failure is shown at
 * the field.
 */
export function TotpCodeForm({
  submitLabel,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  onSubmit: (code: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('profile');
  const form = useZodForm(ZTotpCodeFormSchema, { messages: TOTP_CODE_MESSAGES, defaultValues: { code: '' } });
  const pending = form.formState.isSubmitting;
  const error = form.formState.errors.code;

  const confirm = async ({ code }: z.output<typeof ZTotpCodeFormSchema>) => {
    try {
      await onSubmit(code);
    } catch (serverError) {
      form.setError('code', serverFieldError(serverError), { shouldFocus: true });
    }
  };

  return (
    <Form {...form}>
      <form onSubmit={(event) => void form.handleSubmit(confirm)(event)} noValidate className="flex flex-col gap-4">
        <FormField
          control={form.control}
          name="code"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('profile:twoFactor.code')}</FormLabel>
              <FormControl>
                <Input
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]*"
                  maxLength={7}
                  {...field}
                  className="max-w-40 font-mono tracking-widest"
                />
              </FormControl>
              {error ? null : <FormDescription>{t('profile:twoFactor.codeHint')}</FormDescription>}
              <FormMessage
                title={error && error.type !== 'server' ? t('profile:twoFactor.invalidCodeTitle') : undefined}
              />
            </FormItem>
          )}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            {t('profile:twoFactor.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? <Spinner size="sm" /> : null}
            {submitLabel}
          </Button>
        </div>
      </form>
    </Form>
  );
}
