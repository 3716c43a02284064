import type { ChangeEvent } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { TControlProps, TFieldProps } from '@/components/field-props.ts';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';

type TInputProps = TControlProps<typeof Input, 'defaultValue'>;

/**
 * A text input of a react-hook-form form (text, e-mail, password, number, date...): label, input, description and
 * the field's translated error, wired by the form parts (components/ui/form.tsx): the label names the input, which
 * is `aria-invalid` while the field has an error and `aria-describedby` the description and the error shown.
 *
 *   <TextField control={form.control} name="email" type="email" autoComplete="email" label={emailLabel} />
 *
 * Every other prop goes to the input. `onChange` is called after the form has taken the new value. Fields with
 * more than this (a button beside the input, a unit, a list of suggestions) compose the parts of form.tsx.
 */
export function TextField<
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
  onChange,
  ...inputProps
}: TInputProps & TFieldProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel className={labelClassName}>{label}</FormLabel>
          <FormControl>
            <Input
              {...inputProps}
              {...field}
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                field.onChange(event);
                onChange?.(event);
              }}
            />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
