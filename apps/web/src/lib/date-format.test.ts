import { describe, expect, it } from 'vitest';
import { formatCivilDate, formatCivilDateRange, formatDate, formatDateTime, formatTime } from './date-format.ts';

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

  it('write a civil date as that day in every time zone', () => {
    expect(formatCivilDate('2026-03-01', 'en')).toBe('Mar 1, 2026');
    expect(formatCivilDate('2026-03-01', 'de')).toBe('01.03.2026');
    expect(formatCivilDate('nope', 'en')).toBe('nope');
  });

  it('write a range of civil dates once, not twice', () => {
    // Intl puts thin spaces around the dash.
    const range = (from: string, to: string, language: string) =>
      formatCivilDateRange(from, to, language).replace(/\s/g, ' ');
    expect(range('2026-03-01', '2026-03-10', 'en')).toBe('Mar 1 – 10, 2026');
    expect(range('2026-03-01', '2026-03-10', 'de')).toBe('01.–10.03.2026');
    expect(range('2026-03-01', '2026-03-01', 'en')).toBe('Mar 1, 2026');
    expect(formatCivilDateRange('x', '2026-03-01', 'en')).toBe('x – 2026-03-01');
  });
});
