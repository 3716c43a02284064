import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { HeartPulse } from 'lucide-react';
import { HEALTH_SCORE_CATEGORIES } from '@openwell/contracts';
import { RULES, type TScale } from '@openwell/gamification';
import { CATEGORY_LABELS } from '../lib/health-basis.ts';
import { HowSection, RulesTable } from './how-section.tsx';
import { ScaleTable } from './scale-table.tsx';

const HS = RULES.healthScore;

/** The age groups of the sleep scales, read from their names in RULES (`nightly18to25`, `nightlyFrom65`). */
type TAgeScale = { from: number; to: number | null; scale: TScale };

function sleepScales(): TAgeScale[] {
  return Object.entries(HS.sleep).flatMap(([name, scale]): TAgeScale[] => {
    const range = /^nightly(\d+)to(\d+)$/.exec(name);
    if (range) return [{ from: Number(range[1]), to: Number(range[2]), scale }];
    const from = /^nightlyFrom(\d+)$/.exec(name);
    return from ? [{ from: Number(from[1]), to: null, scale }] : [];
  });
}

/** The age from which the lower steps scale applies, read from its name in RULES (`dailyStepsFrom60`). */
const STEPS_FROM_AGE = Number(
  /From(\d+)$/.exec(Object.keys(HS.activity).find((key) => /^dailyStepsFrom\d+$/.test(key)) ?? '')?.[1] ?? NaN,
);

/** The units of the scales' values. */
const UNITS = {
  minutes: (t: TFunction, value: string) => t('gamification:how.health.unit.minutes', { value }),
  steps: (t: TFunction, value: string) => t('gamification:how.health.unit.steps', { value }),
  hours: (t: TFunction, value: string) => t('gamification:how.health.unit.hours', { value }),
  bpm: (t: TFunction, value: string) => t('gamification:how.health.unit.bpm', { value }),
  mets: (t: TFunction, value: string) => t('gamification:how.health.unit.mets', { value }),
  bmi: (_t: TFunction, value: string) => value,
  percent: (t: TFunction, value: string) => t('gamification:how.health.unit.percent', { value }),
  celsius: (t: TFunction, value: string) => t('gamification:how.health.unit.celsius', { value }),
} as const;

/**
 * The SpO2 bands (RULES, highest first: a band reaches from its `min` to just below the band above it) as rows:
 * "95 % or more", "94 %", "92–93 %", "below 92 %".
 */
function oxygenRows(t: TFunction, language: string): Array<readonly [string, string]> {
  const number = new Intl.NumberFormat(language);
  const bands = HS.vitalSigns.oxygenSaturation;
  return bands.map((band, index) => {
    const above = bands[index - 1];
    let label: string;
    if (!above) label = t('gamification:how.health.oxygenFrom', { value: number.format(band.min) });
    else if (band.min <= 0) label = t('gamification:how.health.oxygenBelow', { value: number.format(above.min) });
    else if (band.min === above.min - 1)
      label = t('gamification:how.health.oxygenExactly', { value: number.format(band.min) });
    else
      label = t('gamification:how.health.oxygenRange', {
        from: number.format(band.min),
        to: number.format(above.min - 1),
      });
    return [label, number.format(band.score)] as const;
  });
}

/** The health score: categories, weights, the thresholds of each (RULES.healthScore) and their sources. */
export function HealthScoreSection() {
  const { t, i18n } = useTranslation('gamification');
  const number = (digits = 0) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const unit = (key: keyof typeof UNITS) => (value: number) => UNITS[key](t, number(1).format(value));
  return (
    <HowSection
      id="health-score"
      title={t('gamification:how.health.title')}
      icon={<HeartPulse className="size-5" aria-hidden="true" />}
    >
      <p>{t('gamification:how.health.intro', { count: HS.periodDays })}</p>
      <p>{t('gamification:how.health.traits')}</p>
      <RulesTable
        testId="health-weights"
        caption={t('gamification:how.health.weightsCaption')}
        headers={[t('gamification:how.health.categoryColumn'), t('gamification:how.health.weightColumn')]}
        rows={HEALTH_SCORE_CATEGORIES.map((category) => [
          CATEGORY_LABELS[category](t),
          percent.format(HS.weights[category]),
        ])}
      />

      <h3 className="mt-2 font-semibold">{CATEGORY_LABELS.activity(t)}</h3>
      <p>{t('gamification:how.health.activity', { share: percent.format(HS.activity.minutesShare) })}</p>
      <ScaleTable
        caption={t('gamification:how.health.activityMinutes')}
        scale={HS.activity.weeklyMinutes}
        formatValue={unit('minutes')}
      />
      <ScaleTable
        caption={t('gamification:how.health.activitySteps', { age: STEPS_FROM_AGE })}
        scale={HS.activity.dailySteps}
        formatValue={unit('steps')}
      />
      <ScaleTable
        caption={t('gamification:how.health.activityStepsFrom', { age: STEPS_FROM_AGE })}
        scale={HS.activity.dailyStepsFrom60}
        formatValue={unit('steps')}
      />

      <h3 className="mt-2 font-semibold">{CATEGORY_LABELS.sleep(t)}</h3>
      <p>{t('gamification:how.health.sleep')}</p>
      {sleepScales().map(({ from, to, scale }) => (
        <ScaleTable
          key={from}
          caption={
            to === null
              ? t('gamification:how.health.sleepFrom', { from })
              : t('gamification:how.health.sleepAges', { from, to })
          }
          scale={scale}
          formatValue={unit('hours')}
        />
      ))}

      <h3 className="mt-2 font-semibold">{CATEGORY_LABELS.cardiovascular(t)}</h3>
      <p>{t('gamification:how.health.cardiovascular', { mlPerMet: number(1).format(HS.cardiovascular.metMlKgMin) })}</p>
      <ScaleTable
        caption={t('gamification:how.health.restingHeartRate')}
        scale={HS.cardiovascular.restingHeartRate}
        formatValue={unit('bpm')}
      />
      <ScaleTable
        caption={t('gamification:how.health.fitness')}
        scale={HS.cardiovascular.metsAboveMinimal}
        formatValue={(value) => (value > 0 ? `+${unit('mets')(value)}` : unit('mets')(value))}
      />

      <h3 className="mt-2 font-semibold">{CATEGORY_LABELS.bodyComposition(t)}</h3>
      <p>{t('gamification:how.health.bodyComposition')}</p>
      <ScaleTable caption={t('gamification:how.health.bmi')} scale={HS.bodyComposition.bmi} formatValue={unit('bmi')} />
      <ScaleTable
        caption={t('gamification:how.health.bodyFatFemale')}
        scale={HS.bodyComposition.bodyFatFemale}
        formatValue={unit('percent')}
      />
      <ScaleTable
        caption={t('gamification:how.health.bodyFatMale')}
        scale={HS.bodyComposition.bodyFatMale}
        formatValue={unit('percent')}
      />

      <h3 className="mt-2 font-semibold">{CATEGORY_LABELS.vitalSigns(t)}</h3>
      <p>{t('gamification:how.health.vitalSigns')}</p>
      <RulesTable
        testId="oxygen-bands"
        caption={t('gamification:how.health.oxygenCaption')}
        headers={[t('gamification:how.health.readingColumn'), t('gamification:how.scale.score')]}
        rows={oxygenRows(t, i18n.language)}
      />
      <RulesTable
        testId="respiration-bands"
        caption={t('gamification:how.health.respirationCaption')}
        headers={[t('gamification:how.health.readingColumn'), t('gamification:how.scale.score')]}
        rows={[
          ...HS.vitalSigns.respirationRate.map(
            (band) =>
              [
                t('gamification:how.health.respirationRange', {
                  from: number().format(band.from),
                  to: number().format(band.to),
                }),
                number().format(band.score),
              ] as const,
          ),
          [t('gamification:how.health.respirationOther'), number().format(0)] as const,
        ]}
      />
      <ScaleTable
        caption={t('gamification:how.health.temperature', { count: HS.vitalSigns.temperatureMinNights })}
        scale={HS.vitalSigns.temperatureDeviation}
        formatValue={unit('celsius')}
      />

      <h3 className="mt-2 font-semibold">{CATEGORY_LABELS.consistency(t)}</h3>
      <p>{t('gamification:how.health.consistency', { count: HS.periodDays })}</p>
    </HowSection>
  );
}
