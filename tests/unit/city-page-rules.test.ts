// The pure rules behind city pages and languages: which addresses are city pages and what they name (spec 2.2),
// one slug per place, canonical and alternate links, the Intl locale map of spec 9, and the contact form's checks.
import { describe, expect, it } from 'vitest';
import { contactRequestSchema } from '../../src/domain/riders/contact';
import { intlLocale } from '../../src/domain/intl-locale';
import { placeSlug } from '../../src/domain/places/normalize';
import { alternateLinks, canonicalRest, placePage } from '../../src/domain/routes';

describe('city page addresses', () => {
  it('reads the place from place/, city/ and taxi/, a bare segment, or the place query', () => {
    expect(placePage('place/chennai')).toEqual({ kind: 'city', name: 'chennai' });
    expect(placePage('city/Navi%20Mumbai')).toEqual({ kind: 'city', name: 'Navi Mumbai' });
    expect(placePage('taxi/madurai')).toEqual({ kind: 'city', name: 'madurai' });
    expect(placePage('coimbatore')).toEqual({ kind: 'city', name: 'coimbatore' });
    expect(placePage('place/anything', 'place=Ooty')).toEqual({ kind: 'city', name: 'Ooty' });
    expect(placePage('service/places')).toEqual({ kind: 'servedPlaces' });
  });

  it('leaves every other page alone', () => {
    for (const rest of [
      '',
      'home',
      'contact-us',
      'blogs',
      'appstores',
      'user/rides',
      'place/a/b',
      'travel/home',
    ]) {
      expect(placePage(rest), rest).toBeNull();
    }
  });

  it('gives every spelling of a place one slug and one canonical address', () => {
    expect(placeSlug('Navi Mumbai')).toBe('navi-mumbai');
    expect(placeSlug('  NAVI_MUMBAI ')).toBe('navi-mumbai');
    expect(placeSlug('Tiruchirāppalli')).toBe('tiruchirappalli');
    expect(canonicalRest('city/Navi Mumbai')).toBe('place/navi-mumbai');
    expect(canonicalRest('chennai')).toBe('place/chennai');
    expect(canonicalRest('user/rides')).toBe('user/rides');
  });

  it('names English in every country, the current language and the site languages as alternates', () => {
    const links = alternateLinks('place/chennai', { country: 'in', language: 'ta' }, ['en', 'ta', 'ml']);
    expect(links.map((link) => link.hreflang)).toEqual([
      'en-in',
      'en-us',
      'en-uk',
      'en-ae',
      'en-qa',
      'en-sa',
      'ta-in',
      'ml-in',
      'x-default',
    ]);
    expect(links.find((link) => link.hreflang === 'ml-in')?.path).toBe('/in/ml/place/chennai');
  });
});

describe('the Intl locale map (spec 9)', () => {
  it('formats each language the way of the country it is read in', () => {
    const pairs = [
      ['en', 'in', 'en-IN'],
      ['ta', 'in', 'ta-IN'],
      ['hi', 'in', 'hi-IN'],
      ['en', 'us', 'en-US'],
      ['en', 'uk', 'en-GB'],
      ['ar', 'ae', 'ar-AE'],
      ['en', 'ae', 'en-AE'],
      ['ar', 'qa', 'ar-QA'],
      ['en', 'qa', 'en-QA'],
      ['ar', 'sa', 'ar-SA'],
      ['en', 'sa', 'en-SA'],
    ] as const;
    for (const [language, country, locale] of pairs) expect(intlLocale(language, country)).toBe(locale);
    expect(new Intl.NumberFormat(intlLocale('en', 'in')).format(1234567)).toBe('12,34,567');
    expect(new Intl.NumberFormat(intlLocale('en', 'us')).format(1234567)).toBe('1,234,567');
  });
});

describe('the contact form', () => {
  const valid = {
    firstName: 'Meena',
    lastName: 'S',
    email: 'meena@example.com',
    lookingFor: 'product',
    enquiry: 'Tell me more about the platform.',
  };

  it('takes a valid enquiry with an optional company', () => {
    expect(contactRequestSchema.parse(valid)).toMatchObject({ company: '', lookingFor: 'product' });
  });

  it('names each bad field with a code the browser translates', () => {
    const result = contactRequestSchema.safeParse({ ...valid, lastName: '', email: 'x@', lookingFor: '' });
    expect(result.success).toBe(false);
    const codes = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(codes).toEqual({
      lastName: 'lastNameRequired',
      email: 'emailInvalid',
      lookingFor: 'topicRequired',
    });
  });
});
