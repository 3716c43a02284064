import type { Ref } from 'react';
import { LANGUAGES, type TLanguage, isLanguage } from '@openwell/i18n';
import { FormControl } from '@/components/ui/form.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { languageAutonym } from './language-switcher.tsx';

/**
 * A form's language field (inside a FormItem, spread react-hook-form's `field` on it): the five languages, each named in
 * itself. Used where a language is data (the sign-up's, a company's default), not the interface's own choice.
 */
export function LanguageSelect({
  value,
  onChange,
  onBlur,
  ref,
}: {
  value: TLanguage;
  onChange: (language: TLanguage) => void;
  onBlur: () => void;
  ref: Ref<HTMLButtonElement>;
}) {
  return (
    <Select
      value={value}
      onValueChange={(language) => {
        if (isLanguage(language)) onChange(language);
      }}
    >
      <FormControl>
        <SelectTrigger ref={ref} onBlur={onBlur} className="w-full">
          <SelectValue />
        </SelectTrigger>
      </FormControl>
      <SelectContent>
        {LANGUAGES.map((language) => (
          <SelectItem key={language} value={language} lang={language}>
            {languageAutonym(language)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
