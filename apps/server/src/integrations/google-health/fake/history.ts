/**
 * A realistic, deterministic N-day history for every data type the fake serves, in a given IANA time zone: day
 * boundaries and the daily rhythm follow the civil days there (23- and 25-hour days included). The same seed and
 * options always give the same points. Weekends are more active, fitness improves slowly, and about one day in
 * twenty the watch was not worn (no wearable data; a weigh-in may still happen).
 */
import { addDays, civilDateParts, daysBetween, weekdayOf } from '@openwell/contracts';
import { civilFromInstant, rfc3339, startOfCivilDay, utcOffsetSeconds, type TCivilDate } from './civil-time.ts';
import type { TDataPoint, TDataSource } from './points.ts';

export type THistoryOptions = {
  /** Number of civil days, ending with `endDate`. */
  days: number;
  /** The last day (`YYYY-MM-DD`, included). */
  endDate: string;
  timeZone: string;
  /** Anything; the same seed gives the same history. Default 'openwell'. */
  seed?: string;
  /** Share of days without wearable data (0..1). Default 0.05. */
  missingDayRate?: number;
  /**
   * The days the slow fitness trend runs over (default: these days). Days after it stay at its end, so a history
   * extended day by day (a live history, state.ts) goes on where it was instead of starting the trend again.
   */
  trend?: { start: string; days: number };
};

const MINUTE = 60_000;
const WATCH: TDataSource = {
  recordingMethod: 'PASSIVELY_MEASURED',
  device: { displayName: 'Pixel Watch 3', formFactor: 'WATCH', manufacturer: 'Google' },
  platform: 'FITBIT',
};
const SCALE: TDataSource = {
  recordingMethod: 'PASSIVELY_MEASURED',
  device: { displayName: 'Aria Air', formFactor: 'SCALE', manufacturer: 'Fitbit' },
  platform: 'FITBIT',
};
const DERIVED: TDataSource = { recordingMethod: 'DERIVED', platform: 'FITBIT' };

function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** mulberry32: small, fast, deterministic. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function interval(start: number, end: number, timeZone: string) {
  const startOffset = utcOffsetSeconds(start, timeZone);
  const endOffset = utcOffsetSeconds(end, timeZone);
  return {
    startTime: rfc3339(start),
    startUtcOffset: `${startOffset}s`,
    endTime: rfc3339(end),
    endUtcOffset: `${endOffset}s`,
    civilStartTime: civilFromInstant(start, startOffset),
    civilEndTime: civilFromInstant(end, endOffset),
  };
}

function sampleTime(at: number, timeZone: string) {
  const offset = utcOffsetSeconds(at, timeZone);
  return { physicalTime: rfc3339(at), utcOffset: `${offset}s`, civilTime: civilFromInstant(at, offset) };
}

/** Hour of day (0..23) of an instant in the zone. */
function localHour(at: number, timeZone: string): number {
  return new Date(at + utcOffsetSeconds(at, timeZone) * 1000).getUTCHours();
}

/** Generates the points per data type id. */
export function generateHistory(options: THistoryOptions): Record<string, TDataPoint[]> {
  const { days, timeZone } = options;
  const seed = options.seed ?? 'openwell';
  const missingRate = options.missingDayRate ?? 0.05;
  const out: Record<string, TDataPoint[]> = {};
  const push = (type: string, point: TDataPoint) => (out[type] ??= []).push(point);
  civilDateParts(options.endDate); // throws RangeError for anything but a calendar date
  const userRng = random(hashString(`${seed}/user`));
  const baseSteps = 6500 + userRng() * 4000;
  const baseWeight = 62000 + userRng() * 25000;
  const baseRhr = 54 + userRng() * 10;

  const trend = options.trend ?? { start: addDays(options.endDate, 1 - days), days };
  for (let index = 0; index < days; index++) {
    const key = addDays(options.endDate, index - days + 1);
    const date: TCivilDate = civilDateParts(key);
    const rng = random(hashString(`${seed}/${key}`));
    const progress = trend.days > 1 ? Math.min(1, Math.max(0, daysBetween(trend.start, key) / (trend.days - 1))) : 1;
    const weekday = weekdayOf(key);
    const weekend = weekday === 0 || weekday === 6;
    const dayStart = startOfCivilDay(date, timeZone);
    const dayEnd = startOfCivilDay(civilDateParts(addDays(key, 1)), timeZone);
    const worn = rng() >= missingRate;

    if (rng() < 0.35) {
      const at = dayStart + (7 * 60 + Math.floor(rng() * 40)) * MINUTE;
      const weightGrams = round(baseWeight - progress * 800 + (rng() - 0.5) * 900, 0);
      push('weight', { dataSource: SCALE, weight: { weightGrams, sampleTime: sampleTime(at, timeZone) } });
      push('body-fat', {
        dataSource: SCALE,
        bodyFat: {
          percentage: round(23 - progress * 0.8 + (rng() - 0.5) * 1.2, 1),
          sampleTime: sampleTime(at, timeZone),
        },
      });
    }
    if (!worn) continue;

    const target = baseSteps * (weekend ? 1.25 : 1) * (0.75 + rng() * 0.5) * (1 + progress * 0.1);
    // Wake-hour 15-minute slots: weights with a morning and an evening peak, scaled to the day's target.
    const slots: { start: number; weight: number; hour: number }[] = [];
    for (let at = dayStart; at < dayEnd; at += 15 * MINUTE) {
      const hour = localHour(at, timeZone);
      if (hour < 7 || hour > 22) continue;
      const peak = hour === 8 || hour === 12 || hour === 18 ? 3 : 1;
      slots.push({ start: at, hour, weight: peak * (0.2 + rng()) });
    }
    const totalWeight = slots.reduce((sum, slot) => sum + slot.weight, 0) || 1;
    // A walk or run on most days: two to four 15-minute slots at 07:00 or 18:00 with a burst of steps.
    const workoutHour = rng() < 0.6 ? (rng() < 0.3 ? 7 : 18) : -1;
    const workoutSlots = 2 + Math.floor(rng() * 3);
    const counts = new Map<number, number>();
    let workoutSeen = 0;
    for (const slot of slots) {
      const inWorkout = slot.hour >= workoutHour && workoutHour >= 0 && workoutSeen < workoutSlots;
      if (inWorkout) workoutSeen++;
      counts.set(slot.start, Math.round((target * slot.weight) / totalWeight + (inWorkout ? 900 + rng() * 900 : 0)));
    }
    let dayActive = 0;
    for (const slot of slots) {
      const count = counts.get(slot.start) ?? 0;
      if (count === 0) continue;
      const span = interval(slot.start, slot.start + 15 * MINUTE, timeZone);
      push('steps', { dataSource: WATCH, steps: { count: String(count), interval: span } });
      push('distance', { dataSource: WATCH, distance: { millimeters: String(count * 762), interval: span } });
      if (count > 250 && rng() < 0.3) {
        push('floors', { dataSource: WATCH, floors: { count: String(1 + Math.floor(rng() * 3)), interval: span } });
      }
      if (count >= 400) {
        const vigorous = count >= 1300 ? 10 : 0;
        const moderate = count >= 1300 ? 5 : count >= 900 ? 10 : 0;
        const light = count >= 1300 ? 0 : count >= 900 ? 5 : Math.min(15, Math.round(count / 60));
        const levels = [
          { activityLevel: 'LIGHT', activeMinutes: light },
          { activityLevel: 'MODERATE', activeMinutes: moderate },
          { activityLevel: 'VIGOROUS', activeMinutes: vigorous },
        ]
          .filter((level) => level.activeMinutes > 0)
          .map((level) => ({ ...level, activeMinutes: String(level.activeMinutes) }));
        dayActive += moderate + vigorous;
        push('active-minutes', {
          dataSource: DERIVED,
          activeMinutes: { activeMinutesByActivityLevel: levels, interval: span },
        });
      }
    }
    for (let at = dayStart; at < dayEnd; at += 60 * MINUTE) {
      const end = Math.min(at + 60 * MINUTE, dayEnd);
      const hourSteps = slots
        .filter((slot) => slot.start >= at && slot.start < end)
        .reduce((sum, slot) => sum + (counts.get(slot.start) ?? 0), 0);
      const kcal = round(((end - at) / (60 * MINUTE)) * (baseWeight / 1000) * 1.0 + hourSteps * 0.045, 2);
      push('total-calories', { dataSource: DERIVED, totalCalories: { kcal, interval: interval(at, end, timeZone) } });
    }
    for (let at = dayStart; at < dayEnd; at += 15 * MINUTE) {
      const hour = localHour(at, timeZone);
      const asleep = hour < 7 || hour >= 23;
      const effort = (counts.get(at) ?? 0) / 15;
      const bpm = Math.round((asleep ? baseRhr - 2 : baseRhr + 12) + Math.min(60, effort * 0.5) + rng() * 6);
      push('heart-rate', {
        dataSource: WATCH,
        heartRate: {
          beatsPerMinute: String(bpm),
          sampleTime: sampleTime(at, timeZone),
          metadata: { motionContext: effort > 60 ? 'ACTIVE' : 'SEDENTARY', sensorLocation: 'WRIST' },
        },
      });
    }
    push('sleep', sleepSession(date, timeZone, rng));

    const rhr = Math.round(baseRhr - progress * 2 + (rng() - 0.5) * 4);
    push('daily-resting-heart-rate', {
      dataSource: DERIVED,
      dailyRestingHeartRate: {
        date,
        beatsPerMinute: String(rhr),
        dailyRestingHeartRateMetadata: { calculationMethod: 'WITH_SLEEP' },
      },
    });
    const spo2 = round(95.5 + rng() * 2.5, 1);
    push('daily-oxygen-saturation', {
      dataSource: DERIVED,
      dailyOxygenSaturation: {
        date,
        averagePercentage: spo2,
        lowerBoundPercentage: round(spo2 - 2, 1),
        upperBoundPercentage: round(Math.min(100, spo2 + 1.5), 1),
        standardDeviationPercentage: round(0.6 + rng() * 0.5, 2),
      },
    });
    push('daily-respiratory-rate', {
      dataSource: DERIVED,
      dailyRespiratoryRate: { date, breathsPerMinute: round(13.5 + rng() * 3, 1) },
    });
    const baseline = 33.9;
    push('daily-sleep-temperature-derivations', {
      dataSource: DERIVED,
      dailySleepTemperatureDerivations: {
        date,
        nightlyTemperatureCelsius: round(baseline + (rng() - 0.5) * 0.8, 2),
        baselineTemperatureCelsius: baseline,
        relativeNightlyStddev30dCelsius: round(0.15 + rng() * 0.2, 2),
      },
    });
    const vo2 = round(38 + progress * 2 + rng() * 1.5 + dayActive / 200, 1);
    push('daily-vo2-max', {
      dataSource: DERIVED,
      dailyVo2Max: {
        date,
        vo2Max: vo2,
        cardioFitnessLevel: vo2 < 36 ? 'FAIR' : vo2 < 40 ? 'AVERAGE' : vo2 < 44 ? 'GOOD' : 'VERY_GOOD',
        estimated: true,
        vo2MaxCovariance: round(1 + rng(), 2),
      },
    });
  }
  return out;
}

const STAGE_CYCLE = ['LIGHT', 'DEEP', 'LIGHT', 'REM'] as const;

/** The night ending on the morning of `date`: bedtime 22:15-23:45 the evening before, 6.5-8.5 h in bed. */
function sleepSession(date: TCivilDate, timeZone: string, rng: () => number): TDataPoint {
  const start = startOfCivilDay(date, timeZone) - (75 - Math.floor(rng() * 90)) * MINUTE;
  const end = start + (390 + Math.floor(rng() * 120)) * MINUTE;
  const stages: Record<string, unknown>[] = [];
  const minutes: Record<string, number> = {};
  const counts: Record<string, number> = {};
  const toFallAsleep = 5 + Math.floor(rng() * 20);
  let at = start + toFallAsleep * MINUTE;
  let cycle = 0;
  const addStage = (type: string, from: number, to: number) => {
    const offsetFrom = utcOffsetSeconds(from, timeZone);
    const offsetTo = utcOffsetSeconds(to, timeZone);
    stages.push({
      type,
      startTime: rfc3339(from),
      startUtcOffset: `${offsetFrom}s`,
      endTime: rfc3339(to),
      endUtcOffset: `${offsetTo}s`,
    });
    minutes[type] = (minutes[type] ?? 0) + Math.round((to - from) / MINUTE);
    counts[type] = (counts[type] ?? 0) + 1;
  };
  addStage('AWAKE', start, at);
  while (at < end) {
    const type = rng() < 0.08 ? 'AWAKE' : STAGE_CYCLE[cycle++ % STAGE_CYCLE.length]!;
    const length = (type === 'AWAKE' ? 3 + rng() * 10 : 15 + rng() * 35) * MINUTE;
    const stop = Math.min(end, at + Math.round(length / MINUTE) * MINUTE);
    addStage(type, at, stop);
    at = stop;
  }
  const awake = minutes.AWAKE ?? 0;
  const inPeriod = Math.round((end - start) / MINUTE);
  return {
    dataSource: WATCH,
    sleep: {
      type: 'STAGES',
      interval: interval(start, end, timeZone),
      stages,
      metadata: { nap: false, processed: true, manuallyEdited: false, stagesStatus: 'SUCCEEDED' },
      summary: {
        minutesAsleep: String(inPeriod - awake),
        minutesAwake: String(awake),
        minutesInSleepPeriod: String(inPeriod),
        minutesToFallAsleep: String(toFallAsleep),
        minutesAfterWakeUp: '0',
        stagesSummary: Object.keys(minutes).map((type) => ({
          type,
          minutes: String(minutes[type]),
          count: String(counts[type]),
        })),
      },
      createTime: rfc3339(end + 20 * MINUTE),
      updateTime: rfc3339(end + 20 * MINUTE),
    },
  };
}
