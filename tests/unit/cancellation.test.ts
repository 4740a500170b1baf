// The fee rules: the free window (before pickup, and the grace after booking), fixed and percentage fees capped
// at the fare, the no-show wait, and stored rules that are empty or broken falling back to the defaults.
import { describe, expect, it } from 'vitest';
import {
  cancellationQuote,
  cancellationRulesSchema,
  DEFAULT_CANCELLATION_RULES,
  feeOf,
  noShowAt,
  noShowFee,
  noShowRefusal,
  rulesOf,
  type CancellationRules,
} from '../../src/domain/rides/cancellation';

const MIN = 60_000;
const booked = new Date('2026-03-01T08:00:00Z');
const ride = (pickupInMinutes: number, totalAmount = 50_000) => ({
  totalAmount,
  createdAt: booked,
  pickupAt: new Date(booked.getTime() + pickupInMinutes * MIN),
});
const at = (minutesAfterBooking: number) => new Date(booked.getTime() + minutesAfterBooking * MIN);
const rules = (changes: Partial<CancellationRules> = {}) => ({ ...DEFAULT_CANCELLATION_RULES, ...changes });

describe('cancellation fee', () => {
  it('is free until N minutes before pickup, then the fixed fee', () => {
    const trip = ride(24 * 60);
    const early = cancellationQuote(rules(), trip, at(60));
    expect(early.fee).toBe(0);
    expect(early.freeUntil).toEqual(at(23 * 60));
    expect(cancellationQuote(rules(), trip, at(23 * 60 - 1)).fee).toBe(0);
    expect(cancellationQuote(rules(), trip, at(23 * 60))).toEqual({ fee: 10_000, freeUntil: null });
  });

  it('is free within the grace after booking even close to pickup', () => {
    const soon = ride(30);
    expect(cancellationQuote(rules(), soon, at(4)).fee).toBe(0);
    expect(cancellationQuote(rules(), soon, at(4)).freeUntil).toEqual(at(5));
    expect(cancellationQuote(rules(), soon, at(5)).fee).toBe(10_000);
    expect(cancellationQuote(rules({ graceMinutes: 0 }), soon, at(0)).fee).toBe(10_000);
  });

  it('takes a percentage of the total, rounded, and never more than the total', () => {
    const percent = rules({ cancelFeeKind: 'percent', cancelFeeValue: 15 });
    expect(cancellationQuote(percent, ride(10, 33_333), at(20)).fee).toBe(5000);
    expect(feeOf('fixed', 10_000, 6000)).toBe(6000);
    expect(feeOf('percent', 100, 6000)).toBe(6000);
    expect(feeOf('fixed', 0, 6000)).toBe(0);
  });
});

describe('no-show', () => {
  const arrived = at(100);
  it('is allowed only after the driver waited the wait time at the pickup', () => {
    const waited = noShowAt(rules(), arrived);
    expect(waited).toEqual(at(115));
    expect(noShowAt(rules(), null)).toBeNull();
    expect(noShowRefusal(rules(), { status: 'accepted', arrivedAt: arrived }, at(105))).toMatch(
      /Wait 10 more minutes/,
    );
    expect(noShowRefusal(rules(), { status: 'accepted', arrivedAt: arrived }, at(114.5))).toMatch(
      /Wait 1 more minute /,
    );
    expect(noShowRefusal(rules(), { status: 'accepted', arrivedAt: arrived }, at(115))).toBeNull();
  });

  it('is refused before arrival and for a ride not waiting at the pickup', () => {
    expect(noShowRefusal(rules(), { status: 'accepted', arrivedAt: null }, at(500))).toMatch(/arrived/);
    expect(noShowRefusal(rules(), { status: 'ontrip', arrivedAt: arrived }, at(500))).toMatch(/arrived/);
    expect(noShowRefusal(rules(), { status: 'booked', arrivedAt: null }, at(500))).toMatch(/arrived/);
  });

  it('charges its own fee', () => {
    expect(noShowFee(rules(), 40_000)).toBe(10_000);
    expect(noShowFee(rules({ noShowFeeKind: 'fixed', noShowFeeValue: 15_000 }), 40_000)).toBe(15_000);
  });
});

describe('rules', () => {
  it('fills what a tenant never set with the defaults and ignores a broken stored set', () => {
    expect(rulesOf({})).toEqual(DEFAULT_CANCELLATION_RULES);
    expect(rulesOf(null)).toEqual(DEFAULT_CANCELLATION_RULES);
    expect(rulesOf({ freeUntilMinutes: 30 }).freeUntilMinutes).toBe(30);
    expect(rulesOf({ freeUntilMinutes: -5 })).toEqual(DEFAULT_CANCELLATION_RULES);
  });

  it('refuses a percentage above 100, an absurd fixed fee and a zero wait, naming the field', () => {
    const paths = (changes: Partial<CancellationRules>) =>
      cancellationRulesSchema.safeParse(rules(changes)).error?.issues.map((i) => i.path.join('.'));
    expect(paths({ cancelFeeKind: 'percent', cancelFeeValue: 101 })).toEqual(['cancelFeeValue']);
    expect(paths({ noShowFeeKind: 'fixed', noShowFeeValue: 2_000_000 })).toEqual(['noShowFeeValue']);
    expect(paths({ noShowWaitMinutes: 0 })).toEqual(['noShowWaitMinutes']);
    expect(paths({ freeUntilMinutes: 5000 })).toEqual(['freeUntilMinutes']);
    expect(paths({})).toBeUndefined();
  });
});
