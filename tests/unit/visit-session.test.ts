// The visit beacon's pure parts: the ad fields a landing address carries, and device details from user agents of
// the phones and desktops riders use.
import { describe, expect, it } from 'vitest';
import { adFieldsOf, deviceOf } from '../../src/domain/riders/visit-session';
import { campaignOf } from '../../src/domain/riders/visits';

describe('ad fields of a landing address', () => {
  it('keeps the utm fields and fbclid, trimmed, and nothing else', () => {
    expect(adFieldsOf('?utm_source=google&utm_medium=cpc&utm_campaign=%20diwali%20&ref=x')).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'diwali',
    });
    expect(adFieldsOf('?fbclid=IwAR0abc')).toEqual({ fbclid: 'IwAR0abc' });
    expect(adFieldsOf('?utm_source=&q=taxi')).toBeNull();
    expect(adFieldsOf('')).toBeNull();
  });

  it('names Facebook the source of a click marked only by fbclid', () => {
    expect(campaignOf({ fbclid: 'IwAR0abc' })).toEqual({
      utm_source: 'facebook',
      utm_medium: undefined,
      utm_campaign: undefined,
      fbclid: 'IwAR0abc',
    });
    expect(campaignOf({ utm_medium: 'cpc' })).toBeNull();
    expect(campaignOf(undefined)).toBeNull();
  });
});

describe('device details from a user agent', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      { os: 'Android', os_version: '14', browser: 'Chrome', device_type: 'mobile' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { os: 'iOS', os_version: '17.5', browser: 'Safari', device_type: 'mobile' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      { os: 'Windows', os_version: '10.0', browser: 'Edge', device_type: 'desktop' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      { os: 'Linux', browser: 'Firefox', device_type: 'desktop' },
    ],
  ])('reads %s', (ua, expected) => {
    expect(deviceOf(ua)).toEqual(expected);
  });
});
