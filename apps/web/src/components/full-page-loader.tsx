import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/utils.ts';

/**
 * The full-page loading fallback: a large centred spinner with "Loading...".
 * It never suspends itself: it is the Suspense fallback while the translations load, so until
 * they have arrived it shows the spinner alone.
 */
export function FullPageLoader({ overlay = false }: { overlay?: boolean }) {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="full-page-loader"
      className={cn(
        'flex min-h-dvh w-full flex-col items-center justify-center gap-4 bg-background text-foreground',
        overlay && 'fixed inset-0 z-50 bg-background/80 backdrop-blur-sm',
      )}
    >
      <Spinner size="xl" className="text-primary" />
      {ready ? <p className="text-base font-medium text-muted-foreground">{t('common:loading')}</p> : null}
    </div>
  );
}
