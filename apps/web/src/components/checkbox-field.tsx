import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { TControlProps, TFieldProps } from '@/components/field-props.ts';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
import { cn } from '@/lib/utils.ts';

type TCheckboxProps = TControlProps<typeof Checkbox, 'checked' | 'defaultChecked' | 'onCheckedChange'>;

/**
 * A yes/no field of a react-hook-form form ticked in a checkbox (a consent, an acceptance): the checkbox with its
 * label beside it, the description under the label and the field's translated error, wired by the form parts
 * (components/ui/form.tsx) like TextField. The field's value is `true` or `false`.
 *
 *   <CheckboxField control={form.control} name="dataProcessing" aria-required="true" label={consentLabel} />
 *
 * Every other prop goes to the checkbox. `onCheckedChange` is called after the form has taken the new value.
 */
export function CheckboxField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({
  control,
  name,
  label,
  labelClassName,
  description,
  className,
  message,
  onCheckedChange,
  ...checkboxProps
}: TCheckboxProps &
  TFieldProps<TFieldValues, TName, TTransformedValues> & {
    /** The error part in place of FormMessage (the questionnaire's FieldMessage, which translates with its own keys). */
    message?: ReactNode;
    onCheckedChange?: (checked: boolean) => void;
  }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <div className="flex items-start gap-3">
            <FormControl>
              <Checkbox
                {...checkboxProps}
                ref={field.ref}
                className="mt-0.5"
                checked={field.value === true}
                onCheckedChange={(state) => {
                  field.onChange(state === true);
                  onCheckedChange?.(state === true);
                }}
                onBlur={field.onBlur}
              />
            </FormControl>
            <FormLabel className={cn('leading-snug', labelClassName)}>{label}</FormLabel>
          </div>
          {description ? <FormDescription className="pl-7">{description}</FormDescription> : null}
          {message ?? <FormMessage />}
        </FormItem>
      )}
    />
  );
}
