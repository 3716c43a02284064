import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { MIN_GROUP_SIZE, type TCompanyLeaderboard, type TDepartmentLeaderboard } from '@openwell/contracts';
import { QueryState } from '@/components/query-state.tsx';
import { formatCivilDateRange } from '@/lib/date-format.ts';
import { useCompanyLeaderboard } from '../api/get-company-leaderboard.ts';
import { useDepartmentLeaderboard } from '../api/get-department-leaderboard.ts';
import { formatAveragePoints, formatEmployeeBand } from '../lib/leaderboard-format.ts';
import { BoardEmpty, BoardFacts, BoardSkeleton, HiddenGroupsNote } from './board-parts.tsx';
import { OwnFlag, RankCell, TableFrame } from './board-table.tsx';

type TBoardData = TDepartmentLeaderboard | TCompanyLeaderboard;

/** One row as the table shows it. */
interface TBoardRow {
  key: string;
  rank: number;
  own: boolean;
  name: string;
  /** An anonymised company ("Company 3"): its name in muted text. */
  anonymous: boolean;
  /** Members (a number) or employees (a band). */
  size: string;
  averagePoints: number;
}

/** The texts of one board, in full keys (ADR 005), for its data. */
interface TBoardTexts {
  participants: string;
  emptyTitle: string;
  emptyText: string;
  hidden: string;
  /** Groups withheld until the month ends (departments only): the note under the table. */
  withheld: string | null;
  caption: string;
  nameHeader: string;
  sizeHeader: string;
  own: string;
}

/** What makes the departments board and the companies board different: their data, texts and rows. */
export interface TBoardDefinition<TData extends TBoardData> {
  /** `departments` or `companies`: the test ids `<id>-skeleton` and `<id>-empty`. */
  id: 'departments' | 'companies';
  rowTestId: 'department-row' | 'company-row';
  useBoard: () => UseQueryResult<TData>;
  texts: (t: TFunction, data: TData, range: string) => TBoardTexts;
  rows: (t: TFunction, data: TData, language: string) => TBoardRow[];
}

/** The departments tab: departments of the user's company by average points this month, the own one flagged. */
export const DEPARTMENT_BOARD: TBoardDefinition<TDepartmentLeaderboard> = {
  id: 'departments',
  rowTestId: 'department-row',
  useBoard: useDepartmentLeaderboard,
  texts: (t, data, range) => ({
    participants:
      data.participants === null
        ? t('leaderboard:departments.participantsFew', { min: MIN_GROUP_SIZE })
        : t('leaderboard:departments.participants', { count: data.participants }),
    emptyTitle: t('leaderboard:departments.empty.title'),
    emptyText: data.withheldGroups
      ? t('leaderboard:departments.withheld')
      : t('leaderboard:departments.empty.text', { min: MIN_GROUP_SIZE }),
    hidden: t('leaderboard:departments.hidden', { min: MIN_GROUP_SIZE }),
    withheld: data.withheldGroups ? t('leaderboard:departments.withheld') : null,
    caption: t('leaderboard:departments.caption', { range }),
    nameHeader: t('leaderboard:departments.department'),
    sizeHeader: t('leaderboard:departments.members'),
    own: t('leaderboard:departments.own'),
  }),
  rows: (_t, data, language) =>
    data.rows.map((row) => ({
      key: row.departmentId,
      rank: row.rank,
      own: row.own,
      name: row.name,
      anonymous: false,
      size: new Intl.NumberFormat(language).format(row.memberCount),
      averagePoints: row.averagePoints,
    })),
};

/** The companies tab: the user's company by name, others anonymised unless named, employee count in bands. */
export const COMPANY_BOARD: TBoardDefinition<TCompanyLeaderboard> = {
  id: 'companies',
  rowTestId: 'company-row',
  useBoard: useCompanyLeaderboard,
  texts: (t, data, range) => ({
    participants:
      data.participants === null
        ? t('leaderboard:companies.participantsFew', { min: MIN_GROUP_SIZE })
        : t('leaderboard:companies.participants', { count: data.participants }),
    emptyTitle: t('leaderboard:companies.empty.title'),
    emptyText: t('leaderboard:companies.empty.text', { min: MIN_GROUP_SIZE }),
    hidden: t('leaderboard:companies.hidden', { min: MIN_GROUP_SIZE }),
    withheld: null,
    caption: t('leaderboard:companies.caption', { range }),
    nameHeader: t('leaderboard:companies.company'),
    sizeHeader: t('leaderboard:companies.employees'),
    own: t('leaderboard:companies.own'),
  }),
  // The own company and companies that chose to be named by name; every other one as "Company {n}".
  rows: (t, data, language) =>
    data.rows.map((row) => ({
      key: `${row.rank}-${row.label}`,
      rank: row.rank,
      own: row.own,
      name: row.name ?? t('leaderboard:companies.anonymous', { label: row.label }),
      anonymous: row.name === null,
      size: formatEmployeeBand(t, row.employeeBand, language),
      averagePoints: row.averagePoints,
    })),
};

/**
 * A leaderboard tab (DEPARTMENT_BOARD or COMPANY_BOARD): the period, who takes part and when it was computed, then
 * the groups by average points (or why there are none), and the notes on groups hidden or withheld for privacy.
 */
export function LeaderboardBoard<TData extends TBoardData>({ board }: { board: TBoardDefinition<TData> }) {
  const { t } = useTranslation(['leaderboard', 'errors']);
  const query = board.useBoard();
  return (
    <QueryState
      query={query}
      loading={<BoardSkeleton testId={`${board.id}-skeleton`} />}
      errorTitle={t('leaderboard:loadFailed')}
    >
      {(data) => <BoardContent board={board} data={data} />}
    </QueryState>
  );
}

function BoardContent<TData extends TBoardData>({ board, data }: { board: TBoardDefinition<TData>; data: TData }) {
  const { t, i18n } = useTranslation('leaderboard');
  const id = useId();
  const range = formatCivilDateRange(data.period.from, data.period.to, i18n.language);
  const texts = board.texts(t, data, range);
  const rows = board.rows(t, data, i18n.language);
  return (
    <div className="flex flex-col gap-4">
      <BoardFacts period={data.period} computedAt={data.computedAt} participants={texts.participants} />
      {rows.length === 0 ? (
        <BoardEmpty testId={`${board.id}-empty`} title={texts.emptyTitle} text={texts.emptyText} />
      ) : (
        <TableFrame captionId={`${id}-caption`}>
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption id={`${id}-caption`} className="sr-only">
              {texts.caption}
            </caption>
            <thead className="border-b text-xs text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="w-16 py-2 pr-3 font-medium">
                  {t('leaderboard:rank')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {texts.nameHeader}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {texts.sizeHeader}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t('leaderboard:averagePoints')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {rows.map((row) => (
                <tr
                  key={row.key}
                  data-testid={board.rowTestId}
                  data-own={row.own ? 'true' : undefined}
                  className={row.own ? 'bg-primary/5' : undefined}
                >
                  <RankCell rank={row.rank} />
                  <th scope="row" className="py-3 pr-3 font-medium">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className={row.anonymous ? 'text-muted-foreground' : 'break-words'}>{row.name}</span>
                      {row.own ? <OwnFlag>{texts.own}</OwnFlag> : null}
                    </span>
                  </th>
                  <td className="py-3 pr-3 text-right tabular-nums">{row.size}</td>
                  <td className="py-3 text-right font-semibold tabular-nums">
                    {formatAveragePoints(row.averagePoints, i18n.language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      {data.hiddenGroups ? <HiddenGroupsNote>{texts.hidden}</HiddenGroupsNote> : null}
      {texts.withheld && rows.length > 0 ? (
        <HiddenGroupsNote testId="withheld-groups">{texts.withheld}</HiddenGroupsNote>
      ) : null}
    </div>
  );
}
