// The districts of the six countries' main cities as riders name them, each filed under its city; names in the
// scripts riders write (Arabic, Devanagari, Tamil); and a district or town typed with its city after it, the
// city choosing between namesakes. On the shipped public/places/ files.
import { describe, expect, it } from 'vitest';
import { shippedPlaces } from '../helpers/shipped-places';
import type { Country } from '../../src/domain/constants';
import { foldName } from '../../src/domain/places/normalize';

const index = shippedPlaces;
const first = (country: Country, query: string) => index(country).search(query)[0];

describe('districts of the main cities', () => {
  it.each([
    ['ae', 'Al Satwa', 'Al Satwa', 'Dubai'],
    ['ae', 'Port Saeed', 'Port Saeed', 'Dubai'],
    ['ae', 'Mirdif', 'Mirdif', 'Dubai'],
    ['ae', 'Al Khalidiyah', 'Al Khalidiyah', 'Abu Dhabi'],
    ['ae', 'Al Khan', 'Al Khan', 'Sharjah'],
    ['qa', 'Madinat Khalifa', 'Madinat Khalifa', 'Doha'],
    ['qa', 'Fereej Kulaib', 'Fereej Kulaib', 'Doha'],
    ['sa', 'Al Sulaimaniyah', 'Al Sulaimaniyah', 'Riyadh'],
    ['sa', 'Al Safa', 'Al Safa', 'Jeddah'],
    ['sa', 'Al Adamah', 'Al Adamah', 'Dammam'],
    ['uk', 'Notting Hill', 'Notting Hill', 'London'],
    ['uk', 'Covent Garden', 'Covent Garden', 'London'],
    ['uk', 'Ancoats', 'Ancoats', 'Manchester'],
    ['uk', 'Chorlton', 'Chorlton cum Hardy', 'Manchester'],
    ['uk', 'Edgbaston', 'Edgbaston', 'Birmingham'],
    ['us', 'Riverdale', 'Riverdale', 'New York City'],
    ['us', 'Westwood', 'Westwood', 'Los Angeles'],
    ['us', 'Venice Beach', 'Venice Beach', 'Los Angeles'],
    ['us', 'River North', 'River North', 'Chicago'],
    ['us', 'SoMa', 'SoMa', 'San Francisco'],
    ['us', 'North Beach', 'North Beach', 'San Francisco'],
  ] as const)('%s: finds %s as %s, %s', (country, query, name, city) => {
    expect(first(country, query)).toMatchObject({ name, city, kind: 'locality' });
  });

  it("files GeoNames' transliterations under the name riders use, and a district under its own emirate", () => {
    expect(first('ae', 'Dayrah')).toMatchObject({ name: 'Deira', city: 'Dubai' });
    expect(first('ae', 'As Satwah')).toMatchObject({ name: 'Al Satwa', city: 'Dubai' });
    expect(first('qa', 'As Sadd')).toMatchObject({ name: 'Al Sadd', city: 'Doha' });
    // Al Qusais lies nearer Sharjah's centre than Dubai's, but in Dubai.
    expect(first('ae', 'Al Qusais')).toMatchObject({ city: 'Dubai' });
    expect(
      index('ae')
        .search('Dayrah', 20)
        .filter((p) => p.name === 'Dayrah'),
    ).toEqual([]);
  });
});

describe('names in their scripts', () => {
  it.each([
    ['ae', 'دبي', 'Dubai'],
    ['ae', 'أبو ظبي', 'Abu Dhabi'],
    ['ae', 'الشارقة', 'Sharjah'],
    ['qa', 'الدوحة', 'Doha'],
    ['sa', 'الرياض', 'Riyadh'],
    ['sa', 'الريا', 'Riyadh'],
    ['sa', 'جدة', 'Jeddah'],
    ['in', 'चेन्नई', 'Chennai'],
    ['in', 'दिल्ली', 'Delhi'],
    ['in', 'மதுரை', 'Madurai'],
    ['in', 'சென்னை', 'Chennai'],
  ] as const)('%s: finds %s as %s', (country, query, name) => {
    expect(first(country, query)).toMatchObject({ name, kind: 'city' });
  });

  it.each([
    ['ae', 'ديرة', 'Deira', 'Dubai'],
    ['ae', 'بر دبي', 'Bur Dubai', 'Dubai'],
    ['ae', 'البرشاء', 'Al Barsha', 'Dubai'],
    ['ae', 'السطوة', 'Al Satwa', 'Dubai'],
    ['ae', 'القصيص', 'Al Qusais 1', 'Dubai'],
    ['ae', 'الخالدية', 'Al Khalidiyah', 'Abu Dhabi'],
    ['ae', 'النهدة الشارقة', 'Al Nahda', 'Sharjah'],
    ['qa', 'الخليج الغربي', 'West Bay', 'Doha'],
    ['qa', 'السد', 'Al Sadd', 'Doha'],
    ['sa', 'العليا الرياض', 'Al Olaya', 'Riyadh'],
    ['sa', 'الصحافة', 'Al Sahafa', 'Riyadh'],
    ['sa', 'الملز', 'Al Malaz', 'Riyadh'],
    ['sa', 'الحمراء', 'Al Hamra', 'Jeddah'],
  ] as const)('%s: finds the district %s as %s, %s', (country, query, name, city) => {
    expect(first(country, query)).toMatchObject({ name, city, kind: 'locality' });
  });

  it('folds Arabic as riders write it loosely and keeps the vowel signs of Indian scripts', () => {
    expect(foldName('جدّة')).toBe(foldName('جده'));
    expect(foldName('أبوظبي')).toBe('ابوظبي');
    expect(foldName('दिल्ली')).toBe('दिल्ली');
    expect(foldName('चंडीगढ़')).not.toBe(foldName('चंडीगढ'));
    expect(foldName('மதுரை')).not.toBe(foldName('மதர'));
  });
});

// Deira Dubai, Al Nahda Sharjah or Dubai, Al Olaya Riyadh and Anna Nagar Chennai were already found by their
// city; these are the namesakes and towns the new districts and the big cities beside towns bring.
describe('a district or town with its city after it', () => {
  it.each([
    ['sa', 'Al Rawdah Riyadh', 'Al Rawdah', 'Riyadh'],
    ['sa', 'Al Shati Dammam', 'Al Shati', 'Dammam'],
    ['sa', 'Al Shati, Jeddah', 'Al Shati', 'Jeddah'],
    ['in', 'Koramangala Bangalore', 'Koramangala', 'Bengaluru'],
  ] as const)('%s: %s is %s, %s', (country, query, name, city) => {
    expect(first(country, query)).toMatchObject({ name, city });
  });

  it.each([
    ['uk', 'Salford Manchester', 'Salford'],
    ['us', 'Brooklyn New York', 'Brooklyn'],
    ['us', 'Santa Monica Los Angeles', 'Santa Monica'],
  ] as const)('%s: %s is the town %s beside the city', (country, query, name) => {
    expect(first(country, query)).toMatchObject({ name, kind: 'city' });
  });
  // The qualifier is a borough or city that is a place of its own; the district named in full before it wins over
  // the one that only contains its name (East Harlem, North Hollywood).
  it.each([
    ['us', 'Harlem Manhattan', 'Harlem', 'New York City'],
    ['us', 'Harlem Man', 'Harlem', 'New York City'],
    ['us', 'Hollywood Los Angeles', 'Hollywood', 'Los Angeles'],
  ] as const)('%s: %s is the district %s, %s', (country, query, name, city) => {
    expect(first(country, query)).toMatchObject({ name, city, kind: 'locality' });
  });

  it('us: Flatbush Brooklyn is Flatbush, not East Flatbush', () => {
    expect(first('us', 'Flatbush Brooklyn')).toMatchObject({ name: 'Flatbush', kind: 'city' });
  });
});
