import type { LucideIcon } from 'lucide-react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button } from '@/components/ui/button.tsx';
import { type TTheme, useTheme } from '@/lib/theme.tsx';
import { cn } from '@/lib/utils.ts';

const OPTIONS: ReadonlyArray<{ theme: TTheme; Icon: LucideIcon; label: (t: TFunction) => string }> = [
  { theme: 'light', Icon: Sun, label: (t) => t('common:theme.light') },
  { theme: 'dark', Icon: Moon, label: (t) => t('common:theme.dark') },
  { theme: 'system', Icon: Monitor, label: (t) => t('common:theme.system') },
];

/**
 * Light / dark / system as a group of three toggle buttons (Tab to reach, Enter or Space to
 * choose; `aria-pressed` tells which one is on).
 */
export function ThemeSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  return (
    <div
      role="group"
      aria-label={t('common:theme.label')}
      className={cn(
        'inline-flex items-center gap-0.5 rounded-md border border-input bg-background p-0.5 shadow-xs',
        className,
      )}
    >
      {OPTIONS.map(({ theme: option, Icon, label }) => {
        const active = theme === option;
        return (
          <Button
            key={option}
            variant="ghost"
            size="icon"
            aria-pressed={active}
            aria-label={label(t)}
            title={label(t)}
            onClick={() => setTheme(option)}
            className={cn(
              'size-7 rounded-sm text-muted-foreground focus-visible:ring-offset-0 sm:size-8',
              active && 'bg-accent text-accent-foreground',
            )}
          >
            <Icon aria-hidden="true" />
          </Button>
        );
      })}
    </div>
  );
}
