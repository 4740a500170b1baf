// Requests in Arabic and Devanagari script become the Latin words the booking-text parser reads: digits of
// every script, the words for from/to/days/parts of the day/return, and place names with their prefixes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readScriptWords, withAsciiDigits } from '../../src/domain/assistants/booking-text/script-words';
import type { Country } from '../../src/domain/constants';
import { placesFileSchema } from '../../src/domain/places/place-contract';
import { createPlaceIndex } from '../../src/domain/places/place-index';

/** The towns' names in Arabic and Devanagari come from the gazetteer of the rider's country. */
const gazetteer = (country: Country) =>
  createPlaceIndex(
    placesFileSchema.parse(JSON.parse(readFileSync(`public/places/${country}.json`, 'utf8'))),
    country,
  );
const words = (text: string, country?: Country) =>
  readScriptWords(text, undefined, country && gazetteer(country))
    .replace(/\s+/g, ' ')
    .trim();

describe('readScriptWords', () => {
  it('turns Arabic-Indic, Persian, Devanagari and Tamil digits into ASCII', () => {
    expect(withAsciiDigits('٧:٣٠ ۹ ९:१५ ௧௦')).toBe('7:30 9 9:15 10');
  });

  it('reads Gulf Arabic, with "to" joined to the place and the airport before its city', () => {
    expect(words('ابغى سيارة من الكرامة لمطار دبي بعد بكرة الساعة ٤ الفجر', 'ae')).toBe(
      'from al karama to dubai airport day after tomorrow at 4 morning',
    );
    expect(words('من البلد للحمراء الحين', 'sa')).toBe('from al balad to al hamra now');
    expect(words('والعودة يوم السبت الساعة ١٠ الليل')).toBe('return saturday at 10 night');
  });

  it('reads Hindi in Devanagari as romanised Hindi', () => {
    expect(words('लखनऊ से कानपुर परसों सुबह ८ बजे, वापसी शाम ६ बजे', 'in')).toBe(
      'lucknow se kanpur parso subah 8 baje , wapas shaam 6 baje',
    );
  });

  it("reads a town by the gazetteer's name for it in the rider's script, where no table names it", () => {
    expect(words('من الخرج إلى الرياض', 'sa')).toBe('from al kharj to riyadh');
    expect(words('लुधियाना से अमृतसर', 'in')).toBe('ludhiana se amritsar');
  });

  it("reads a Gulf district by the gazetteer's Arabic name for it", () => {
    expect(words('من ديرة إلى البرشاء الساعة ٨ مساء', 'ae')).toBe('from deira to al barsha at 8 evening');
    expect(words('من القصيص لجميرا', 'ae')).toBe('from al qusais 1 to jumeirah');
    expect(words('من السد إلى الخليج الغربي', 'qa')).toBe('from al sadd to west bay');
    expect(words('من الصحافة للملز', 'sa')).toBe('from al sahafa to al malaz');
  });

  it("reads the vehicle on the agent's Arabic and Hindi buttons", () => {
    expect(words('سيدان · ٩٠ د.إ')).toMatch(/^sedan /);
    expect(words('लग्ज़री · ₹9,000')).toMatch(/^luxury /);
  });

  it('leaves Latin text as it came', () => {
    expect(readScriptWords('Velachery to Adyar at 6 pm')).toBe('Velachery to Adyar at 6 pm');
  });
});
