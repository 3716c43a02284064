import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { TControlProps, TFieldProps } from '@/components/field-props.ts';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { cn } from '@/lib/utils.ts';

type TSwitchProps = TControlProps<typeof Switch, 'checked' | 'defaultChecked' | 'onCheckedChange'>;

/**
 * An on/off setting of a react-hook-form form (a consent, "show the name on leaderboards"): a row with the label, the
 * description and the field's translated error on the left and the switch on the right, wired by the form parts
 * (components/ui/form.tsx) like TextField. The field's value is `true` or `false`.
 *
 *   <SwitchField control={form.control} name="active" label={activeLabel} description={activeHint} />
 *
 * Every other prop goes to the switch (`disabled`...). `onCheckedChange` is called after the form has taken the new
 * value (a setting saved at once).
 */
export function SwitchField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({
  control,
  name,
  label,
  labelClassName,
  description,
  descriptionClassName,
  className,
  textClassName,
  controlClassName,
  status,
  as = 'div',
  onCheckedChange,
  ...switchProps
}: TSwitchProps &
  TFieldProps<TFieldValues, TName, TTransformedValues> & {
    descriptionClassName?: string;
    /** The column of label, description and error. */
    textClassName?: string;
    /** The switch's side (`pt-0.5` lines it up with the label's first line). */
    controlClassName?: string;
    /** Shown before the switch: a spinner while a change is being saved. */
    status?: ReactNode;
    /** `li` for a row of a list (the row is then the list item). */
    as?: 'div' | 'li';
    onCheckedChange?: (checked: boolean) => void;
  }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const row = (
          <>
            <div className={cn('flex min-w-0 flex-col gap-1.5', textClassName)}>
              <FormLabel className={labelClassName}>{label}</FormLabel>
              {description ? <FormDescription className={descriptionClassName}>{description}</FormDescription> : null}
              <FormMessage />
            </div>
            <div className={cn('flex items-center gap-2', controlClassName)}>
              {status}
              <FormControl>
                <Switch
                  {...switchProps}
                  ref={field.ref}
                  checked={field.value === true}
                  onCheckedChange={(checked) => {
                    field.onChange(checked);
                    onCheckedChange?.(checked);
                  }}
                  onBlur={field.onBlur}
                />
              </FormControl>
            </div>
          </>
        );
        return (
          <FormItem asChild={as === 'li'} className={cn('flex-row items-start justify-between gap-4', className)}>
            {as === 'li' ? <li>{row}</li> : row}
          </FormItem>
        );
      }}
    />
  );
}
