import { useTranslation } from 'react-i18next';
import { useTabParam } from '@/lib/use-tab-param.ts';
import { Building2, Users } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { CountingNote } from './board-parts.tsx';
import { COMPANY_BOARD, DEPARTMENT_BOARD, LeaderboardBoard } from './leaderboard-board.tsx';

const TABS = ['departments', 'companies'] as const;

/**
 * /leaderboard (issue 10): tabs departments and companies, ranked by the average points their counted
 * members earned this month. Groups, never individuals; groups under MIN_GROUP_SIZE are not listed. The tab is kept
 * in the address (`?tab=companies`), so a link or a reload opens the same one.
 */
export function LeaderboardPage() {
  const { t } = useTranslation('leaderboard');
  useDocumentTitle(t('leaderboard:title'));
  const [tab, select] = useTabParam(TABS);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t('leaderboard:title')}</h1>
        <p className="text-pretty text-muted-foreground">{t('leaderboard:description')}</p>
      </div>
      <Tabs value={tab} onValueChange={select} className="gap-4">
        <TabsList aria-label={t('leaderboard:tabs.label')} className="w-full sm:w-fit">
          <TabsTrigger value="departments">
            <Users aria-hidden="true" />
            {t('leaderboard:tabs.departments')}
          </TabsTrigger>
          <TabsTrigger value="companies">
            <Building2 aria-hidden="true" />
            {t('leaderboard:tabs.companies')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="departments">
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>{t('leaderboard:departments.title')}</h2>
              </CardTitle>
              <CardDescription>{t('leaderboard:departments.description')}</CardDescription>
            </CardHeader>
            <CardContent>
              <LeaderboardBoard board={DEPARTMENT_BOARD} />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="companies">
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>{t('leaderboard:companies.title')}</h2>
              </CardTitle>
              <CardDescription>{t('leaderboard:companies.description')}</CardDescription>
            </CardHeader>
            <CardContent>
              <LeaderboardBoard board={COMPANY_BOARD} />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
      <CountingNote />
    </div>
  );
}
