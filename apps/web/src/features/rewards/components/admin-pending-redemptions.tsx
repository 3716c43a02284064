import { ArrowRight, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { localizedText, MIN_GROUP_SIZE, type TPendingRedemptions } from '@openwell/contracts';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { formatDate } from '@/lib/date-format.ts';
import { useZodForm } from '@/lib/forms.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { usePendingRedemptions } from '../api/admin-redemption-figures.ts';
import { REDEMPTION_CODE_MESSAGES, ZRedemptionCodeFormSchema } from '../lib/admin-reward-forms.ts';
import { redemptionPath } from '../lib/admin-reward-paths.ts';
import { monthLabel } from '../lib/redemption-months.ts';
import { AdminFiguresRule } from './admin-figures-rule.tsx';
import { AdminEmptyState, AdminListSkeleton } from './admin-rewards-states.tsx';

/** "Enter a code": the code an employee shows (typed with or without dashes), checked, then its page opens. */
export function AdminRedemptionCodeForm() {
  const { t } = useTranslation('rewardsAdmin');
  const navigate = useNavigate();
  const form = useZodForm(ZRedemptionCodeFormSchema, {
    messages: REDEMPTION_CODE_MESSAGES,
    defaultValues: { code: '' },
  });
  const open = ({ code }: z.output<typeof ZRedemptionCodeFormSchema>) => void navigate(redemptionPath(code));
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="leading-snug">
          <h3>{t('rewardsAdmin:pending.codeTitle')}</h3>
        </CardTitle>
        <CardDescription>{t('rewardsAdmin:pending.codeDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form noValidate onSubmit={(event) => void form.handleSubmit(open)(event)}>
            <FormField
              control={form.control}
              name="code"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('rewardsAdmin:pending.codeLabel')}</FormLabel>
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <FormControl>
                      <Input
                        autoComplete="off"
                        autoCapitalize="characters"
                        spellCheck={false}
                        className="font-mono uppercase"
                        {...field}
                      />
                    </FormControl>
                    <Button type="submit" className="shrink-0">
                      {t('rewardsAdmin:pending.open')}
                      <ArrowRight aria-hidden="true" />
                    </Button>
                  </div>
                  <FormDescription>{t('rewardsAdmin:pending.codeHint')}</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}

/** The rewards and months with fewer than 5 codes waiting: named, never counted nor listed (the figures' rule). */
function FewerCodes({ groups }: { groups: TPendingRedemptions['fewer'] }) {
  const { t, i18n } = useTranslation('rewardsAdmin');
  const language = currentLanguage(i18n);
  return (
    <section data-testid="pending-fewer" aria-labelledby="pending-fewer-title" className="flex flex-col gap-2">
      <h3 id="pending-fewer-title" className="text-sm font-medium">
        {t('rewardsAdmin:pending.fewerTitle', { min: MIN_GROUP_SIZE })}
      </h3>
      <ul className="flex flex-col divide-y rounded-lg border text-sm">
        {groups.map((group) => (
          <li
            key={`${group.rewardId}-${group.month}`}
            data-testid="pending-fewer-row"
            className="flex flex-wrap justify-between gap-x-3 px-3 py-2"
          >
            <span className="font-medium break-words">{localizedText(group.title, language)}</span>
            <span className="text-muted-foreground">
              {t('rewardsAdmin:pending.fewerMonth', { month: monthLabel(group.month, language) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** How many codes the list counts, and whether groups under 5 are left out of it. */
function pendingTotal(t: TFunction, { pending: codes, total, fewer }: TPendingRedemptions): string {
  if (total === 0) return t('rewardsAdmin:pending.totalNoneListed', { min: MIN_GROUP_SIZE });
  const shown = codes.length < total;
  if (fewer.length === 0) {
    return shown
      ? t('rewardsAdmin:pending.totalShown', { count: total, shown: codes.length })
      : t('rewardsAdmin:pending.total', { count: total });
  }
  return shown
    ? t('rewardsAdmin:pending.totalShownLeftOut', { count: total, shown: codes.length, min: MIN_GROUP_SIZE })
    : t('rewardsAdmin:pending.totalLeftOut', { count: total, min: MIN_GROUP_SIZE });
}

/**
 * Codes waiting to be handed over, oldest first: reward, redeemed on, valid until and the end of the code (never who
 * redeemed it; the employee shows the full code or its QR code). A reward's codes of one month are listed and counted
 * only when there are at least 5 of them, as the figures count them; smaller groups are named below (issue 24).
 */
export function AdminPendingRedemptions({ companyId }: { companyId: string }) {
  const { t, i18n } = useTranslation(['rewardsAdmin', 'errors']);
  const language = currentLanguage(i18n);
  const pending = usePendingRedemptions(companyId);

  const body = (
    <QueryState
      query={pending}
      loading={<AdminListSkeleton label={t('rewardsAdmin:pending.loading')} />}
      isEmpty={(data) => data.total === 0 && data.fewer.length === 0}
      empty={
        <AdminEmptyState
          icon={<Inbox aria-hidden="true" className="size-10 text-muted-foreground" />}
          title={t('rewardsAdmin:pending.emptyTitle')}
          description={t('rewardsAdmin:pending.emptyDescription')}
        />
      }
    >
      {(data) => (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground" data-testid="pending-total">
            {pendingTotal(t, data)}
          </p>
          {data.pending.length > 0 ? (
            <div className="overflow-x-auto rounded-lg border">
              <table className="w-full text-sm">
                <caption className="sr-only">{t('rewardsAdmin:pending.caption')}</caption>
                <thead className="bg-muted/50 text-left text-muted-foreground">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t('rewardsAdmin:pending.reward')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t('rewardsAdmin:pending.code')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t('rewardsAdmin:pending.redeemedOn')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t('rewardsAdmin:pending.validUntil')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.pending.map((code, index) => (
                    <tr key={`${code.codeEnd}-${index}`} data-testid="pending-row" className="border-t">
                      <td className="px-3 py-2 font-medium break-words">{localizedText(code.title, language)}</td>
                      <td className="px-3 py-2 font-mono whitespace-nowrap">
                        <span aria-hidden="true">…</span>
                        <span className="sr-only">{t('rewardsAdmin:pending.endingIn')} </span>
                        {code.codeEnd}
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">{formatDate(code.redeemedAt, language)}</td>
                      <td className="px-3 py-2 whitespace-nowrap">{formatDate(code.expiresAt, language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {data.fewer.length > 0 ? <FewerCodes groups={data.fewer} /> : null}
        </div>
      )}
    </QueryState>
  );
  return (
    <div className="flex flex-col gap-4">
      <AdminRedemptionCodeForm />
      <AdminFiguresRule />
      {body}
    </div>
  );
}
