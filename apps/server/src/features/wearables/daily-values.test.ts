import { describe, expect, it } from 'vitest';
import { toDailyValues } from './daily-values.ts';

describe('daily values for other features (toDailyValues)', () => {
  const row = (date: string, metric: string, source: string, value: number) => ({ date, metric, source, value });

  it("takes the connected provider's value, adds manual minutes, leaves out what is not shared, in date order", () => {
    const values = [
      row('2026-11-21', 'steps', 'demo', 5000),
      row('2026-11-21', 'steps', 'google-health', 7000),
      row('2026-11-21', 'activeMinutes', 'google-health', 20),
      row('2026-11-21', 'activeMinutes', 'manual', 30),
      row('2026-11-21', 'sleepHours', 'google-health', 7.2),
      row('2026-11-20', 'activeMinutes', 'manual', 60),
      row('2026-11-20', 'unknownMetric', 'google-health', 1),
    ];
    const connection = { provider: 'google-health', grantedScopes: ['activity_and_fitness'] };
    expect(toDailyValues(values, connection)).toEqual([
      { date: '2026-11-20', activeMinutes: 60 },
      { date: '2026-11-21', steps: 7000, activeMinutes: 50 },
    ]);
  });

  it('without a connection, the first provider value of each metric counts', () => {
    expect(
      toDailyValues([row('2026-11-21', 'steps', 'demo', 5000), row('2026-11-21', 'sleepHours', 'demo', 6.5)], null),
    ).toEqual([{ date: '2026-11-21', steps: 5000, sleepHours: 6.5 }]);
  });
});
