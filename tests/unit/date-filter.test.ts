// Date filters become instant ranges in the partner's own time zone.
import { describe, expect, it } from 'vitest';
import { dateFilterQuerySchema, dateRange, type DateFilter } from '../../src/domain/date-filter';

const IST = 'Asia/Kolkata';
// Wednesday 2026-03-11, 01:30 in India (still Tuesday 20:00 UTC).
const now = new Date('2026-03-10T20:00:00Z');
const range = (dateFilter: DateFilter, extra: object = {}) => {
  const r = dateRange(dateFilterQuerySchema.parse({ dateFilter, ...extra }), now, IST);
  return [r.from.toISOString(), r.to.toISOString()];
};

describe('dateRange', () => {
  it('starts today at local midnight, not UTC midnight', () => {
    expect(range('today')).toEqual(['2026-03-10T18:30:00.000Z', '2026-03-11T18:30:00.000Z']);
    expect(range('yesterday')).toEqual(['2026-03-09T18:30:00.000Z', '2026-03-10T18:30:00.000Z']);
  });

  it('runs weeks Monday to Monday and months by the calendar', () => {
    expect(range('thisWeek')).toEqual(['2026-03-08T18:30:00.000Z', '2026-03-15T18:30:00.000Z']);
    expect(range('lastWeek')).toEqual(['2026-03-01T18:30:00.000Z', '2026-03-08T18:30:00.000Z']);
    expect(range('thisMonth')).toEqual(['2026-02-28T18:30:00.000Z', '2026-03-31T18:30:00.000Z']);
    expect(range('lastMonth')).toEqual(['2026-01-31T18:30:00.000Z', '2026-02-28T18:30:00.000Z']);
  });

  it('includes the whole last day of a custom range', () => {
    expect(range('custom', { from: '2026-01-05', to: '2026-01-05' })).toEqual([
      '2026-01-04T18:30:00.000Z',
      '2026-01-05T18:30:00.000Z',
    ]);
  });

  it('follows daylight saving where the partner has it', () => {
    const london = dateRange({ dateFilter: 'today' }, new Date('2026-07-01T12:00:00Z'), 'Europe/London');
    expect(london.from.toISOString()).toBe('2026-06-30T23:00:00.000Z');
    const dubai = dateRange({ dateFilter: 'today' }, new Date('2026-07-01T12:00:00Z'), 'Asia/Dubai');
    expect(dubai.from.toISOString()).toBe('2026-06-30T20:00:00.000Z');
  });

  it('checks custom ranges', () => {
    const bad = dateFilterQuerySchema.safeParse({
      dateFilter: 'custom',
      from: '2019-12-31',
      to: '2019-12-01',
    });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining(['Choose a date from 2020-01-01', 'The end must not be before the start']),
    );
    expect(dateFilterQuerySchema.safeParse({ dateFilter: 'custom' }).success).toBe(false);
    expect(dateFilterQuerySchema.parse({}).dateFilter).toBe('today');
  });
});
