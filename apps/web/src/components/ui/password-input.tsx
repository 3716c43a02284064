import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/utils.ts';
import { Input } from './input.tsx';

/**
 * A password input with a "show password" toggle beside it. Takes the props of `<Input>` (label, error state and
 * the form field's props go to the input itself, so it works inside `<FormControl>`). The toggle is a button with a
 * pressed state ("Show password", on or off), reached with Tab right after the field.
 */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation('ui');
  const [shown, setShown] = useState(false);
  const Icon = shown ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input {...props} type={shown ? 'text' : 'password'} className={cn('pr-11', className)} />
      <button
        type="button"
        aria-label={t('ui:password.show')}
        aria-pressed={shown}
        aria-controls={props.id}
        disabled={props.disabled}
        onClick={() => setShown((current) => !current)}
        className={cn(
          'absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground',
          'outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50',
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
