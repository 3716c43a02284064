import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { MIN_GROUP_SIZE, type TCompanyLeaderboard, type TCompanyRanking } from '@openwell/contracts';
import { formatCivilDateRange } from '@/lib/date-format.ts';
import { useCompanyLeaderboard } from '../api/get-company-leaderboard.ts';
import { formatAveragePoints, formatEmployeeBand } from '../lib/leaderboard-format.ts';
import { BoardEmpty, BoardError, BoardFacts, BoardSkeleton, HiddenGroupsNote } from './board-parts.tsx';
import { OwnFlag, RankCell, TableFrame } from './board-table.tsx';

/** The companies tab: the user's company by name, others anonymised unless named, employee count in bands. */
export function CompanyBoard() {
  const { t } = useTranslation('leaderboard');
  const board = useCompanyLeaderboard();
  if (board.isPending) return <BoardSkeleton testId="companies-skeleton" />;
  if (board.isError) return <BoardError error={board.error} onRetry={() => void board.refetch()} />;
  const data = board.data;
  return (
    <div className="flex flex-col gap-4">
      <BoardFacts
        period={data.period}
        computedAt={data.computedAt}
        participants={
          data.participants === null
            ? t('leaderboard:companies.participantsFew', { min: MIN_GROUP_SIZE })
            : t('leaderboard:companies.participants', { count: data.participants })
        }
      />
      {data.rows.length === 0 ? (
        <BoardEmpty
          testId="companies-empty"
          title={t('leaderboard:companies.empty.title')}
          text={t('leaderboard:companies.empty.text', { min: MIN_GROUP_SIZE })}
        />
      ) : (
        <CompanyTable data={data} />
      )}
      {data.hiddenGroups ? (
        <HiddenGroupsNote>{t('leaderboard:companies.hidden', { min: MIN_GROUP_SIZE })}</HiddenGroupsNote>
      ) : null}
    </div>
  );
}

/** The own company and companies that chose to be named by name; every other one as "Company {n}". */
function companyName(t: TFunction, row: TCompanyRanking): string {
  return row.name ?? t('leaderboard:companies.anonymous', { label: row.label });
}

function CompanyTable({ data }: { data: TCompanyLeaderboard }) {
  const { t, i18n } = useTranslation('leaderboard');
  const id = useId();
  const range = formatCivilDateRange(data.period.from, data.period.to, i18n.language);
  return (
    <TableFrame captionId={`${id}-caption`}>
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption id={`${id}-caption`} className="sr-only">
          {t('leaderboard:companies.caption', { range })}
        </caption>
        <thead className="border-b text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="w-16 py-2 pr-3 font-medium">
              {t('leaderboard:rank')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('leaderboard:companies.company')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {t('leaderboard:companies.employees')}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t('leaderboard:averagePoints')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {data.rows.map((row) => (
            <tr
              key={`${row.rank}-${row.label}`}
              data-testid="company-row"
              data-own={row.own ? 'true' : undefined}
              className={row.own ? 'bg-primary/5' : undefined}
            >
              <RankCell rank={row.rank} />
              <th scope="row" className="py-3 pr-3 font-medium">
                <span className="flex flex-wrap items-center gap-2">
                  <span className={row.name === null ? 'text-muted-foreground' : 'break-words'}>
                    {companyName(t, row)}
                  </span>
                  {row.own ? <OwnFlag>{t('leaderboard:companies.own')}</OwnFlag> : null}
                </span>
              </th>
              <td className="py-3 pr-3 text-right tabular-nums">
                {formatEmployeeBand(t, row.employeeBand, i18n.language)}
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
