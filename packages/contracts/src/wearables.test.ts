import { describe, expect, it } from 'vitest';
import { METRICS, METRIC_DEFINITIONS, SCOPE_GROUPS, isPlausibleMetricValue } from './wearables.ts';

describe('wearable metrics', () => {
  it('defines the 13 metrics, each with a unit, a range, a scope and its Google Health source', () => {
    expect(METRICS).toHaveLength(13);
    for (const metric of METRICS) {
      const definition = METRIC_DEFINITIONS[metric];
      expect(definition.min, metric).toBeLessThan(definition.max);
      expect(SCOPE_GROUPS, metric).toContain(definition.scope);
      expect(definition.googleHealth.dataType, metric).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('rejects implausible days: more than 100,000 steps, more than 24 hours of sleep, non-finite values', () => {
    expect(isPlausibleMetricValue('steps', 100_000)).toBe(true);
    expect(isPlausibleMetricValue('steps', 100_001)).toBe(false);
    expect(isPlausibleMetricValue('steps', -1)).toBe(false);
    expect(isPlausibleMetricValue('sleepHours', 24)).toBe(true);
    expect(isPlausibleMetricValue('sleepHours', 24.1)).toBe(false);
    expect(isPlausibleMetricValue('heartRate', Number.NaN)).toBe(false);
    expect(isPlausibleMetricValue('temperature', Number.POSITIVE_INFINITY)).toBe(false);
    expect(isPlausibleMetricValue('oxygenSaturation', 97.5)).toBe(true);
  });
});
