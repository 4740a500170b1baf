// GSTIN checks (shape, state code, check character) and the GST split of a tax-inclusive fare: CGST and SGST
// halves within the partner's state, IGST across states, tolls untaxed, nothing without a GSTIN, and the lines
// always adding up to what the rider paid.
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinSchema, gstStateCode, isValidGstin } from '../../src/domain/money/gstin';
import { CAB_GST_BPS, invoiceNumber, splitGst } from '../../src/domain/money/invoice';

describe('GSTIN', () => {
  it('accepts published GSTINs and computes their check characters', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8']) {
      expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
      expect(isValidGstin(gstin)).toBe(true);
    }
  });

  it('refuses a wrong check character, an unknown state and a wrong shape, with a message for each', () => {
    const messages = (value: string) =>
      gstinSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages('27AAPFU0939F1ZW')).toContain(
      'This GSTIN’s last character does not match: check for a typo',
    );
    expect(messages('99AAPFU0939F1ZV')).toContain('The first two digits are not a state code');
    expect(messages('27AAPFU0939F1Z')).toContain('Enter the 15-character GSTIN, like 33ABCDE1234F1Z5');
  });

  it('takes spaces and lower case as typed, and empty for not registered', () => {
    expect(gstinSchema.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(gstinSchema.parse('')).toBe('');
  });

  it('names states as the places gazetteer writes them', () => {
    expect(gstStateCode('Tamil Nadu')).toBe('33');
    expect(gstStateCode('karnataka')).toBe('29');
    expect(gstStateCode('Atlantis')).toBeNull();
  });
});

describe('the GST split', () => {
  const fare = { rideAmount: 52_500, driverAllowance: 30_000, tolls: 12_000 };

  it('takes 5% out of the ride and allowance as CGST and SGST halves in the partner’s state', () => {
    const split = splitGst(fare, true);
    expect(split.lines.map((line) => [line.line, line.taxableValue, line.rateBps])).toEqual([
      ['rideAmount', 50_000, CAB_GST_BPS],
      ['driverAllowance', 28_571, CAB_GST_BPS],
      ['tolls', 12_000, 0],
    ]);
    expect(split.taxes).toEqual([
      { kind: 'CGST', rateBps: 250, amount: 1_965 },
      { kind: 'SGST', rateBps: 250, amount: 1_964 },
    ]);
    expect(split.total).toBe(94_500);
  });

  it('charges IGST across states and no tax without a GSTIN', () => {
    expect(splitGst(fare, false).taxes).toEqual([{ kind: 'IGST', rateBps: 500, amount: 3_929 }]);
    const untaxed = splitGst(fare, null);
    expect(untaxed.taxes).toEqual([]);
    expect(untaxed.lines.every((line) => line.taxableValue === line.amount)).toBe(true);
  });

  it('always adds up: taxable values plus taxes are what the rider paid', () => {
    for (let rideAmount = 0; rideAmount < 5_000; rideAmount += 37) {
      const split = splitGst({ rideAmount, driverAllowance: rideAmount % 3 ? 25_000 : 0, tolls: 0 }, true);
      const taxable = split.lines.reduce((sum, line) => sum + line.taxableValue, 0);
      const tax = split.taxes.reduce((sum, line) => sum + line.amount, 0);
      expect(taxable + tax).toBe(split.total);
      expect(Math.abs(split.taxes[0]!.amount - split.taxes[1]!.amount)).toBeLessThanOrEqual(1);
    }
  });

  it('numbers invoices so they sort', () => {
    expect(invoiceNumber(42)).toBe('INV-000042');
  });
});
