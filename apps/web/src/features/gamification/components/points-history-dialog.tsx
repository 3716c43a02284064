import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatCivilDate, formatDate } from '@/lib/date-format.ts';
import { usePointsHistory } from '../api/get-points-history.ts';
import { formatPoints, POINT_REASON_LABELS } from '../lib/gamification-format.ts';
import { CardError } from './card-frame.tsx';

/** How many of the latest ledger entries the dialog lists. */
const HISTORY_LIMIT = 30;

/** "Points history": the latest ledger entries (what for, which day, how many), asked for when opened. */
export function PointsHistoryDialog() {
  const { t } = useTranslation('gamification');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-auto gap-1.5 px-0 has-[>svg]:px-0">
          <History aria-hidden="true" />
          {t('gamification:history.open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('gamification:history.title')}</DialogTitle>
          <DialogDescription>{t('gamification:history.description', { count: HISTORY_LIMIT })}</DialogDescription>
        </DialogHeader>
        {open ? <HistoryList /> : null}
      </DialogContent>
    </Dialog>
  );
}

function HistoryList() {
  const { t, i18n } = useTranslation('gamification');
  const history = usePointsHistory(HISTORY_LIMIT);
  if (history.isPending) {
    return (
      <div className="flex flex-col gap-2" data-testid="history-skeleton">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-8 w-full" />
        ))}
      </div>
    );
  }
  if (history.isError) return <CardError error={history.error} onRetry={() => void history.refetch()} />;
  if (history.data.entries.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('gamification:history.empty')}</p>;
  }
  return (
    <ul className="flex flex-col divide-y" aria-label={t('gamification:history.title')}>
      {history.data.entries.map((entry) => (
        <li key={entry.id} className="flex items-center justify-between gap-4 py-2 text-sm" data-testid="history-entry">
          <span className="flex flex-col">
            <span className="font-medium">{POINT_REASON_LABELS[entry.reason](t)}</span>
            <span className="text-xs text-muted-foreground">
              {entry.date ? formatCivilDate(entry.date, i18n.language) : formatDate(entry.createdAt, i18n.language)}
            </span>
          </span>
          <span className={`font-semibold tabular-nums ${entry.amount < 0 ? 'text-destructive' : 'text-primary'}`}>
            {entry.amount > 0
              ? t('gamification:history.credit', { points: formatPoints(entry.amount, i18n.language) })
              : t('gamification:history.debit', { points: formatPoints(-entry.amount, i18n.language) })}
          </span>
        </li>
      ))}
    </ul>
  );
}
