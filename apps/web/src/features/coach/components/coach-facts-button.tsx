import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCw, ScanEye } from 'lucide-react';
import { Button, type TButtonSize, type TButtonVariant } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { cn } from '@/lib/utils.ts';
import { useCoachFacts } from '../api/coach-queries.ts';
import { isConsentRequired, useAiConsent, useRefreshConsentOn } from '../hooks/use-ai-consent.ts';
import { WRAPPING_BUTTON } from '../lib/wrapping-button.ts';
import { AiConsentRequired } from './ai-consent-required.tsx';
import { CoachFactsList } from './coach-facts-list.tsx';

export interface CoachFactsButtonProps {
  /** The trigger's look (default outline, small). */
  variant?: TButtonVariant;
  size?: TButtonSize;
  className?: string;
}

/**
 * "What the coach knows about you" (issue 13): a button opening a dialog with exactly the facts an engine receives
 * (GET /api/coach/facts), in words. The facts are asked for only when the dialog opens and only with the AI tips
 * consent; without it the dialog says how to turn it on.
 */
export function CoachFactsButton({ variant = 'outline', size = 'sm', className }: CoachFactsButtonProps) {
  const { t } = useTranslation('coach');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant} size={size} className={cn(WRAPPING_BUTTON, className)}>
          <ScanEye aria-hidden="true" />
          {t('coach:facts.open')}
        </Button>
      </DialogTrigger>
      <DialogContent data-testid="coach-facts-dialog" className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('coach:facts.title')}</DialogTitle>
          <DialogDescription>{t('coach:facts.description')}</DialogDescription>
        </DialogHeader>
        {open ? <FactsBody /> : null}
      </DialogContent>
    </Dialog>
  );
}

function FactsBody() {
  const { t } = useTranslation(['coach', 'errors']);
  const consent = useAiConsent();
  const facts = useCoachFacts({ enabled: consent.status === 'granted' });
  useRefreshConsentOn(facts.error);

  if (consent.status === 'missing' || isConsentRequired(facts.error)) return <AiConsentRequired feature="coach" />;
  const error = consent.status === 'error' ? consent.me.error : facts.isError ? facts.error : null;
  if (error) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p className="text-sm font-medium">{t('coach:facts.loadFailed')}</p>
        <p className="text-sm text-muted-foreground">{errorMessage(t, error)}</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void (consent.status === 'error' ? consent.me.refetch() : facts.refetch())}
        >
          <RotateCw aria-hidden="true" />
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }
  if (!facts.data) {
    return (
      <div className="flex flex-col gap-2" data-testid="coach-facts-skeleton">
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  return <CoachFactsList facts={facts.data} />;
}
