import type { ComponentProps, ElementType, ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/**
 * What every field part of a react-hook-form form takes (TextField, CheckboxField, SwitchField, SelectField): the
 * form's control, the field's name, its label and hint, and the class of its block (FormItem).
 */
export type TFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> = {
  control: Control<TFieldValues, unknown, TTransformedValues>;
  name: TName;
  label: ReactNode;
  /** `sr-only` where the layout says what the field is (a search box). */
  labelClassName?: string;
  /** The hint under the control or the label; none when empty. */
  description?: ReactNode;
  /** The field's block (FormItem): its column span in a grid, its spacing, a frame. */
  className?: string;
};

/** The props of a control that a field part passes on: all but those the form and the part set themselves. */
export type TControlProps<TControl extends ElementType, TAlsoSet extends string = never> = Omit<
  ComponentProps<TControl>,
  'name' | 'value' | 'onBlur' | 'ref' | 'className' | 'children' | 'id' | TAlsoSet
>;
