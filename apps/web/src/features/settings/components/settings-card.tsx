import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@openwell/i18n';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { ThemeSwitcher } from './theme-switcher.tsx';

/**
 * Settings: language (en, de, nl, fr, it; kept in `i18nextLng`, and on the profile
 * through `onLanguageChange` when signed in) and theme (dark, light, system; kept in `vite-ui-theme`).
 */
export function SettingsCard({
  onLanguageChange,
  languageNote,
}: {
  onLanguageChange?: (language: TLanguage) => void;
  languageNote?: string;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="leading-snug">
          <h2>{t('common:settings.title')}</h2>
        </CardTitle>
        <CardDescription>{t('common:settings.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-1.5">
          <LanguageSwitcher showLabel onChange={onLanguageChange} className="flex-wrap justify-between" />
          {languageNote ? <p className="text-xs text-muted-foreground">{languageNote}</p> : null}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-sm font-medium">{t('common:theme.label')}</span>
          <ThemeSwitcher />
        </div>
      </CardContent>
    </Card>
  );
}
