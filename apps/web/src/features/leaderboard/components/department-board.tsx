import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_GROUP_SIZE, type TDepartmentLeaderboard } from '@openwell/contracts';
import { formatCivilDateRange } from '@/lib/date-format.ts';
import { useDepartmentLeaderboard } from '../api/get-department-leaderboard.ts';
import { formatAveragePoints } from '../lib/leaderboard-format.ts';
import { BoardEmpty, BoardError, BoardFacts, BoardSkeleton, HiddenGroupsNote } from './board-parts.tsx';
import { OwnFlag, RankCell, TableFrame } from './board-table.tsx';

/** The departments tab: departments of the user's company by average points this month, the own one flagged. */
export function DepartmentBoard() {
  const { t } = useTranslation('leaderboard');
  const board = useDepartmentLeaderboard();
  if (board.isPending) return <BoardSkeleton testId="departments-skeleton" />;
  if (board.isError) return <BoardError error={board.error} onRetry={() => void board.refetch()} />;
  const data = board.data;
  return (
    <div className="flex flex-col gap-4">
      <BoardFacts
        period={data.period}
        computedAt={data.computedAt}
        participants={
          data.participants === null
            ? t('leaderboard:departments.participantsFew', { min: MIN_GROUP_SIZE })
            : t('leaderboard:departments.participants', { count: data.participants })
        }
      />
      {data.rows.length === 0 ? (
        <BoardEmpty
          testId="departments-empty"
          title={t('leaderboard:departments.empty.title')}
          text={
            data.withheldGroups
              ? t('leaderboard:departments.withheld')
              : t('leaderboard:departments.empty.text', { min: MIN_GROUP_SIZE })
          }
        />
      ) : (
        <DepartmentTable data={data} />
      )}
      {data.hiddenGroups ? (
        <HiddenGroupsNote>{t('leaderboard:departments.hidden', { min: MIN_GROUP_SIZE })}</HiddenGroupsNote>
      ) : null}
      {data.withheldGroups && data.rows.length > 0 ? (
        <HiddenGroupsNote testId="withheld-groups">{t('leaderboard:departments.withheld')}</HiddenGroupsNote>
      ) : null}
    </div>
  );
}

function DepartmentTable({ data }: { data: TDepartmentLeaderboard }) {
  const { t, i18n } = useTranslation('leaderboard');
  const id = useId();
  const range = formatCivilDateRange(data.period.from, data.period.to, i18n.language);
  return (
    <TableFrame captionId={`${id}-caption`}>
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption id={`${id}-caption`} className="sr-only">
          {t('leaderboard:departments.caption', { range })}
        </caption>
        <thead className="border-b text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="w-16 py-2 pr-3 font-medium">
              {t('leaderboard:rank')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('leaderboard:departments.department')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {t('leaderboard:departments.members')}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t('leaderboard:averagePoints')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {data.rows.map((row) => (
            <tr
              key={row.departmentId}
              data-testid="department-row"
              data-own={row.own ? 'true' : undefined}
              className={row.own ? 'bg-primary/5' : undefined}
            >
              <RankCell rank={row.rank} />
              <th scope="row" className="py-3 pr-3 font-medium">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="break-words">{row.name}</span>
                  {row.own ? <OwnFlag>{t('leaderboard:departments.own')}</OwnFlag> : null}
                </span>
              </th>
              <td className="py-3 pr-3 text-right tabular-nums">
                {new Intl.NumberFormat(i18n.language).format(row.memberCount)}
              </td>
              <td className="py-3 text-right font-semibold tabular-nums">
                {formatAveragePoints(row.averagePoints, i18n.language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
