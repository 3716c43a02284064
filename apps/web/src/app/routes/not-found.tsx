import { Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export default function NotFoundRoute() {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  useDocumentTitle(t('pages:notFound.title'));
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-6 px-4 py-20 text-center">
      <p className="font-mono text-sm font-semibold text-primary">{t('pages:notFound.eyebrow')}</p>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('pages:notFound.title')}</h1>
      <p className="text-pretty text-muted-foreground">{t('pages:notFound.description', { path: pathname })}</p>
      <Button asChild>
        <Link to="/">
          <Home aria-hidden="true" />
          {t('pages:notFound.home')}
        </Link>
      </Button>
    </div>
  );
}
