import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRight, Download, FileText } from 'lucide-react';
import type { TQuestionnaireSubmissionSummary } from '@openwell/contracts';
import { QueryError } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { formatCivilDate, formatTime } from '@/lib/date-format.ts';
import { useQuestionnaireSubmission, useQuestionnaireSubmissions } from '../api/questionnaire-queries.ts';
import { downloadAnswers } from '../lib/answers-export.ts';
import { AnswersSummary } from './answers-summary.tsx';

/**
 * Every completed version, newest first (the date of completion, and the time when a day has more than one); opening
 * one shows its answers read only, with a download of that version.
 */
export function QuestionnaireHistory() {
  const { t } = useTranslation(['healthProfile', 'errors']);
  const submissions = useQuestionnaireSubmissions();
  const { i18n } = useTranslation();
  const [open, setOpen] = useState<{ entry: TQuestionnaireSubmissionSummary; date: string } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  let body;
  if (submissions.isPending) {
    body = (
      <div className="flex flex-col gap-2" data-testid="history-skeleton">
        {Array.from({ length: 2 }, (_, index) => (
          <Skeleton key={index} className="h-12 w-full" />
        ))}
      </div>
    );
  } else if (submissions.isError) {
    body = (
      <QueryError
        title={t('healthProfile:history.loadFailed')}
        error={submissions.error}
        onRetry={() => void submissions.refetch()}
      />
    );
  } else if (submissions.data.submissions.length === 0) {
    body = <p className="text-sm text-muted-foreground">{t('healthProfile:history.empty')}</p>;
  } else {
    const list = submissions.data.submissions;
    const days = list.map((entry) => entry.completedOn);
    body = (
      <ul className="flex flex-col divide-y rounded-xl border" data-testid="history-list">
        {list.map((entry, index) => {
          // The time too when a day has more than one version.
          const withTime = days.filter((day) => day === entry.completedOn).length > 1;
          const date = versionDate(entry, withTime, i18n.language);
          return (
            <li key={entry.id}>
              <VersionButton
                date={date}
                latest={index === 0}
                onOpen={() => {
                  setOpen({ entry, date });
                  setDialogOpen(true);
                }}
              />
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby="questionnaire-history-title" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="questionnaire-history-title" className="text-xl font-semibold tracking-tight">
          {t('healthProfile:history.title')}
        </h2>
        <p className="text-sm text-pretty text-muted-foreground">{t('healthProfile:history.description')}</p>
      </div>
      {body}
      {open ? (
        <VersionDialog entry={open.entry} date={open.date} open={dialogOpen} onOpenChange={setDialogOpen} />
      ) : null}
    </section>
  );
}

function versionDate(entry: TQuestionnaireSubmissionSummary, withTime: boolean, language: string): string {
  const day = formatCivilDate(entry.completedOn, language);
  return withTime ? `${day}, ${formatTime(entry.completedAt, language)}` : day;
}

function VersionButton({ date, latest, onOpen }: { date: string; latest: boolean; onOpen: () => void }) {
  const { t } = useTranslation('healthProfile');
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full items-center gap-3 rounded-xl p-3 text-left text-sm outline-none hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring"
    >
      <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <span className="flex flex-1 flex-wrap items-center gap-2">
        <span className="font-medium">{date}</span>
        {latest ? (
          <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
            {t('healthProfile:history.latest')}
          </span>
        ) : null}
      </span>
      {/* Part of the button's name on every screen (the name is what it shows: WCAG 2.5.3), seen from sm up. */}
      <span className="sr-only text-muted-foreground sm:not-sr-only">{t('healthProfile:history.show')}</span>
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
    </button>
  );
}

/** One version's answers in a dialog (read only), loaded when opened. */
function VersionDialog({
  entry,
  date,
  open,
  onOpenChange,
}: {
  entry: TQuestionnaireSubmissionSummary;
  date: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation(['healthProfile', 'questionnaireItems', 'errors']);
  const submission = useQuestionnaireSubmission(entry.id);
  const data = submission.data;

  const download = () => {
    if (!data) return;
    downloadAnswers(t, data.answers, data.completedOn, i18n.language).catch(() =>
      toast.error(t('healthProfile:overview.downloadFailed')),
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('healthProfile:history.dialogTitle', { date })}</DialogTitle>
          <DialogDescription>{t('healthProfile:history.dialogDescription')}</DialogDescription>
        </DialogHeader>
        {submission.isPending ? (
          <div className="flex flex-col gap-2" data-testid="version-skeleton">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-10 w-full" />
            ))}
          </div>
        ) : submission.isError ? (
          <QueryError
            title={t('healthProfile:history.answersLoadFailed')}
            error={submission.error}
            onRetry={() => void submission.refetch()}
          />
        ) : (
          <AnswersSummary answers={submission.data.answers} />
        )}
        {data ? (
          <DialogFooter>
            <Button variant="outline" onClick={download}>
              <Download aria-hidden="true" />
              {t('healthProfile:history.download')}
            </Button>
          </DialogFooter>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
