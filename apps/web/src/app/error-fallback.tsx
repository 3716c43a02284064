import { AlertTriangle, Home, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';

/**
 * The render-error screen. "Try Again" calls `onReset`; "Go to Home" navigates
 * to / (the route boundary clears itself on navigation).
 */
export function ErrorFallback({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div role="alert" className="mx-auto flex w-full max-w-xl flex-col items-center gap-6 px-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <AlertTriangle aria-hidden="true" className="size-7" />
      </span>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('common:errorBoundary.title')}</h1>
        <p className="text-pretty text-muted-foreground">{t('common:errorBoundary.description')}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={onReset}>
          <RotateCcw aria-hidden="true" />
          {t('common:errorBoundary.tryAgain')}
        </Button>
        <Button variant="outline" onClick={() => void navigate('/')}>
          <Home aria-hidden="true" />
          {t('common:errorBoundary.goHome')}
        </Button>
      </div>
    </div>
  );
}
