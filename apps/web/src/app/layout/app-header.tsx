import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher, ThemeSwitcher } from '@/features/settings/index.ts';
import { AccountMenu } from './account-menu.tsx';
import { AppLogo } from './app-logo.tsx';

export function AppHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-14 w-full max-w-6xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md font-semibold tracking-tight focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <AppLogo className="size-7" />
          {/* On very narrow screens the mark alone stands for the name (still read out). */}
          <span className="sr-only text-lg min-[420px]:not-sr-only">{t('common:app.name')}</span>
        </Link>
        <div className="flex items-center gap-1 sm:gap-2">
          <nav aria-label={t('common:nav.settings')} className="flex items-center gap-1 sm:gap-2">
            <LanguageSwitcher />
            <ThemeSwitcher />
          </nav>
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
