// Intl formatters are kept per locale and options: the same options give the same formatter, other options or
// another locale a formatter of their own, and each formats as a new one would.
import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from '../../src/domain/intl-formats';

describe('kept Intl formatters', () => {
  it('builds one number format per locale and options', () => {
    const rupees = numberFormat('en-IN', { style: 'currency', currency: 'INR' });
    expect(numberFormat('en-IN', { style: 'currency', currency: 'INR' })).toBe(rupees);
    expect(numberFormat('ta-IN', { style: 'currency', currency: 'INR' })).not.toBe(rupees);
    expect(numberFormat('en-IN', { style: 'currency', currency: 'USD' })).not.toBe(rupees);
    expect(rupees.format(123456.5)).toBe(
      new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(123456.5),
    );
  });

  it('builds one date format per locale and options, time zone included', () => {
    const options = { dateStyle: 'long', timeZone: 'Asia/Kolkata' } as const;
    const kolkata = dateTimeFormat('en-IN', options);
    expect(dateTimeFormat('en-IN', { ...options })).toBe(kolkata);
    const dubai = dateTimeFormat('en-IN', { ...options, timeZone: 'Asia/Dubai' });
    expect(dubai).not.toBe(kolkata);
    const lateEvening = new Date('2026-01-31T20:00:00Z');
    expect(kolkata.format(lateEvening)).toBe('1 February 2026');
    expect(dubai.format(lateEvening)).toBe('1 February 2026');
    expect(dateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' }).format(lateEvening)).toBe(
      '31 January 2026',
    );
  });
});
