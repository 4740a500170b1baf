import { describe, expect, it } from 'vitest';
import { splitTender } from '../../src/domain/booking/split-tender';

describe('splitTender', () => {
  const base = { fare: 40_000, discount: 5_000, balance: 10_000, useWallet: true, settleFee: false };

  it('pays what the wallet holds and leaves the rest to the method', () => {
    expect(splitTender(base)).toEqual({
      totalAmount: 35_000,
      settledFee: 0,
      walletAmount: 10_000,
      amountDue: 25_000,
    });
  });

  it('never takes more than the total from the wallet', () => {
    expect(splitTender({ ...base, balance: 90_000 })).toMatchObject({ walletAmount: 35_000, amountDue: 0 });
  });

  it('adds a fee owed only with consent, and spends nothing from a wallet below zero', () => {
    expect(splitTender({ ...base, balance: -3_000 })).toMatchObject({ totalAmount: 35_000, walletAmount: 0 });
    expect(splitTender({ ...base, balance: -3_000, settleFee: true })).toEqual({
      totalAmount: 38_000,
      settledFee: 3_000,
      walletAmount: 0,
      amountDue: 38_000,
    });
  });

  it('leaves the wallet alone when the rider does not choose it', () => {
    expect(splitTender({ ...base, useWallet: false })).toMatchObject({ walletAmount: 0, amountDue: 35_000 });
  });
});
