import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@openwell/i18n';
import {
  localizedText,
  REWARDS_PER_COMPANY_MAX,
  type TAdminReward,
  type TCreateRewardRequest,
} from '@openwell/contracts';
import { FormDialog } from '@/components/form-dialog.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { useZodForm } from '@/lib/forms.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { useCreateReward, useUpdateReward } from '../api/admin-company-rewards.ts';
import {
  changedReward,
  languagesWithErrors,
  newRewardFormValues,
  REWARD_FORM_MESSAGES,
  rewardFormValues,
  ZRewardFormSchema,
} from '../lib/admin-reward-forms.ts';
import { AdminRewardSettingsFields, AdminRewardTexts } from './admin-reward-fields.tsx';

/**
 * The form of "New reward" and "Edit": texts per language, cost, icon, stock, window, active. A refusal from the
 * server shows above the buttons and keeps everything typed; once saved, the dialog closes.
 */
function AdminRewardForm({
  companyId,
  reward,
  onDone,
}: {
  companyId: string;
  reward: TAdminReward | undefined;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation(['rewardsAdmin', 'errors']);
  const create = useCreateReward();
  const update = useUpdateReward();
  const save = reward ? update : create;
  const form = useZodForm(ZRewardFormSchema, {
    messages: REWARD_FORM_MESSAGES,
    defaultValues: reward ? rewardFormValues(reward) : newRewardFormValues(),
  });
  const [language, setLanguage] = useState<TLanguage>('en');
  // A problem in a language's texts opens its tab, then its first field gets the focus.
  const focusAfterSwitch = useRef<`title.${TLanguage}` | `description.${TLanguage}` | null>(null);
  useEffect(() => {
    if (focusAfterSwitch.current === null) return;
    form.setFocus(focusAfterSwitch.current);
    focusAfterSwitch.current = null;
  }, [language, form]);

  const submit = (values: TCreateRewardRequest) => {
    const done = (saved: TAdminReward) => {
      const title = localizedText(saved.title, currentLanguage(i18n));
      toast.success(reward ? t('rewardsAdmin:form.saved', { title }) : t('rewardsAdmin:form.created', { title }));
      onDone();
    };
    if (!reward) {
      create.mutate({ params: { companyId }, body: values }, { onSuccess: done });
      return;
    }
    const changes = changedReward(reward, values);
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    update.mutate({ params: { companyId, rewardId: reward.id }, body: changes }, { onSuccess: done });
  };

  const serverError =
    isApiError(save.error) && save.error.code === 'REWARD_LIMIT_REACHED'
      ? t('rewardsAdmin:form.limitReached', { max: REWARDS_PER_COMPANY_MAX })
      : save.isError
        ? errorMessage(t, save.error)
        : null;

  return (
    <FormDialog
      form={form}
      onSubmit={(event) => {
        save.reset();
        void form.handleSubmit(submit, (errors) => {
          const first = languagesWithErrors(errors)[0];
          if (first === undefined) return;
          focusAfterSwitch.current = errors.title?.[first] ? `title.${first}` : `description.${first}`;
          if (first === language) {
            form.setFocus(focusAfterSwitch.current);
            focusAfterSwitch.current = null;
          } else {
            setLanguage(first);
          }
        })(event);
      }}
      error={serverError}
      pending={save.isPending}
      onCancel={onDone}
      cancelLabel={t('rewardsAdmin:form.cancel')}
      submitLabel={reward ? t('rewardsAdmin:form.save') : t('rewardsAdmin:form.create')}
      className="gap-5"
    >
      <AdminRewardTexts language={language} onLanguageChange={setLanguage} />
      <AdminRewardSettingsFields />
    </FormDialog>
  );
}

/** "New reward" (without `reward`) or "Edit" one, in a dialog opened by `trigger`. */
export function AdminRewardDialog({
  companyId,
  reward,
  trigger,
}: {
  companyId: string;
  reward?: TAdminReward;
  trigger: ReactNode;
}) {
  const { t, i18n } = useTranslation('rewardsAdmin');
  const [open, setOpen] = useState(false);
  const title = reward
    ? t('rewardsAdmin:form.editTitle', { title: localizedText(reward.title, currentLanguage(i18n)) })
    : t('rewardsAdmin:form.newTitle');
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t('rewardsAdmin:form.dialogDescription')}</DialogDescription>
        </DialogHeader>
        {open ? <AdminRewardForm companyId={companyId} reward={reward} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
