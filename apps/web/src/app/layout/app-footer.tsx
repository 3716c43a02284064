import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const linkClass =
  'rounded-sm underline-offset-4 hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t bg-muted/30">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>{t('common:footer.tagline')}</p>
        <nav aria-label={t('common:footer.legal')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <Link to="/privacy-policy" className={linkClass}>
                {t('common:footer.privacyPolicy')}
              </Link>
            </li>
            <li>
              <Link to="/terms-of-service" className={linkClass}>
                {t('common:footer.termsOfService')}
              </Link>
            </li>
            <li>
              <Link to="/cookie-policy" className={linkClass}>
                {t('common:footer.cookiePolicy')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
