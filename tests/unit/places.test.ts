// The gazetteer as riders use it: aliases, airports by code and by "<city> airport", typos, prefixes,
// population ranking and "use my location", on the shipped public/places/ files.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shippedPlaces } from '../helpers/shipped-places';
import type { Country } from '../../src/domain/constants';
import { haversineKm } from '../../src/domain/geo';
import { placeSearchQuerySchema, placesVersionSchema } from '../../src/domain/places/place-contract';

const index = shippedPlaces;
const first = (country: Country, query: string) => index(country).search(query)[0];
const names = (country: Country, query: string) =>
  index(country)
    .search(query)
    .map((p) => p.name);

describe('India', () => {
  it.each([
    ['Bangalore', 'Bengaluru'],
    ['Madras', 'Chennai'],
    ['Bombay', 'Mumbai'],
    ['Cochin', 'Kochi'],
    ['calcutta', 'Kolkata'],
    ['Trivandrum', 'Thiruvananthapuram'],
  ])('finds %s as %s', (query, name) => {
    expect(first('in', query)).toMatchObject({ name, kind: 'city' });
  });

  it('answers an IATA code with its airport', () => {
    expect(first('in', 'MAA')).toMatchObject({
      iata: 'MAA',
      name: 'Chennai International Airport',
      kind: 'airport',
    });
  });

  it.each(['Chennai airport', 'airport chennai', 'chennai air', 'Madras airport'])(
    'reads "%s" as MAA',
    (query) => {
      expect(first('in', query)?.iata).toBe('MAA');
    },
  );

  it('finds an airport under its served city when the name does not say it', () => {
    expect(first('in', 'Bangalore airport')?.iata).toBe('BLR');
  });

  it.each([
    ['Chenai', 'Chennai'],
    ['Banglore', 'Bengaluru'],
    ['Mumbia', 'Mumbai'],
  ])('forgives the typo %s', (query, name) => {
    expect(first('in', query)?.name).toBe(name);
  });

  it('completes prefixes and ranks by population', () => {
    expect(first('in', 'Coim')?.name).toBe('Coimbatore');
    expect(first('in', 'Hyd')?.name).toBe('Hyderabad');
    expect(names('in', 'hyd')).toContain('Rajiv Gandhi International Airport');
  });

  it('ignores case and diacritics', () => {
    expect(first('in', 'HYDERĀBĀD')?.name).toBe('Hyderabad');
  });

  it('returns at most the limit, and nothing for blank or one-letter queries', () => {
    expect(index('in').search('ch', 5)).toHaveLength(5);
    expect(index('in').search('  ')).toEqual([]);
    expect(index('in').search('a')).toEqual([]);
  });

  it('picks the nearest town for "use my location"', () => {
    expect(index('in').nearest(13.08, 80.27)?.place.name).toBe('Chennai');
    expect(index('in').nearest(12.99, 80.17, 'airport')?.place.iata).toBe('MAA');
  });

  it('gives every place an id, a region and coordinates inside India', () => {
    const ids = new Set(index('in').places.map((p) => p.id));
    expect(ids.size).toBe(index('in').places.length);
    expect(index('in').places.every((p) => p.lat > 6 && p.lat < 36 && p.lng > 68 && p.lng < 98)).toBe(true);
    expect(first('in', 'Chennai')).toMatchObject({ id: 'city:1264527', region: 'Tamil Nadu', country: 'in' });
  });
});

describe('the other countries', () => {
  it.each([
    ['us', 'JFK', 'John F Kennedy International Airport'],
    ['us', 'New York', 'New York City'],
    ['uk', 'London', 'London'],
    ['uk', 'LHR', 'London Heathrow Airport'],
    ['ae', 'Dubai', 'Dubai'],
    ['ae', 'DXB', 'Dubai International Airport'],
    ['qa', 'Doha', 'Doha'],
    ['sa', 'Riyadh', 'Riyadh'],
    ['sa', 'Jeddah', 'Jeddah'],
    ['sa', 'Makkah', 'Mecca'],
  ] as const)('%s: %s → %s', (country, query, name) => {
    expect(first(country, query)?.name).toBe(name);
  });
});

describe('contracts', () => {
  it('validates the search query', () => {
    expect(placeSearchQuerySchema.parse({ q: ' Chennai ' })).toEqual({
      q: 'Chennai',
      country: 'in',
      limit: 8,
    });
    // A blank query is no error: the field just has nothing to offer yet.
    expect(placeSearchQuerySchema.parse({ q: '   ' }).q).toBe('');
    expect(placeSearchQuerySchema.safeParse({ q: 'Doha', lat: 91, lng: 0 }).success).toBe(false);
    expect(placeSearchQuerySchema.safeParse({ q: 'Doha', country: 'gb' }).success).toBe(false);
    expect(placeSearchQuerySchema.safeParse({ q: 'Doha', limit: 21 }).success).toBe(false);
  });

  it('ships a version hash for every country file', () => {
    const version = placesVersionSchema.parse(JSON.parse(readFileSync('public/places/version.json', 'utf8')));
    expect(Object.keys(version.files).sort()).toEqual(['ae', 'in', 'qa', 'sa', 'uk', 'us']);
  });

  it('measures great-circle distances', () => {
    expect(haversineKm({ lat: 13.0878, lng: 80.2785 }, { lat: 12.9719, lng: 77.5937 })).toBeCloseTo(291, 0);
  });
});

const VELACHERY = { lat: 12.9755, lng: 80.2206 };
const WHITEFIELD = { lat: 12.9698, lng: 77.75 };
const label = (place: { name: string; city?: string } | undefined) =>
  place && (place.city ? `${place.name}, ${place.city}` : place.name);

describe('localities and landmarks', () => {
  it.each([
    ['in', 'velachery', 'Velachery, Chennai'],
    ['in', 'T Nagar', 'T Nagar, Chennai'],
    ['in', 'thyagaraya nagar', 'T Nagar, Chennai'],
    ['in', 'koramangala', 'Koramangala, Bengaluru'],
    ['in', 'CSMT', 'Chhatrapati Shivaji Maharaj Terminus, Mumbai'],
    ['in', 'powai', 'Powai, Mumbai'],
    ['ae', 'JLT', 'Jumeirah Lakes Towers, Dubai'],
    ['qa', 'souq waqif', 'Souq Waqif, Doha'],
    ['sa', 'olaya', 'Al Olaya, Riyadh'],
    ['uk', 'kings cross station', "King's Cross Station, London"],
    ['us', 'harlem', 'Harlem, New York City'],
  ] as const)('%s: %s → %s', (country, query, shown) => {
    expect(label(first(country, query))).toBe(shown);
  });

  it('ranks the namesake nearest the rider first', () => {
    const phoenix = (near: { lat: number; lng: number }) =>
      label(index('in').search('phoenix marketcity', 3, { near })[0]);
    expect(phoenix(VELACHERY)).toBe('Phoenix Marketcity, Chennai');
    expect(phoenix(WHITEFIELD)).toBe('Phoenix Marketcity, Bengaluru');
    const annaNagar = index('in').search('anna nagar', 8, { near: { lat: 9.925, lng: 78.12 } });
    expect(label(annaNagar[0])).toBe('Anna Nagar, Madurai');
  });

  it('keeps a city of the name first over a namesake locality elsewhere', () => {
    expect(first('in', 'Noida')).toMatchObject({ name: 'Noida', kind: 'city' });
    expect(first('in', 'Manali')).toMatchObject({ kind: 'locality' });
    const fromChandigarh = index('in').search('manali', 1, { near: { lat: 30.73, lng: 76.78 } })[0];
    expect(fromChandigarh).toMatchObject({ name: 'Manali', kind: 'city' });
  });
});

describe('fuzzy matching stays near the rider', () => {
  it('takes a typo of a locality near the rider', () => {
    expect(label(index('in').search('velachry', 1, { near: VELACHERY })[0])).toBe('Velachery, Chennai');
  });

  it('refuses a typo that only matches a small place far away', () => {
    // "Kodaikanal" is 400 km from Velachery and a town of 36,000: its misspelling is no match from there.
    expect(first('in', 'kodaiknal')?.name).toBe('Kodaikanal');
    expect(
      index('in')
        .search('kodaiknal', 8, { near: VELACHERY })
        .map((p) => p.name),
    ).not.toContain('Kodaikanal');
  });

  it('still takes a typo of a big city anywhere, and an exact far town', () => {
    expect(index('in').search('bangalor', 1, { near: VELACHERY })[0]?.name).toBe('Bengaluru');
    expect(index('in').search('mumabi', 1, { near: VELACHERY })[0]?.name).toBe('Mumbai');
    expect(index('in').search('kodaikanal', 1, { near: VELACHERY })[0]?.name).toBe('Kodaikanal');
  });

  it('looks for typos only when nothing matches as typed', () => {
    expect(names('in', 'chennai')).not.toContain('Chetpet');
    expect(names('in', 'chenai')).toContain('Chennai');
  });
});

describe('reverse geocoding offline', () => {
  it('names a point after the locality it lies in, else the nearest town', () => {
    expect(label(index('in').reverse(12.977, 80.221)?.place)).toBe('Velachery, Chennai');
    expect(index('in').reverse(10.23, 77.49)?.place).toMatchObject({ kind: 'city' });
  });
});
