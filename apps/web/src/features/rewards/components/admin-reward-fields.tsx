import { useId, type ComponentProps } from 'react';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormContext, useFormState } from 'react-hook-form';
import { LANGUAGES, type TLanguage } from '@openwell/i18n';
import { REWARD_DESCRIPTION_MAX, REWARD_TITLE_MAX } from '@openwell/contracts';
import { SwitchField } from '@/components/switch-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { languageAutonym } from '@/features/settings/index.ts';
import { cn } from '@/lib/utils.ts';
import { languagesWithErrors, type TRewardFormValues } from '../lib/admin-reward-forms.ts';
import { AdminRewardIconPicker } from './admin-reward-icon-picker.tsx';

function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex min-h-24 w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs md:text-sm',
        'outline-none placeholder:text-muted-foreground',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        'aria-invalid:border-destructive aria-invalid:ring-1 aria-invalid:ring-destructive',
        className,
      )}
      {...props}
    />
  );
}

/**
 * Title and description per language, one tab each (English first: required, shown where a language has none).
 * A tab whose fields have a problem is marked; the form opens the first such tab on submit (`language`).
 */
export function AdminRewardTexts({
  language,
  onLanguageChange,
}: {
  language: TLanguage;
  onLanguageChange: (language: TLanguage) => void;
}) {
  const { t } = useTranslation('rewardsAdmin');
  const { control } = useFormContext<TRewardFormValues>();
  const { errors } = useFormState({ control, name: ['title', 'description'] });
  const withErrors = languagesWithErrors(errors);
  return (
    <Tabs value={language} onValueChange={(value) => onLanguageChange(value as TLanguage)}>
      <TabsList aria-label={t('rewardsAdmin:form.languages')} className="h-auto w-full flex-wrap justify-start">
        {LANGUAGES.map((code) => (
          <TabsTrigger key={code} value={code} lang={code} className="flex-none">
            {languageAutonym(code)}
            {code === 'en' ? <span aria-hidden="true">*</span> : null}
            {withErrors.includes(code) ? (
              <>
                <CircleAlert aria-hidden="true" className="text-destructive" />
                <span className="sr-only">{t('rewardsAdmin:form.tabHasErrors')}</span>
              </>
            ) : null}
          </TabsTrigger>
        ))}
      </TabsList>
      {LANGUAGES.map((code) => (
        <TabsContent key={code} value={code} className="flex flex-col gap-4 pt-2">
          <p className="text-xs text-muted-foreground">
            {code === 'en'
              ? t('rewardsAdmin:form.englishHint')
              : t('rewardsAdmin:form.otherLanguageHint', { language: languageAutonym(code) })}
          </p>
          <TextField
            control={control}
            name={`title.${code}`}
            lang={code}
            autoComplete="off"
            maxLength={REWARD_TITLE_MAX}
            label={code === 'en' ? t('rewardsAdmin:form.titleRequired') : t('rewardsAdmin:form.title')}
          />
          <FormField
            control={control}
            name={`description.${code}`}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t('rewardsAdmin:form.description')}</FormLabel>
                <FormControl>
                  <Textarea lang={code} maxLength={REWARD_DESCRIPTION_MAX} rows={3} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** Cost, icon, stock, availability window and the active switch. */
export function AdminRewardSettingsFields() {
  const { t } = useTranslation('rewardsAdmin');
  const { control } = useFormContext<TRewardFormValues>();
  const iconLabelId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        control={control}
        name="pointsCost"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        label={t('rewardsAdmin:form.pointsCost')}
      />
      <TextField
        control={control}
        name="stock"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        label={t('rewardsAdmin:form.stock')}
        description={t('rewardsAdmin:form.stockHint')}
      />
      <FormField
        control={control}
        name="icon"
        render={({ field }) => (
          <FormItem className="sm:col-span-2">
            <span id={iconLabelId} className="text-sm leading-none font-medium">
              {t('rewardsAdmin:form.icon')}
            </span>
            <AdminRewardIconPicker
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              labelId={iconLabelId}
            />
            <FormMessage />
          </FormItem>
        )}
      />
      <TextField control={control} name="availableFrom" type="date" label={t('rewardsAdmin:form.availableFrom')} />
      <TextField control={control} name="availableUntil" type="date" label={t('rewardsAdmin:form.availableUntil')} />
      <p className="-mt-2 text-xs text-muted-foreground sm:col-span-2">{t('rewardsAdmin:form.windowHint')}</p>
      <SwitchField
        control={control}
        name="active"
        className="items-center rounded-md border p-3 sm:col-span-2"
        textClassName="gap-1"
        label={t('rewardsAdmin:form.active')}
        description={t('rewardsAdmin:form.activeHint')}
      />
    </div>
  );
}
