import { useLayoutEffect, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { get, useFormState } from 'react-hook-form';
import { useFormField } from '@/components/ui/form.tsx';
import { cn } from '@/lib/utils.ts';
import { VALIDATION_KEYS } from '../lib/questionnaire-form.ts';

/**
 * Small parts the question fields share: the translated error of a field (with the question's bounds as values), an
 * error at a nested part (a complaint's severity, a child's age group), the text area, radio and checkbox rows.
 */

type TValues = Record<string, string | number>;

/** A message key of the form, translated with `values`; a key that is not one of ours shows "not valid". */
function useMessageText() {
  const { t } = useTranslation(['questionnaire', 'errors']);
  return (message: string | undefined, values: TValues = {}) => {
    if (!message) return null;
    const known = (Object.values(VALIDATION_KEYS) as string[]).includes(message);
    return t(known ? message : VALIDATION_KEYS.invalid, values);
  };
}

/**
 * The field's error inside a FormItem (FormControl's aria-describedby names it), like FormMessage but translated with
 * the question's values ({{min}}, {{max}}).
 */
export function FieldMessage({ values }: { values?: TValues }) {
  const text = useMessageText();
  const { error, messageId, setShown } = useFormField();
  const body = text(error?.message, values);
  const visible = body !== null;
  useLayoutEffect(() => {
    setShown('message', visible);
    return () => setShown('message', false);
  }, [setShown, visible]);
  if (!visible) return null;
  return (
    <p data-slot="form-message" id={messageId} role="alert" className="text-sm font-medium text-destructive">
      {body}
    </p>
  );
}

/** The error at a nested path of the form (`complaints.orthopedic.1.severity`), or null. */
export function useNestedError(path: string): string | undefined {
  const { errors } = useFormState({ name: path as never });
  const error = get(errors, path) as { message?: string } | undefined;
  return error?.message;
}

/** Focuses the element with this id once React has rendered it (a row just added, the add button after a removal). */
export function focusSoon(id: string): void {
  window.setTimeout(() => document.getElementById(id)?.focus(), 0);
}

/** Shows the error of a nested part with the id its control names in aria-describedby. */
export function NestedMessage({ id, message, values }: { id: string; message: string | undefined; values?: TValues }) {
  const text = useMessageText();
  const body = text(message, values);
  if (body === null) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {body}
    </p>
  );
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs md:text-sm',
        'outline-none placeholder:text-muted-foreground',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        'aria-invalid:border-destructive aria-invalid:ring-1 aria-invalid:ring-destructive',
        className,
      )}
      {...props}
    />
  );
}

/** "120 of 500 characters": how much is left of a text's length. */
export function CharacterCount({ id, length, max }: { id?: string; length: number; max: number }) {
  const { t } = useTranslation('questionnaire');
  return (
    <span id={id} className="text-xs text-muted-foreground tabular-nums">
      {t('questionnaire:field.characters', { length, max })}
    </span>
  );
}

/** A radio button with its label, in a bordered box (the whole box is the click target, focus shows around it). */
export function RadioOption({
  name,
  checked,
  onChange,
  children,
  invalid = false,
  compact = false,
  stacked = false,
  inputRef,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
  invalid?: boolean;
  compact?: boolean;
  /** From md on, the radio above its label (a scale's five options side by side). */
  stacked?: boolean;
  inputRef?: ((element: HTMLInputElement | null) => void) | undefined;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-md border border-input bg-background text-sm shadow-xs',
        compact ? 'h-10 min-w-10 justify-center px-2 tabular-nums' : 'min-h-10 px-3 py-2',
        stacked &&
          'hyphens-auto [overflow-wrap:anywhere] md:flex-col md:justify-start md:gap-1.5 md:px-1 md:text-center md:text-[13px] md:leading-snug',
        'hover:bg-muted',
        'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background',
        'has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:checked]:font-medium',
        invalid && 'border-destructive',
      )}
    >
      <input
        type="radio"
        ref={inputRef}
        name={name}
        checked={checked}
        onChange={onChange}
        className={cn('size-4 shrink-0 accent-[var(--primary)] outline-none', compact && 'sr-only')}
      />
      {children}
    </label>
  );
}

/** "Clear answer": radios cannot be unticked, and every question but the consent may stay unanswered. */
export function ClearAnswer({ onClear, label }: { onClear: () => void; label: string }) {
  const { t } = useTranslation('questionnaire');
  return (
    <button
      type="button"
      onClick={onClear}
      aria-label={t('questionnaire:field.clearNamed', { question: label })}
      className={cn(
        'self-start rounded-sm text-xs text-muted-foreground underline underline-offset-4 hover:text-foreground',
        'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
      )}
    >
      {t('questionnaire:field.clear')}
    </button>
  );
}
