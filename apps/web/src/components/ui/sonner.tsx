import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster, toast, type ToasterProps as SonnerToasterProps } from 'sonner';
import { CircleCheckIcon, InfoIcon, OctagonXIcon, TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner.tsx';

export { toast };

export type TToasterTheme = 'light' | 'dark' | 'system';

export interface ToasterProps extends Omit<SonnerToasterProps, 'theme'> {
  /** The theme chosen in the ThemeProvider; "system" follows the operating system. */
  theme: TToasterTheme;
}

/**
 * The app's one toast region: bottom-right, library defaults for count (3) and duration (4000 ms),
 * colours from the design tokens, translated region and close-button names. Mount it once.
 */
export function Toaster({ theme, toastOptions, style, ...props }: ToasterProps) {
  const { t } = useTranslation();
  return (
    <SonnerToaster
      theme={theme}
      position="bottom-right"
      className="toaster group"
      containerAriaLabel={t('ui:toast.region')}
      icons={{
        success: <CircleCheckIcon aria-hidden="true" className="size-4 text-success" />,
        info: <InfoIcon aria-hidden="true" className="size-4 text-primary" />,
        warning: <TriangleAlertIcon aria-hidden="true" className="size-4 text-warning" />,
        error: <OctagonXIcon aria-hidden="true" className="size-4 text-destructive" />,
        loading: <Spinner size="sm" />,
      }}
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          '--border-radius': 'var(--radius)',
          ...style,
        } as CSSProperties
      }
      toastOptions={{
        closeButtonAriaLabel: t('ui:toast.close'),
        ...toastOptions,
        classNames: {
          toast: 'font-sans shadow-lg',
          description: 'text-muted-foreground!',
          actionButton: 'bg-primary! text-primary-foreground!',
          cancelButton: 'bg-muted! text-foreground!',
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}
