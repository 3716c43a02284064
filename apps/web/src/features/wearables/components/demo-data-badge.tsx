import { useTranslation } from 'react-i18next';
import { FlaskConical } from 'lucide-react';
import { cn } from '@/lib/utils.ts';

/** "Demo data": wherever generated values show (issue 9, demo mode). */
export function DemoDataBadge({ className }: { className?: string }) {
  const { t } = useTranslation('wearables');
  return (
    <span
      data-testid="demo-data-badge"
      className={cn(
        'inline-flex w-fit items-center gap-1 rounded-full border border-warning/50 bg-warning/10 px-2 py-0.5 text-xs font-medium text-foreground',
        className,
      )}
    >
      <FlaskConical aria-hidden="true" className="size-3.5 text-warning" />
      {t('wearables:demo.badge')}
    </span>
  );
}
