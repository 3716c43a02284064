import type { ComponentProps } from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/utils.ts';

/**
 * A progress bar (role "progressbar" with aria-valuenow/min/max and a translated aria-valuetext
 * such as "40 %"). Give it a name: `aria-label={t('…')}` or `aria-labelledby`.
 * Without `value` it is indeterminate.
 */
export function Progress({
  className,
  value,
  max = 100,
  getValueLabel,
  ...props
}: ComponentProps<typeof ProgressPrimitive.Root>) {
  const { t } = useTranslation();
  const hasValue = typeof value === 'number' && Number.isFinite(value);
  const percent = hasValue && max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  const valueLabel =
    getValueLabel ??
    ((current: number, maximum: number) => t('ui:progress.value', { percent: Math.round((current / maximum) * 100) }));
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      value={hasValue ? value : null}
      max={max}
      getValueLabel={valueLabel}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn(
          'h-full w-full flex-1 bg-primary transition-transform',
          !hasValue && 'animate-pulse motion-reduce:animate-none',
        )}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
