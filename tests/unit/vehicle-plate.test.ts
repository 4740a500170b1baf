// Plates as people write them: separators and case do not matter, each country's plates are kept in one form,
// and a number that is no plate of the partner's country is refused with that country's example.
import { describe, expect, it } from 'vitest';
import { vehicleInputFor } from '../../src/domain/drivers/fleet';
import { canonicalPlate, plateExampleIn, PLATE_EXAMPLES } from '../../src/domain/drivers/vehicle-plate';

describe('Indian plates', () => {
  it('reads every way of writing one plate as one', () => {
    for (const written of ['TN 09 AB 1234', 'tn-09-ab-1234', 'TN09AB1234', 'tn09 ab1234', ' TN.09.AB.1234 '])
      expect(canonicalPlate(written, 'in')).toBe('TN09 AB1234');
    expect(canonicalPlate('KA 01 M 45', 'in')).toBe('KA01 M0045');
    expect(canonicalPlate('MH 12 ABC 9', 'in')).toBe('MH12 ABC0009');
  });

  it('reads the Bharat series', () => {
    expect(canonicalPlate('22 BH 1234 AB', 'in')).toBe('22BH 1234AB');
    expect(canonicalPlate('22-bh-1234-a', 'in')).toBe('22BH 1234A');
    expect(canonicalPlate('22 BH 123 AB', 'in')).toBeNull();
  });

  it("reads Delhi's district with its category letter", () => {
    expect(canonicalPlate('DL 3C AY 1234', 'in')).toBe('DL3C AY1234');
    expect(canonicalPlate('dl-03-c-ay-1234', 'in')).toBe('DL3C AY1234');
    expect(canonicalPlate('DL 10 CA 1234', 'in')).toBe('DL10C A1234');
    expect(canonicalPlate('DL 1C 1234', 'in')).toBe('DL1C 1234');
  });

  it('refuses what is no Indian plate', () => {
    for (const written of ['TN 09', 'TN091234', '1234', 'TN 09 ABCD 1234', 'TN 09 AB 12345', '', ' - '])
      expect(canonicalPlate(written, 'in')).toBeNull();
  });
});

describe('Gulf plates', () => {
  it('reads UAE plates with or without the emirate', () => {
    expect(canonicalPlate('Dubai A 12345', 'ae')).toBe('DXB A 12345');
    expect(canonicalPlate('dubai-a12345', 'ae')).toBe('DXB A 12345');
    expect(canonicalPlate('Abu Dhabi 1 12345', 'ae')).toBe('AUH 1 12345');
    expect(canonicalPlate('Ras Al Khaimah B 123', 'ae')).toBe('RAK B 123');
    expect(canonicalPlate('1-12345', 'ae')).toBe('1 12345');
    expect(canonicalPlate('AA 1', 'ae')).toBe('AA 1');
  });

  it('refuses UAE numbers that could be read two ways or are too long', () => {
    expect(canonicalPlate('112345', 'ae')).toBeNull();
    expect(canonicalPlate('Dubai A 123456', 'ae')).toBeNull();
    expect(canonicalPlate('Dubai ABC 1', 'ae')).toBeNull();
  });

  it('reads Saudi plates in either order, with Arabic-Indic digits too', () => {
    expect(canonicalPlate('1234 ABJ', 'sa')).toBe('1234 ABJ');
    expect(canonicalPlate('abj-1234', 'sa')).toBe('1234 ABJ');
    expect(canonicalPlate('١٢٣٤ ABJ', 'sa')).toBe('1234 ABJ');
    expect(canonicalPlate('1234 ABC', 'sa')).toBeNull();
    expect(canonicalPlate('12345 ABJ', 'sa')).toBeNull();
  });

  it('reads Qatari plates as one run of digits', () => {
    expect(canonicalPlate('123 456', 'qa')).toBe('123456');
    expect(canonicalPlate('1234567', 'qa')).toBeNull();
    expect(canonicalPlate('A 123', 'qa')).toBeNull();
  });

  it("does not take one country's plate as another's", () => {
    expect(canonicalPlate('TN 09 AB 1234', 'ae')).toBeNull();
    expect(canonicalPlate('Dubai A 12345', 'in')).toBeNull();
  });
});

describe('the vehicle contract with a country', () => {
  const parse = (number: string, country: 'in' | 'ae' | 'us') =>
    vehicleInputFor(country).safeParse({ vehicleType: 'sedan', model: 'Dzire', number });

  it('stores the canonical plate and names the country example when refused', () => {
    expect(parse('tn-09-ab-1234', 'in').data?.number).toBe('TN09 AB1234');
    expect(parse('TN 09', 'in').error?.issues[0]?.message).toBe('Enter a number like TN09 AB1234');
    expect(parse('TN 09 AB 1234', 'ae').error?.issues[0]?.message).toBe('Enter a number like DXB A 12345');
    expect(parse('', 'in').error?.issues[0]?.message).toBe('Vehicle number is required');
    expect(parse('ABCDE12345678901234', 'us').success).toBe(false);
    expect(parse('7abc 123', 'us').data?.number).toBe('7ABC 123');
  });

  it('tells the example back from a message, for the form to translate', () => {
    expect(plateExampleIn('Enter a number like DXB A 12345')).toBe(PLATE_EXAMPLES.ae);
    expect(plateExampleIn('Enter a number like anything')).toBeNull();
  });
});
