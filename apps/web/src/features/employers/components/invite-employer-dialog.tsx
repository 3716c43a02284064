import { useState } from 'react';
import { MailPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EMPLOYER_INVITATION_TTL_HOURS } from '@openwell/contracts';
import { LANGUAGES, type TLanguage } from '@openwell/i18n';
import { TextField } from '@/components/text-field.tsx';
import { FormDialog } from '@/components/form-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { languageAutonym } from '@/features/settings/index.ts';
import { isApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { useZodForm } from '@/lib/forms.ts';
import { cn } from '@/lib/utils.ts';
import { useInviteEmployer } from '../api/company-employers.ts';
import { INVITE_EMPLOYER_MESSAGES, ZInviteEmployerFormSchema } from '../lib/employer-forms.ts';

function InviteEmployerForm({
  companyId,
  language,
  onDone,
}: {
  companyId: string;
  language: TLanguage;
  onDone: () => void;
}) {
  const { t } = useTranslation(['employers', 'errors']);
  const invite = useInviteEmployer(companyId);
  const form = useZodForm(ZInviteEmployerFormSchema, {
    messages: INVITE_EMPLOYER_MESSAGES,
    defaultValues: { email: '', language },
  });
  const [formError, setFormError] = useState<string | null>(null);

  const send = async (values: z.output<typeof ZInviteEmployerFormSchema>) => {
    setFormError(null);
    try {
      const invitation = await invite.mutateAsync(values);
      toast.success(t('employers:invite.sent', { email: invitation.email }));
      onDone();
    } catch (error) {
      if (isApiError(error) && error.code === 'EMAIL_TAKEN') {
        form.setError('email', { type: 'server', message: 'employers:invite.emailTaken' }, { shouldFocus: true });
      } else if (isApiError(error) && error.code === 'MAIL_DELIVERY_FAILED') {
        // The shared text of this code speaks of a reset e-mail.
        setFormError(t('employers:invite.mailFailed'));
      } else setFormError(errorMessage(t, error));
    }
  };

  return (
    <FormDialog
      form={form}
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      error={formError}
      pending={invite.isPending}
      onCancel={onDone}
      cancelLabel={t('employers:section.cancel')}
      submitLabel={t('employers:invite.submit')}
    >
      <TextField
        control={form.control}
        name="email"
        type="email"
        autoComplete="off"
        spellCheck={false}
        label={t('employers:invite.email')}
      />
      <FormField
        control={form.control}
        name="language"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t('employers:invite.language')}</FormLabel>
            <FormControl>
              <select
                {...field}
                className={cn(
                  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs md:text-sm',
                  'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
                  'focus-visible:ring-offset-background',
                )}
              >
                {LANGUAGES.map((option) => (
                  <option key={option} value={option} lang={option}>
                    {languageAutonym(option)}
                  </option>
                ))}
              </select>
            </FormControl>
            <FormDescription>{t('employers:invite.languageHint')}</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
    </FormDialog>
  );
}

/**
 * "Invite employer": e-mail and language (the company's default language when known, else the admin's). Explains
 * what is sent: a single-use link, valid 72 hours, after which the invitee sets a password and a second factor.
 */
export function InviteEmployerDialog({ companyId, language }: { companyId: string; language: TLanguage }) {
  const { t } = useTranslation(['employers', 'errors']);
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button">
          <MailPlus aria-hidden="true" />
          {t('employers:invite.open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('employers:invite.title')}</DialogTitle>
          <DialogDescription>
            {t('employers:invite.description', { hours: EMPLOYER_INVITATION_TTL_HOURS })}
          </DialogDescription>
        </DialogHeader>
        {open ? <InviteEmployerForm companyId={companyId} language={language} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
