import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './date-format.ts';

describe('date formats', () => {
  const at = '2026-03-12T09:05:00.000Z';

  it('write the date as each language does', () => {
    expect(formatDate(at, 'en')).toContain('2026');
    expect(formatDate(at, 'de')).toMatch(/12\.\d{2}\.2026|12\. März 2026|12\.03\.2026/);
    expect(formatDate(at, 'fr')).toContain('mars');
    expect(formatDate(at, 'en')).not.toBe(formatDate(at, 'fr'));
  });

  it('add the time to a date-time', () => {
    expect(formatDateTime(at, 'en').length).toBeGreaterThan(formatDate(at, 'en').length);
    expect(formatDateTime(at, 'fr')).toMatch(/\d{1,2}:\d{2}/);
    expect(formatDateTime('2026-03-12T09:05:07.000Z', 'en', { seconds: true })).toMatch(/:07/);
  });

  it('write a time of day alone', () => {
    expect(formatTime('2026-03-12T09:05:07.000Z', 'fr', { seconds: true })).toMatch(/^\d{2}:05:07$/);
    expect(formatTime('2026-03-12T09:05:07.000Z', 'en')).not.toMatch(/2026/);
  });

  it('show an unreadable timestamp as it came', () => {
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
    expect(formatDate('', 'en')).toBe('');
  });
});
