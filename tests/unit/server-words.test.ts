// The phrases the server writes, read back into i18n keys: each as the server writes it reads the same in English
// through en.json, and in Tamil and Arabic with its ride number, amount or name kept; text no pattern knows (a
// partner's own reason) stays as written.
import { describe, expect, it } from 'vitest';
import { sayServerWords, serverWordsOf } from '../../src/domain/server-words';
import { translator } from '../../src/server/lib/translator';

/** One phrase of each kind, exactly as the server's code writes it. */
const WRITTEN = [
  'Ride created',
  'Driver accepted',
  'Trip started',
  'Trip completed',
  'Ride cancelled',
  'Ride declined',
  'Rider did not come',
  'Driver unassigned by the office',
  'Driver unassigned by the office: Car broke down',
  'Driver arrived at pickup (marked by the office)',
  'Driver arrived at pickup',
  'Driver handed the ride back',
  'Driver handed the ride back: Flat tyre',
  'Trip code locked after wrong attempts',
  'SOS raised by the rider',
  'SOS raised by the driver',
  'SOS acknowledged by Priya',
  'Cancelled by the rider',
  'Declined by the partner',
  'The rider did not come',
  'Cancellation fee for ride #1A2B3C4D',
  'No-show fee for ride #1A2B3C4D',
  'Platform fee for 2026-11',
  'Referral reward: Asha completed a first ride',
  'Referral reward for your first ride #1A2B3C4D',
  'Payout to bank, reference UTR 90817',
  'Paid from wallet for ride #1A2B3C4D',
  'Wallet payment returned: ride #1A2B3C4D cancelled',
  'Fee owed paid with ride #1A2B3C4D',
  'Cashback for ride #1A2B3C4D',
  'Platform commission (2.5 %) for ride #1A2B3C4D',
  'Card refund for ride #1A2B3C4D',
  'Cash refund for ride #1A2B3C4D: Paid back at the office',
];

describe('words the server writes', () => {
  it('reads every phrase back to a key that says it the same in English', async () => {
    const t = await translator('en');
    for (const text of WRITTEN) {
      expect(serverWordsOf(text), text).not.toBeNull();
      expect(sayServerWords(text, t, 'en')).toBe(text);
    }
  });

  it('says a cancelled ride’s reason and its fee in Tamil and Arabic, keeping the ride number', async () => {
    const tamil = await translator('ta');
    const arabic = await translator('ar');
    expect(sayServerWords('Cancelled by the rider', tamil, 'ta')).toBe('பயணி ரத்து செய்தார்');
    expect(sayServerWords('Cancelled by the rider', arabic, 'ar')).toBe('ألغاها الراكب');
    expect(sayServerWords('Cancellation fee for ride #1A2B3C4D', tamil, 'ta')).toBe(
      'பயணம் #1A2B3C4D-க்கான ரத்து கட்டணம்',
    );
    expect(sayServerWords('Cancellation fee for ride #1A2B3C4D', arabic, 'ar')).toBe(
      'رسوم إلغاء الرحلة #1A2B3C4D',
    );
  });

  it('keeps what staff typed inside a phrase, and text it does not know, as written', async () => {
    const tamil = await translator('ta');
    expect(serverWordsOf('Driver handed the ride back: Flat tyre')).toEqual({
      key: 'serverWords.rideEvents.handedBackWithReason',
      params: { reason: 'Flat tyre' },
    });
    expect(sayServerWords('Driver handed the ride back: Flat tyre', tamil, 'ta')).toBe(
      'ஓட்டுநர் பயணத்தைத் திருப்பிக் கொடுத்தார்: Flat tyre',
    );
    expect(serverWordsOf('The rider asked for another car')).toBeNull();
    expect(sayServerWords('The rider asked for another car', tamil, 'ta')).toBe(
      'The rider asked for another car',
    );
  });

  it('names the role refused and the expired document with its date, in the reader’s words', async () => {
    const tamil = await translator('ta');
    const arabic = await translator('ar');
    const refusal = 'Your role (accountant) cannot do this. Ask the owner of Demo Travels.';
    expect(sayServerWords(refusal, await translator('en'), 'en')).toBe(
      'Your role (Accountant) cannot do this. Ask the owner of Demo Travels.',
    );
    expect(sayServerWords(refusal, tamil, 'ta')).toBe(
      `${tamil('staff.roles.accountant')} ஆக இதைச் செய்ய முடியாது. Demo Travels உரிமையாளரிடம் கேளுங்கள்.`,
    );
    const expired = "Ravi's driving licence expired on 2026-03-05; upload the new one first.";
    const date = new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date('2026-03-05T00:00:00Z'),
    );
    expect(sayServerWords(expired, arabic, 'ar')).toBe(
      `انتهت صلاحية ${arabic('driverDocuments.kinds.licence')} الخاصة بـ Ravi في ${date}؛ ارفع المستند الجديد أولًا.`,
    );
    expect(sayServerWords(expired, tamil, 'ta')).toContain(tamil('driverDocuments.kinds.licence'));
  });
});
