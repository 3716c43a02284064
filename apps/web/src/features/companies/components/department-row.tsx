import { useState } from 'react';
import { GitMerge, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MIN_GROUP_SIZE, type TDepartmentSummary } from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import { DeleteDepartmentDialog } from './delete-department-dialog.tsx';
import { MergeDepartmentDialog } from './merge-department-dialog.tsx';
import { RenameDepartmentDialog } from './rename-department-dialog.tsx';

type TDialog = 'rename' | 'merge' | 'delete' | null;

/** "Fewer than 5 members" for a null count (the server sends no number under 5), else "12 members". */
export function MemberCount({ count }: { count: number | null }) {
  const { t } = useTranslation('companies');
  return (
    <span data-testid="member-count">
      {count === null
        ? t('companies:departments.fewerThan', { min: MIN_GROUP_SIZE })
        : t('companies:departments.members', { count })}
    </span>
  );
}

/** One department: its name, its member count, and rename / merge / delete, each in its own dialog. */
export function DepartmentRow({
  companyId,
  department,
  others,
  onGone,
}: {
  companyId: string;
  department: TDepartmentSummary;
  /** The company's other departments (merge targets). */
  others: TDepartmentSummary[];
  /** Called when this department is gone (merged or deleted), to put the focus somewhere that stays. */
  onGone: () => void;
}) {
  const { t } = useTranslation('companies');
  const [dialog, setDialog] = useState<TDialog>(null);
  const openChange = (which: Exclude<TDialog, null>) => (open: boolean) =>
    setDialog((current) => (open ? which : current === which ? null : current));
  const { name } = department;

  return (
    <li data-testid="department-row" className="flex items-center gap-2 p-3 sm:gap-4">
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium break-words">{name}</span>
        <span className="text-sm text-muted-foreground">
          <MemberCount count={department.memberCount} />
        </span>
      </div>
      {/* On a phone the actions are icons (each named by its aria-label); the words join them from sm up. */}
      <div className="flex shrink-0 gap-1">
        <RenameDepartmentDialog
          companyId={companyId}
          department={department}
          open={dialog === 'rename'}
          onOpenChange={openChange('rename')}
          trigger={
            <Button type="button" variant="ghost" size="sm" aria-label={t('companies:departments.renameFor', { name })}>
              <Pencil aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t('companies:departments.rename')}</span>
            </Button>
          }
        />
        {others.length > 0 ? (
          <MergeDepartmentDialog
            companyId={companyId}
            department={department}
            others={others}
            open={dialog === 'merge'}
            onOpenChange={openChange('merge')}
            onGone={onGone}
            trigger={
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={t('companies:departments.mergeFor', { name })}
              >
                <GitMerge aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">{t('companies:departments.merge')}</span>
              </Button>
            }
          />
        ) : null}
        <DeleteDepartmentDialog
          companyId={companyId}
          department={department}
          canMerge={others.length > 0}
          open={dialog === 'delete'}
          onOpenChange={openChange('delete')}
          onMergeInstead={() => setDialog('merge')}
          onGone={onGone}
          trigger={
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="text-destructive hover:text-destructive"
              aria-label={t('companies:departments.deleteFor', { name })}
            >
              <Trash2 aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t('companies:departments.delete')}</span>
            </Button>
          }
        />
      </div>
    </li>
  );
}
