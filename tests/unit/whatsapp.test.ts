// The WhatsApp pieces that need no server: the wa.me link of the booking page, choices as numbered lines and a
// number read back as that choice, phone numbers found in chat text, and the Graph API address setting.
import { describe, expect, it } from 'vitest';
import { chosenByNumber, numberedReply } from '../../src/domain/assistants/booking-text/whatsapp-replies';
import { writtenLanguage } from '../../src/domain/assistants/booking-text/written-language';
import { phoneInText } from '../../src/domain/riders/leads';
import { incomingMessages, webhookNotificationSchema } from '../../src/domain/assistants/whatsapp-webhook';
import { whatsappLink } from '../../src/domain/assistants/whatsapp-link';
import { parseEnv } from '../../src/server/env';

describe('whatsappLink', () => {
  const text = 'Chennai Airport to Vellore tomorrow 8 am';
  it('joins the country code and a national number, digits only, with the text encoded', () => {
    expect(whatsappLink('91', '98400 12345', text)).toBe(
      'https://wa.me/919840012345?text=Chennai%20Airport%20to%20Vellore%20tomorrow%208%20am',
    );
    expect(whatsappLink('+44', '07700 900123', 'hi & bye')).toBe(
      'https://wa.me/447700900123?text=hi%20%26%20bye',
    );
  });
  it('keeps a number already written internationally', () => {
    expect(whatsappLink('91', '+1 (415) 555-0100', 'x')).toBe('https://wa.me/14155550100?text=x');
    expect(whatsappLink('91', '00971 50 123 4567', 'x')).toBe('https://wa.me/971501234567?text=x');
  });
  it('has no link without a phone number', () => {
    expect(whatsappLink('91', '', text)).toBeNull();
    expect(whatsappLink('91', '  -  ', text)).toBeNull();
  });
  it('encodes Tamil text', () => {
    expect(whatsappLink('91', '9840012345', 'நாளை')).toBe(
      `https://wa.me/919840012345?text=${encodeURIComponent('நாளை')}`,
    );
  });
});

describe('numbered choices', () => {
  const choices = ['Hatchback · ₹3,100', 'Sedan · ₹3,900', 'SUV · ₹5,200'];
  it('lists the choices under the reply with how to answer', () => {
    expect(numberedReply('Which one?', choices, 'en')).toBe(
      'Which one?\n\n1. Hatchback · ₹3,100\n2. Sedan · ₹3,900\n3. SUV · ₹5,200\n\nReply with a number or the name.',
    );
    expect(numberedReply('எது?', choices, 'ta')).toMatch(/\n\nஎண்ணையோ பெயரையோ அனுப்புங்கள்\.$/);
    expect(numberedReply('Where should we pick you up?', [], 'en')).toBe('Where should we pick you up?');
  });
  it('reads a number as that choice, and anything else as the rider’s words', () => {
    expect(chosenByNumber('2', choices)).toBe('Sedan · ₹3,900');
    expect(chosenByNumber(' 3. ', choices)).toBe('SUV · ₹5,200');
    expect(chosenByNumber('#1', choices)).toBe('Hatchback · ₹3,100');
    expect(chosenByNumber('(2)', choices)).toBe('Sedan · ₹3,900');
    expect(chosenByNumber('4', choices)).toBeNull();
    expect(chosenByNumber('0', choices)).toBeNull();
    expect(chosenByNumber('2 pm', choices)).toBeNull();
    expect(chosenByNumber('sedan', choices)).toBeNull();
    expect(chosenByNumber('1', [])).toBeNull();
  });
  it('reads Arabic-Indic and Persian digits as the numbers they are', () => {
    expect(chosenByNumber('٢', choices)).toBe('Sedan · ₹3,900');
    expect(chosenByNumber('۳.', choices)).toBe('SUV · ₹5,200');
  });
  it('ends with how to answer in the rider’s language', () => {
    expect(numberedReply('أي واحدة؟', choices, 'ar')).toMatch(/\n\nأرسل الرقم أو الاسم\.$/);
    expect(numberedReply('¿Cuál?', choices, 'es')).toMatch(/\n\nResponde con el número o el nombre\.$/);
  });
  it('answers Tamil script in Tamil, Devanagari in Hindi, anything else in the partner’s language', () => {
    expect(writtenLanguage('நாளை காலை 9 மணி', 'en')).toBe('ta');
    expect(writtenLanguage('naalai kaalai', 'en')).toBe('en');
    expect(writtenLanguage('tomorrow', 'ta')).toBe('ta');
    expect(writtenLanguage('कल सुबह 9 बजे', 'en')).toBe('hi');
  });
});

describe('phoneInText', () => {
  it('finds a phone number in a message, local ones in the partner’s country', () => {
    expect(phoneInText('call me on 98765 43210 please', 'in')).toBe('+919876543210');
    expect(phoneInText('my number is +91 98840 12345', 'in')).toBe('+919884012345');
    expect(phoneInText('ring 07911 123456', 'uk')).toBe('+447911123456');
    expect(phoneInText('(415) 555-0132 after 6', 'us')).toBe('+14155550132');
  });
  it('ignores times, dates, flight numbers and choices', () => {
    for (const text of [
      'Chennai to Vellore tomorrow 8 pm',
      '1',
      'AI 302 at 10:30 on 12/05/2026',
      '2 passengers',
    ])
      expect(phoneInText(text, 'in')).toBeNull();
  });
});

describe('webhook notification', () => {
  it('reads the rider messages with the sender’s profile name, and none from status updates', () => {
    const value = {
      messaging_product: 'whatsapp',
      metadata: { display_phone_number: '15550783881', phone_number_id: '1234' },
    };
    const notification = webhookNotificationSchema.parse({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [
            {
              field: 'messages',
              value: {
                ...value,
                contacts: [{ wa_id: '919800000001', profile: { name: 'Meena' } }],
                messages: [
                  {
                    from: '919800000001',
                    id: 'wamid.1',
                    timestamp: '1700000000',
                    type: 'text',
                    text: { body: 'hi' },
                  },
                ],
              },
            },
            { field: 'messages', value: { ...value, statuses: [{ id: 'wamid.0', status: 'read' }] } },
          ],
        },
      ],
    });
    expect(incomingMessages(notification)).toEqual([
      {
        phoneNumberId: '1234',
        profileName: 'Meena',
        message: {
          from: '919800000001',
          id: 'wamid.1',
          timestamp: '1700000000',
          type: 'text',
          text: { body: 'hi' },
        },
      },
    ]);
  });
});

describe('WHATSAPP_API_URL', () => {
  it('defaults to the Graph API and drops a trailing slash', () => {
    const parsed = parseEnv({});
    expect(parsed.ok && parsed.env.WHATSAPP_API_URL).toBe('https://graph.facebook.com/v21.0');
    const local = parseEnv({ WHATSAPP_API_URL: 'http://127.0.0.1:9000/v21.0/' });
    expect(local.ok && local.env.WHATSAPP_API_URL).toBe('http://127.0.0.1:9000/v21.0');
  });
  it('names a value that is not a URL', () => {
    const parsed = parseEnv({ WHATSAPP_API_URL: 'graph' });
    expect(parsed.ok ? [] : parsed.problems).toEqual([expect.stringMatching(/^WHATSAPP_API_URL: an http/)]);
  });
});
