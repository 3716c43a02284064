import { useId } from 'react';
import { ChevronDown, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type TLanguage, isLanguage } from '@openwell/i18n';
import { currentLanguage } from '@/lib/i18n.ts';
import { cn } from '@/lib/utils.ts';

/**
 * Each language named in itself, as the browser's own data names it (`Intl.DisplayNames`), written
 * out: building the display names costs the first page some 30 ms of main thread, and a fixed text
 * cannot differ between the prerendering (Node) and the browser.
 */
const AUTONYMS: Readonly<Record<TLanguage, string>> = {
  en: 'English',
  de: 'Deutsch',
  nl: 'Nederlands',
  fr: 'Français',
  it: 'Italiano',
};

export function languageAutonym(language: TLanguage): string {
  return AUTONYMS[language];
}

/**
 * Interface language choice: a native select, so keyboard, screen reader and touch behaviour are
 * the platform's own. i18next stores the choice under `i18nextLng`; `onChange` can store it
 * elsewhere too (the profile, when signed in).
 */
export function LanguageSwitcher({
  className,
  showLabel = false,
  onChange,
}: {
  className?: string;
  showLabel?: boolean;
  /** Called after the interface switched, e.g. to store the choice on the profile. */
  onChange?: (language: TLanguage) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const value = currentLanguage(i18n);
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className={cn(showLabel ? 'text-sm font-medium' : 'sr-only')}>
        {t('common:language.label')}
      </label>
      <div className="relative">
        <Languages
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-2.5 hidden size-4 -translate-y-1/2 text-muted-foreground sm:block"
        />
        <select
          id={id}
          value={value}
          onChange={(event) => {
            const next = event.target.value;
            if (!isLanguage(next)) return;
            void i18n.changeLanguage(next).then(() => onChange?.(next));
          }}
          className={cn(
            'h-9 cursor-pointer appearance-none rounded-md border border-input bg-background py-1 pr-7 pl-2.5 text-sm text-foreground shadow-xs sm:pl-8',
            'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none',
          )}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {languageAutonym(language)}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    </div>
  );
}
