import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useVerifyTwoFactor, ZTwoFactorFormSchema } from '@/features/auth/index.ts';
import { serverFieldError, useZodForm } from '@/lib/forms.ts';
import { ADMIN_TWO_FACTOR_MESSAGES } from '../lib/admin-forms.ts';

/**
 * The admin login's second step: the 6-digit authenticator code (format checked here: "Invalid
 * Code" / "Please enter a valid 6-digit code", no server call) or a backup code.
 */
export function AdminTwoFactorForm({ onVerified, onBack }: { onVerified: () => void; onBack: () => void }) {
  const { t } = useTranslation(['admin', 'errors']);
  const form = useZodForm(ZTwoFactorFormSchema, {
    messages: ADMIN_TWO_FACTOR_MESSAGES,
    defaultValues: { method: 'totp', code: '' },
  });
  const method = form.watch('method');
  const error = form.formState.errors.code;
  const verify = useVerifyTwoFactor();

  const submit = async (values: z.output<typeof ZTwoFactorFormSchema>) => {
    try {
      await verify.mutateAsync(values);
      onVerified();
    } catch (serverError) {
      form.setError('code', serverFieldError(serverError));
    }
  };

  const switchMethod = () => {
    form.reset({ method: method === 'totp' ? 'backup-code' : 'totp', code: '' });
    verify.reset();
  };

  return (
    <Form {...form}>
      <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold">{t('admin:login.twoFactorTitle')}</h2>
          <p className="text-sm text-muted-foreground">
            {method === 'totp' ? t('admin:login.twoFactorDescription') : t('admin:login.backupDescription')}
          </p>
        </div>
        <FormField
          control={form.control}
          name="code"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{method === 'totp' ? t('admin:login.code') : t('admin:login.backupCode')}</FormLabel>
              <FormControl>
                <Input
                  autoFocus
                  autoComplete="one-time-code"
                  inputMode={method === 'totp' ? 'numeric' : 'text'}
                  {...field}
                  className="font-mono tracking-widest"
                />
              </FormControl>
              <FormMessage
                title={
                  error && error.type !== 'server' && method === 'totp' ? t('admin:login.invalidCodeTitle') : undefined
                }
              />
            </FormItem>
          )}
        />
        <Button type="submit" disabled={verify.isPending}>
          {verify.isPending ? <Spinner size="sm" /> : null}
          {t('admin:login.verify')}
        </Button>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button type="button" variant="link" className="h-auto px-0" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            {t('admin:login.backToLogin')}
          </Button>
          <Button type="button" variant="link" className="h-auto px-0" onClick={switchMethod}>
            {method === 'totp' ? t('admin:login.useBackupCode') : t('admin:login.useAuthenticator')}
          </Button>
        </div>
      </form>
    </Form>
  );
}
