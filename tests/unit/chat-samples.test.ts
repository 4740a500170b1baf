// The "Try saying …" suggestion on the booking chat is each locale's chat.sample: the reader must book it as
// written, in every language, so a rider who copies it gets Chennai to Bengaluru at 8 tonight, one-way. A few
// more phrasings per language keep the word tables honest beyond that one sentence.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBookingText } from '../../src/domain/assistants/booking-text/parse-booking-text';
import { placesFileSchema } from '../../src/domain/places/place-contract';
import { createPlaceIndex } from '../../src/domain/places/place-index';

const places = createPlaceIndex(
  placesFileSchema.parse(JSON.parse(readFileSync('public/places/in.json', 'utf8'))),
  'in',
);
// Tuesday 10 March 2026, 10:00 in India.
const now = new Date('2026-03-10T04:30:00Z');
const timezone = 'Asia/Kolkata';
const ist = (iso: string | null) =>
  iso &&
  new Intl.DateTimeFormat('en-GB', { timeZone: timezone, dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(iso),
  );
const read = (text: string, language: string) => {
  const draft = parseBookingText(text, { now, timezone, places, language });
  return [draft.pickup?.name, draft.dropoff?.name, ist(draft.pickupTime), draft.tripType];
};

const samples = readdirSync('public/locales')
  .filter((file) => file.endsWith('.json'))
  .map((file) => {
    const locale = JSON.parse(readFileSync(`public/locales/${file}`, 'utf8')) as { chat: { sample: string } };
    return [file.replace('.json', ''), locale.chat.sample] as const;
  });

describe('the chat suggestion in every language', () => {
  it('covers all 15 locales', () => expect(samples).toHaveLength(15));

  it.each(samples)('%s: reads "%s" as Chennai to Bengaluru at 20:00 today, one-way', (language, sample) => {
    expect(read(sample, language)).toEqual(['Chennai', 'Bengaluru', '10/03/2026, 20:00', 'oneway']);
  });
});

/** Other cities, a morning and airports, in each language the samples needed new words for. */
const PHRASINGS: readonly (readonly [string, string, readonly [string, string, string]])[] = [
  ['es', 'Taxi de Mumbai a Pune mañana a las 7 de la mañana', ['Mumbai', 'Pune', '11/03/2026, 07:00']],
  ['es', 'Desde Madurai hasta Coimbatore hoy a las 9 p. m.', ['Madurai', 'Coimbatore', '10/03/2026, 21:00']],
  ['fr', 'Taxi de Mumbai à Pune demain à 7 h', ['Mumbai', 'Pune', '11/03/2026, 07:00']],
  ['fr', 'De Madurai vers Coimbatore ce soir à 21 h 30', ['Madurai', 'Coimbatore', '10/03/2026, 21:30']],
  ['pt', 'Táxi de Mumbai para Pune amanhã às 7h', ['Mumbai', 'Pune', '11/03/2026, 07:00']],
  ['pt', 'De Hyderabad para Tirupati hoje às 9 da noite', ['Hyderabad', 'Tirupati', '10/03/2026, 21:00']],
  ['tr', "Yarın sabah 07:00'de Mumbai'den Pune'ye taksi", ['Mumbai', 'Pune', '11/03/2026, 07:00']],
  ['tr', "Bu akşam 21:00'de Madurai'dan Coimbatore'a", ['Madurai', 'Coimbatore', '10/03/2026, 21:00']],
  ['id', 'Taksi dari Mumbai ke Pune besok pukul 07.00', ['Mumbai', 'Pune', '11/03/2026, 07:00']],
  ['id', 'Dari Hyderabad ke Tirupati besok pagi jam 6', ['Hyderabad', 'Tirupati', '11/03/2026, 06:00']],
  ['ms', 'Teksi dari Mumbai ke Pune esok pukul 7 pagi', ['Mumbai', 'Pune', '11/03/2026, 07:00']],
  [
    'ms',
    'Dari Madurai ke Coimbatore malam ini pukul 9 malam',
    ['Madurai', 'Coimbatore', '10/03/2026, 21:00'],
  ],
  ['ru', 'Такси из Мумбаи в Пуну завтра в 7:00', ['Mumbai', 'Pune', '11/03/2026, 07:00']],
  ['ru', 'Из Хайдарабада до Тирупати сегодня вечером в 9', ['Hyderabad', 'Tirupati', '10/03/2026, 21:00']],
  ['zh', '明天早上 7 点从孟买到浦那', ['Mumbai', 'Pune', '11/03/2026, 07:00']],
  ['zh', '今天晚上9点从海得拉巴去蒂鲁帕蒂', ['Hyderabad', 'Tirupati', '10/03/2026, 21:00']],
  ['kn', 'ನಾಳೆ ಬೆಳಿಗ್ಗೆ 7 ಗಂಟೆಗೆ ಮೈಸೂರಿನಿಂದ ಬೆಂಗಳೂರಿಗೆ', ['Mysuru', 'Bengaluru', '11/03/2026, 07:00']],
  ['kn', 'ಇಂದು ರಾತ್ರಿ 9 ಗಂಟೆಗೆ ಹೈದರಾಬಾದ್‌ನಿಂದ ಮುಂಬೈಗೆ', ['Hyderabad', 'Mumbai', '10/03/2026, 21:00']],
  ['ml', 'നാളെ രാവിലെ 7 മണിക്ക് കൊച്ചിയിൽ നിന്ന് മധുരയിലേക്ക്', ['Kochi', 'Madurai', '11/03/2026, 07:00']],
  ['ml', 'ഇന്ന് രാത്രി 9 മണിക്ക് ബെംഗളൂരുവിൽ നിന്ന് മൈസൂരിലേക്ക്', ['Bengaluru', 'Mysuru', '10/03/2026, 21:00']],
  ['te', 'రేపు ఉదయం 7 గంటలకు హైదరాబాద్ నుండి తిరుపతికి', ['Hyderabad', 'Tirupati', '11/03/2026, 07:00']],
  ['te', 'ఈరోజు రాత్రి 9 గంటలకు ముంబై నుండి పూణేకు', ['Mumbai', 'Pune', '10/03/2026, 21:00']],
  ['ar', 'من مومباي إلى بونه غدا الساعة 7 صباحا', ['Mumbai', 'Pune', '11/03/2026, 07:00']],
  ['ar', 'من حيدر أباد إلى تيروباتي الليلة الساعة 9 مساء', ['Hyderabad', 'Tirupati', '10/03/2026, 21:00']],
  [
    'es',
    'Taxi al aeropuerto de Chennai desde Velachery mañana a las 6',
    ['Velachery', 'Chennai International Airport', '11/03/2026, 06:00'],
  ],
  [
    'tr',
    "Chennai havalimanı'ndan Velachery'ye yarın 9'da",
    ['Chennai International Airport', 'Velachery', '11/03/2026, 09:00'],
  ],
  [
    'zh',
    '明天早上6点从金奈机场到班加罗尔',
    ['Chennai International Airport', 'Bengaluru', '11/03/2026, 06:00'],
  ],
];

describe('the new languages beyond the suggestion', () => {
  it.each(PHRASINGS)('%s: %s', (language, text, expected) => {
    expect(read(text, language).slice(0, 3)).toEqual(expected);
  });
});
