import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { TFieldProps } from '@/components/field-props.ts';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';

export interface TSelectOption {
  value: string;
  label: ReactNode;
}

/**
 * A choice of one of a list of options in a react-hook-form form (a department, a gender, a period): label, select,
 * description and the field's translated error, wired by the form parts (components/ui/form.tsx) like TextField: the
 * label names the select's button, which carries `aria-invalid` and `aria-describedby`.
 *
 *   <SelectField control={form.control} name="departmentId" label={departmentLabel} placeholder={pick}
 *     options={departments.map((department) => ({ value: department.id, label: department.name }))} />
 *
 * A value that is none of the options (a department of another company, none chosen yet) shows the placeholder.
 */
export function SelectField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({
  control,
  name,
  label,
  options,
  placeholder,
  disabled,
  description,
  className,
}: Omit<TFieldProps<TFieldValues, TName, TTransformedValues>, 'labelClassName'> & {
  options: readonly TSelectOption[];
  /** Shown while no option is chosen. */
  placeholder?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const value: unknown = field.value;
        const chosen = options.some((option) => option.value === value) ? (value as string) : '';
        return (
          <FormItem className={className}>
            <FormLabel>{label}</FormLabel>
            <Select value={chosen} onValueChange={field.onChange} disabled={disabled}>
              <FormControl>
                <SelectTrigger ref={field.ref} onBlur={field.onBlur} className="w-full">
                  <SelectValue placeholder={placeholder} />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {description ? <FormDescription>{description}</FormDescription> : null}
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
