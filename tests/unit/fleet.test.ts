// Vehicle numbers as the spec normalises them and the partner's country checks them, and the account status menu (Unblock truly unblocks).
import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUSES } from '../../src/domain/constants';
import {
  accountActionsFor,
  accountTransition,
  normaliseVehicleNumber,
  vehicleInputFor,
  vehicleInputSchema,
  VEHICLE_MODELS,
} from '../../src/domain/drivers/fleet';

describe('vehicle numbers', () => {
  it('normalises separators and case', () => {
    expect(normaliseVehicleNumber(' tn-09  ab.1234 ')).toBe('TN 09 AB 1234');
    expect(normaliseVehicleNumber('tn09-ab1234')).toBe('TN09 AB1234');
  });

  it('keeps one form of an Indian plate and names the problem otherwise', () => {
    const parse = (number: string) =>
      vehicleInputFor('in').safeParse({ vehicleType: 'sedan', model: 'Dzire', number });
    expect(parse('tn09 ab1234').data?.number).toBe('TN09 AB1234');
    expect(parse('KA01MJ2345').data?.number).toBe('KA01 MJ2345');
    expect(parse('TN 09 AB 1234').data?.number).toBe('TN09 AB1234');
    expect(parse('TN 09').error?.issues[0]?.message).toBe('Enter a number like TN09 AB1234');
    expect(parse('').error?.issues[0]?.message).toBe('Vehicle number is required');
    expect(parse('ABCDE12345678901234').success).toBe(false);
  });

  it('requires type and model with the spec messages', () => {
    const result = vehicleInputSchema.safeParse({ model: ' ', number: 'TN09 AB1234' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Vehicle type is required',
      'Vehicle model is required',
    ]);
  });

  it('lists models per type as the spec counts them', () => {
    expect(
      Object.fromEntries(Object.entries(VEHICLE_MODELS).map(([type, models]) => [type, models.length])),
    ).toEqual({
      hatchback: 11,
      sedan: 7,
      suv: 6,
      electric: 5,
      luxury: 5,
    });
  });
});

describe('account status', () => {
  it('verifies pending, blocks verified, and unblocks back to verified', () => {
    expect(accountTransition('pending', 'verify')).toBe('Verified');
    expect(accountTransition('Verified', 'block')).toBe('Blocked');
    expect(accountTransition('Blocked', 'unblock')).toBe('Verified');
    expect(accountTransition('Blocked', 'block')).toBeNull();
    expect(Object.fromEntries(ACCOUNT_STATUSES.map((status) => [status, accountActionsFor(status)]))).toEqual(
      {
        pending: ['verify'],
        Verified: ['block'],
        Blocked: ['unblock'],
      },
    );
  });
});
