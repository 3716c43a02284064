import {
  createContext,
  use,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { Slot } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import {
  Controller,
  FormProvider,
  useFormContext,
  type FormProviderProps,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { cn } from '../../lib/utils.ts';
import { Label } from './label.tsx';

/**
 * The one field component of every form (shadcn's "Form" pattern on react-hook-form):
 *
 *   <Form {...form}>
 *     <form onSubmit={form.handleSubmit(save)} noValidate>
 *       <FormField control={form.control} name="email" render={({ field }) => (
 *         <FormItem>
 *           <FormLabel>{emailLabel}</FormLabel>
 *           <FormControl><Input type="email" autoComplete="email" {...field} /></FormControl>
 *           <FormDescription>{hint}</FormDescription>   (optional)
 *           <FormMessage />
 *         </FormItem>
 *       )} />
 *
 * FormLabel names the control; FormControl gives it its id, `aria-invalid` while the field has an
 * error and `aria-describedby` naming the description and the error that are shown; FormMessage
 * shows the field's error, translated (its message is an i18n key, lib/forms.ts), and is announced
 * when it appears (role "alert"). Changing a field clears its error until the next submit.
 */

/**
 * react-hook-form's FormProvider, with a context value that changes only with the form, not with its state: a
 * change of state (the form becoming ready right after it mounts, a submit starting) re-renders the parts that
 * subscribe to it (`useFormState`, as useFormField does), not every part of every field. Read the form's state with
 * `useFormState`, never as `useFormContext().formState`, which stays the state of the first render.
 */
export function Form<TFieldValues extends FieldValues, TContext = unknown, TTransformedValues = TFieldValues>({
  children,
  ...form
}: FormProviderProps<TFieldValues, TContext, TTransformedValues>) {
  const [methods] = useState(() => form);
  const value = methods.control === form.control ? methods : form;
  return <FormProvider {...value}>{children}</FormProvider>;
}

interface TFieldContext {
  name: string;
}

const FieldContext = createContext<TFieldContext | null>(null);

/** A form field: react-hook-form's Controller, with the field's name for the parts inside it. */
export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({ render, ...props }: ControllerProps<TFieldValues, TName, TTransformedValues>) {
  const { clearErrors, getFieldState } = useFormContext<TFieldValues>();
  const context = useMemo(() => ({ name: props.name }), [props.name]);
  return (
    <FieldContext value={context}>
      <Controller
        {...props}
        render={({ field, fieldState, formState }) =>
          render({
            field: {
              ...field,
              onChange: (...event: unknown[]) => {
                // The form's current state: `fieldState` may be from before the last submit.
                if (getFieldState(props.name).error) clearErrors(props.name);
                field.onChange(...event);
              },
            },
            fieldState,
            formState,
          })
        }
      />
    </FieldContext>
  );
}

type TPart = 'description' | 'message';

interface TItemContext {
  id: string;
  shown: Readonly<Record<TPart, boolean>>;
  setShown: (part: TPart, shown: boolean) => void;
}

const ItemContext = createContext<TItemContext | null>(null);

/** The ids and the state of the field around the caller (for layouts the parts below do not cover). */
export function useFormField() {
  const field = use(FieldContext);
  const item = use(ItemContext);
  if (!field || !item) throw new Error('useFormField must be used inside <FormField> and <FormItem>');
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: field.name });
  const { error, invalid } = getFieldState(field.name, formState);
  return {
    name: field.name,
    /** The control's id (FormLabel points at it). */
    controlId: `${item.id}-control`,
    descriptionId: `${item.id}-description`,
    messageId: `${item.id}-message`,
    error,
    invalid,
    shown: item.shown,
    setShown: item.setShown,
  };
}

/** The block of one field: label, control, description and message, in a column. */
export function FormItem({ className, asChild = false, ...props }: ComponentProps<'div'> & { asChild?: boolean }) {
  const id = useId();
  const [shown, setShownState] = useState<Record<TPart, boolean>>({ description: false, message: false });
  const setShown = useCallback(
    (part: TPart, value: boolean) =>
      setShownState((current) => (current[part] === value ? current : { ...current, [part]: value })),
    [],
  );
  const context = useMemo(() => ({ id, shown, setShown }), [id, shown, setShown]);
  const Comp = asChild ? Slot.Root : 'div';
  return (
    <ItemContext value={context}>
      <Comp data-slot="form-item" className={cn('flex flex-col gap-2', className)} {...props} />
    </ItemContext>
  );
}

export function FormLabel(props: ComponentProps<typeof Label>) {
  const { controlId } = useFormField();
  return <Label data-slot="form-label" htmlFor={controlId} {...props} />;
}

/**
 * Wraps the control (Input, SelectTrigger, Checkbox, Switch, a fieldset of radios...) and gives it
 * the id, `aria-invalid` and `aria-describedby`. Extra ids passed as `aria-describedby` are kept;
 * `aria-invalid` passed here marks the control invalid for an error shown elsewhere.
 */
export function FormControl({
  'aria-describedby': extraDescribedBy,
  'aria-invalid': extraInvalid,
  ...props
}: ComponentProps<typeof Slot.Root>) {
  const { controlId, descriptionId, messageId, invalid, shown } = useFormField();
  const describedBy = [shown.description ? descriptionId : null, shown.message ? messageId : null, extraDescribedBy]
    .filter(Boolean)
    .join(' ');
  const isInvalid = invalid || shown.message || (extraInvalid !== undefined && extraInvalid !== false);
  return (
    <Slot.Root
      data-slot="form-control"
      id={controlId}
      aria-describedby={describedBy === '' ? undefined : describedBy}
      aria-invalid={isInvalid ? true : undefined}
      {...props}
    />
  );
}

/** A hint under the control (the password rules, where the company code comes from...). */
export function FormDescription({ className, ...props }: ComponentProps<'p'>) {
  const { descriptionId, setShown } = useFormField();
  useLayoutEffect(() => {
    setShown('description', true);
    return () => setShown('description', false);
  }, [setShown]);
  return (
    <p
      data-slot="form-description"
      id={descriptionId}
      className={cn('text-xs text-muted-foreground', className)}
      {...props}
    />
  );
}

/**
 * The field's error, translated; without one, `children` (an error that is not the form's, such as
 * a failed company-code lookup). `title` adds a first, bold line ("Invalid Code").
 */
export function FormMessage({
  className,
  title,
  children,
  ...props
}: Omit<ComponentProps<'p'>, 'title'> & { title?: ReactNode }) {
  const { t } = useTranslation();
  const { error, messageId, setShown } = useFormField();
  const body: ReactNode = error?.message ? t(error.message) : children;
  const visible = body !== undefined && body !== null && body !== false && body !== '';
  useLayoutEffect(() => {
    setShown('message', visible);
    return () => setShown('message', false);
  }, [setShown, visible]);
  if (!visible) return null;
  const classes = cn('text-sm font-medium text-destructive', className);
  if (title) {
    return (
      <div data-slot="form-message" id={messageId} role="alert" className={classes}>
        <p className="font-semibold">{title}</p>
        <p {...props}>{body}</p>
      </div>
    );
  }
  return (
    <p data-slot="form-message" id={messageId} role="alert" className={classes} {...props}>
      {body}
    </p>
  );
}
