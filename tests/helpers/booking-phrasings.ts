// Ride requests as riders type them in the six countries, in English, romanised Hindi and Tamil and Tamil script,
// each with what it asks for: the parser's accuracy test asserts every field, and the bench counts per field.
// Every message is read at 10:00 on Tuesday 10 March 2026 in its country's partner time zone.
import { readFileSync } from 'node:fs';
import { parseBookingText } from '../../src/domain/assistants/booking-text/parse-booking-text';
import type { Country, RideService, TripType, VehicleType } from '../../src/domain/constants';
import { placesFileSchema } from '../../src/domain/places/place-contract';
import { createPlaceIndex, type PlaceIndex } from '../../src/domain/places/place-index';

export interface Phrasing {
  country: Country;
  language: 'en' | 'hi-Latn' | 'ta-Latn' | 'ta' | 'hi' | 'ar';
  text: string;
  /** Place names as the gazetteer shows them; times as local "YYYY-MM-DD HH:MM". */
  pickup: string | null;
  dropoff: string | null;
  at: string | null;
  returnAt: string | null;
  tripType: TripType;
  service: RideService | null;
  vehicle: VehicleType | null;
  passengers: number | null;
  flight: string | null;
}

export const COUNTRY_TIMEZONES: Record<Country, string> = {
  in: 'Asia/Kolkata',
  us: 'America/New_York',
  uk: 'Europe/London',
  ae: 'Asia/Dubai',
  qa: 'Asia/Qatar',
  sa: 'Asia/Riyadh',
};

/** 10:00 local on Tuesday 10 March 2026 (New York is already on daylight time, London not yet). */
export const NOW: Record<Country, Date> = {
  in: new Date('2026-03-10T04:30:00Z'),
  us: new Date('2026-03-10T14:00:00Z'),
  uk: new Date('2026-03-10T10:00:00Z'),
  ae: new Date('2026-03-10T06:00:00Z'),
  qa: new Date('2026-03-10T07:00:00Z'),
  sa: new Date('2026-03-10T07:00:00Z'),
};

export type Asks = Partial<Omit<Phrasing, 'country' | 'language' | 'text'>>;
const NONE = {
  pickup: null,
  dropoff: null,
  at: null,
  returnAt: null,
  tripType: 'oneway',
  service: null,
  vehicle: null,
  passengers: null,
  flight: null,
} as const;
export const ask = (
  country: Country,
  language: Phrasing['language'],
  text: string,
  asks: Asks,
): Phrasing => ({
  country,
  language,
  text,
  ...NONE,
  ...asks,
});
const en = (country: Country, text: string, asks: Asks) => ask(country, 'en', text, asks);
const hi = (country: Country, text: string, asks: Asks) => ask(country, 'hi-Latn', text, asks);
const taLatn = (text: string, asks: Asks) => ask('in', 'ta-Latn', text, asks);
const ta = (text: string, asks: Asks) => ask('in', 'ta', text, asks);

const BOM = 'Chhatrapati Shivaji International Airport';
const DEL = 'Indira Gandhi International Airport';
const MAA = 'Chennai International Airport';

export const PHRASINGS: readonly Phrasing[] = [
  // India, English
  en('in', 'overnight Chennai to Bangalore one-way taxi at 8 PM', {
    pickup: 'Chennai',
    dropoff: 'Bengaluru',
    at: '2026-03-10 20:00',
    service: 'outstation',
  }),
  en('in', 'Need a cab from Pune to Mumbai airport tomorrow 5:30 am, 3 passengers', {
    pickup: 'Pune',
    dropoff: BOM,
    at: '2026-03-11 05:30',
    service: 'airport',
    passengers: 3,
  }),
  en('in', 'book sedan Bangalore to Mysore day after tomorrow 7am round trip, return at 9 pm', {
    pickup: 'Bengaluru',
    dropoff: 'Mysuru',
    at: '2026-03-12 07:00',
    returnAt: '2026-03-12 21:00',
    tripType: 'return',
    service: 'outstation',
    vehicle: 'sedan',
  }),
  en('in', 'Delhi airport pickup flight AI 865 landing tomorrow 11:45 pm drop Gurgaon', {
    pickup: DEL,
    dropoff: 'Gurugram',
    at: '2026-03-11 23:45',
    service: 'airport',
    flight: 'AI 865',
  }),
  en('in', 'Innova from Coimbatore to Ooty on Saturday 6 am for 6 people', {
    pickup: 'Coimbatore',
    dropoff: 'Ooty',
    at: '2026-03-14 06:00',
    service: 'outstation',
    vehicle: 'suv',
    passengers: 6,
  }),
  en('in', '4 hours rental in Hyderabad tomorrow 10am', {
    pickup: 'Hyderabad',
    at: '2026-03-11 10:00',
    service: 'rental',
  }),
  en('in', 'I want to go from Jaipur to Agra on 15th March at 9:30 in the morning', {
    pickup: 'Jaipur',
    dropoff: 'Agra',
    at: '2026-03-15 09:30',
    service: 'outstation',
  }),
  en('in', 'cab tmrw 6am BLR to Mysore dzire', {
    pickup: 'Kempegowda International Airport',
    dropoff: 'Mysuru',
    at: '2026-03-11 06:00',
    service: 'airport',
    vehicle: 'sedan',
  }),
  en('in', 'Kochi to Munnar tomorrow 8 am SUV 5 people', {
    pickup: 'Kochi',
    dropoff: 'Munnar',
    at: '2026-03-11 08:00',
    service: 'outstation',
    vehicle: 'suv',
    passengers: 5,
  }),
  en('in', 'need an electric car from Noida to Delhi at 7 pm', {
    pickup: 'Noida',
    dropoff: 'Delhi',
    at: '2026-03-10 19:00',
    service: 'local',
    vehicle: 'electric',
  }),
  en('in', 'Madurai to Rameswaram round trip tomorrow 5 am, return on Thursday 8 pm', {
    pickup: 'Madurai',
    dropoff: 'Rameswaram',
    at: '2026-03-11 05:00',
    returnAt: '2026-03-12 20:00',
    tripType: 'return',
    service: 'outstation',
  }),
  en('in', 'luxury car Mumbai airport to Pune tonight flight 6E 5021', {
    pickup: BOM,
    dropoff: 'Pune',
    at: '2026-03-10 21:00',
    service: 'airport',
    vehicle: 'luxury',
    flight: '6E 5021',
  }),
  en('in', 'Trichy to Madurai right now', {
    pickup: 'Tiruchirappalli',
    dropoff: 'Madurai',
    at: '2026-03-10 10:00',
    service: 'outstation',
  }),
  en('in', 'Hatchback from Chandigarh to Manali next Monday 7:15 am', {
    pickup: 'Chandigarh',
    dropoff: 'Manali',
    at: '2026-03-16 07:15',
    service: 'outstation',
    vehicle: 'hatchback',
  }),
  // India, romanised Hindi
  hi('in', 'kal subah 7 baje Delhi se Agra', {
    pickup: 'Delhi',
    dropoff: 'Agra',
    at: '2026-03-11 07:00',
    service: 'outstation',
  }),
  hi('in', 'parso shaam 5 baje Jaipur se Delhi innova chahiye', {
    pickup: 'Jaipur',
    dropoff: 'Delhi',
    at: '2026-03-12 17:00',
    service: 'outstation',
    vehicle: 'suv',
  }),
  hi('in', 'aaj raat 10 baje Mumbai airport se Pune jana hai', {
    pickup: BOM,
    dropoff: 'Pune',
    at: '2026-03-10 22:00',
    service: 'airport',
  }),
  hi('in', 'kal dopahar 2 baje Gurgaon se Delhi airport, sedan chahiye', {
    pickup: 'Gurugram',
    dropoff: DEL,
    at: '2026-03-11 14:00',
    service: 'airport',
    vehicle: 'sedan',
  }),
  hi('in', 'Hyderabad se Vijayawada kal subah 6 baje 4 log', {
    pickup: 'Hyderabad',
    dropoff: 'Vijayawada',
    at: '2026-03-11 06:00',
    service: 'outstation',
    passengers: 4,
  }),
  hi('in', 'kal 9 baje Delhi airport se Noida, flight AI 101', {
    pickup: DEL,
    dropoff: 'Noida',
    at: '2026-03-11 09:00',
    service: 'airport',
    flight: 'AI 101',
  }),
  hi('in', 'Lucknow se Kanpur parso subah 8 baje, wapas shaam 6 baje', {
    pickup: 'Lucknow',
    dropoff: 'Kanpur',
    at: '2026-03-12 08:00',
    returnAt: '2026-03-12 18:00',
    tripType: 'return',
    service: 'outstation',
  }),
  hi('in', 'Pune se Lonavala aaj shaam 6 baje ertiga', {
    pickup: 'Pune',
    dropoff: 'Lonavla',
    at: '2026-03-10 18:00',
    service: 'outstation',
    vehicle: 'suv',
  }),
  hi('in', 'Shirdi jana hai Nashik se kal subah 5 baje', {
    pickup: 'Nashik',
    dropoff: 'Shirdi',
    at: '2026-03-11 05:00',
    service: 'outstation',
  }),
  // India, romanised Tamil
  taLatn('naalai kaalai 6 mani Chennai la irundhu Madurai ku sedan venum', {
    pickup: 'Chennai',
    dropoff: 'Madurai',
    at: '2026-03-11 06:00',
    service: 'outstation',
    vehicle: 'sedan',
  }),
  taLatn('inniku saayangalam 5 mani Coimbatore la irundhu Ooty ku', {
    pickup: 'Coimbatore',
    dropoff: 'Ooty',
    at: '2026-03-10 17:00',
    service: 'outstation',
  }),
  taLatn('naalai iravu 9 mani Chennai airport la irundhu Vellore ku innova', {
    pickup: MAA,
    dropoff: 'Vellore',
    at: '2026-03-11 21:00',
    service: 'airport',
    vehicle: 'suv',
  }),
  taLatn('Trichy la irundhu Madurai ku naalai madhiyam 2 mani', {
    pickup: 'Tiruchirappalli',
    dropoff: 'Madurai',
    at: '2026-03-11 14:00',
    service: 'outstation',
  }),
  taLatn('naalanniki kaalai 7 mani Chennai la irundhu Tirupati ku return', {
    pickup: 'Chennai',
    dropoff: 'Tirupati',
    at: '2026-03-12 07:00',
    tripType: 'return',
    service: 'outstation',
  }),
  taLatn('Chennai la irundhu Pondicherry ku naalai 8 mani 3 per', {
    pickup: 'Chennai',
    dropoff: 'Puducherry',
    at: '2026-03-11 08:00',
    service: 'outstation',
    passengers: 3,
  }),
  taLatn('Madurai la irundhu Kodaikanal ku sunday kaalai 6 mani etios', {
    pickup: 'Madurai',
    dropoff: 'Kodaikanal',
    at: '2026-03-15 06:00',
    service: 'outstation',
    vehicle: 'sedan',
  }),
  taLatn('Coimbatore airport la irundhu Tiruppur ku inniku iravu 11 mani flight 6E 6123', {
    pickup: 'Coimbatore International Airport',
    dropoff: 'Tiruppur',
    at: '2026-03-10 23:00',
    service: 'airport',
    flight: '6E 6123',
  }),
  // India, Tamil script
  ta('நாளை காலை 7 மணிக்கு சென்னையிலிருந்து வேலூருக்கு டாக்ஸி வேண்டும்', {
    pickup: 'Chennai',
    dropoff: 'Vellore',
    at: '2026-03-11 07:00',
    service: 'outstation',
  }),
  ta('இன்று இரவு 9 மணிக்கு மதுரையிலிருந்து திருச்சிக்கு', {
    pickup: 'Madurai',
    dropoff: 'Tiruchirappalli',
    at: '2026-03-10 21:00',
    service: 'outstation',
  }),
  ta('நாளை மாலை 6 மணிக்கு கோயம்புத்தூரிலிருந்து ஊட்டிக்கு எஸ்யூவி', {
    pickup: 'Coimbatore',
    dropoff: 'Ooty',
    at: '2026-03-11 18:00',
    service: 'outstation',
    vehicle: 'suv',
  }),
  ta('சென்னையிலிருந்து புதுச்சேரிக்கு நாளை காலை 8 மணி, 4 பேர்', {
    pickup: 'Chennai',
    dropoff: 'Puducherry',
    at: '2026-03-11 08:00',
    service: 'outstation',
    passengers: 4,
  }),
  ta('நாளை மறுநாள் காலை 5 மணிக்கு சென்னை விமான நிலையத்திலிருந்து பெங்களூருக்கு', {
    pickup: MAA,
    dropoff: 'Bengaluru',
    at: '2026-03-12 05:00',
    service: 'airport',
  }),
  // United States
  en('us', 'JFK to New York tomorrow 7:30 pm, 2 passengers, flight BA 117', {
    pickup: 'John F Kennedy International Airport',
    dropoff: 'New York City',
    at: '2026-03-11 19:30',
    service: 'airport',
    passengers: 2,
    flight: 'BA 117',
  }),
  en('us', 'Need an SUV from Boston to Providence on Friday at 6 am', {
    pickup: 'Boston',
    dropoff: 'Providence',
    at: '2026-03-13 06:00',
    service: 'outstation',
    vehicle: 'suv',
  }),
  en('us', 'pick me up at Newark airport at 11:15 pm tonight and drop to Philadelphia', {
    pickup: 'Newark Liberty International Airport',
    dropoff: 'Philadelphia',
    at: '2026-03-10 23:15',
    service: 'airport',
  }),
  en('us', 'ride from San Francisco to SFO at 5am tomorrow', {
    pickup: 'San Francisco',
    dropoff: 'San Francisco International Airport',
    at: '2026-03-11 05:00',
    service: 'airport',
  }),
  en('us', 'luxury car LAX to Beverly Hills today 3:45 pm flight EK 215', {
    pickup: 'Los Angeles International Airport',
    dropoff: 'Beverly Hills',
    at: '2026-03-10 15:45',
    service: 'airport',
    vehicle: 'luxury',
    flight: 'EK 215',
  }),
  en('us', 'sedan from Chicago to Milwaukee next Monday 9 am round trip, return Monday 6 pm', {
    pickup: 'Chicago',
    dropoff: 'Milwaukee',
    at: '2026-03-16 09:00',
    returnAt: '2026-03-16 18:00',
    tripType: 'return',
    service: 'outstation',
    vehicle: 'sedan',
  }),
  en('us', 'Dallas to Austin day after tomorrow at noon, 4 people', {
    pickup: 'Dallas',
    dropoff: 'Austin',
    at: '2026-03-12 12:00',
    service: 'outstation',
    passengers: 4,
  }),
  en('us', 'Seattle to Tacoma at 8 tonight', {
    pickup: 'Seattle',
    dropoff: 'Tacoma',
    at: '2026-03-10 20:00',
    service: 'outstation',
  }),
  // United Kingdom
  en('uk', 'Heathrow to Oxford tomorrow at 06:45, flight BA 286, 3 passengers', {
    pickup: 'London Heathrow Airport',
    dropoff: 'Oxford',
    at: '2026-03-11 06:45',
    service: 'airport',
    passengers: 3,
    flight: 'BA 286',
  }),
  en('uk', 'Manchester to Liverpool return trip on Saturday 10am, coming back at 7pm', {
    pickup: 'Manchester',
    dropoff: 'Liverpool',
    at: '2026-03-14 10:00',
    returnAt: '2026-03-14 19:00',
    tripType: 'return',
    service: 'outstation',
  }),
  en('uk', 'cab from London to Gatwick at 5:30 this evening', {
    pickup: 'London',
    dropoff: 'London Gatwick Airport',
    at: '2026-03-10 17:30',
    service: 'airport',
  }),
  en('uk', "Edinburgh to Glasgow tomorrow morning 8 o'clock, saloon please", {
    pickup: 'Edinburgh',
    dropoff: 'Glasgow',
    at: '2026-03-11 08:00',
    service: 'outstation',
    vehicle: 'sedan',
  }),
  en('uk', 'Birmingham to Coventry now', {
    pickup: 'Birmingham',
    dropoff: 'Coventry',
    at: '2026-03-10 10:00',
    service: 'local',
  }),
  en('uk', 'Bristol to Bath Friday 14:30, MPV for 6 people', {
    pickup: 'Bristol',
    dropoff: 'Bath',
    at: '2026-03-13 14:30',
    service: 'local',
    vehicle: 'suv',
    passengers: 6,
  }),
  en('uk', 'Stansted airport to Cambridge at 9pm, flight FR 8345', {
    pickup: 'London Stansted Airport',
    dropoff: 'Cambridge',
    at: '2026-03-10 21:00',
    service: 'airport',
    flight: 'FR 8345',
  }),
  // United Arab Emirates
  en('ae', 'DXB to Abu Dhabi tomorrow 3 am flight EK 501', {
    pickup: 'Dubai International Airport',
    dropoff: 'Abu Dhabi',
    at: '2026-03-11 03:00',
    service: 'airport',
    flight: 'EK 501',
  }),
  en('ae', 'Dubai to Sharjah at 7:30 pm today, 5 passengers', {
    pickup: 'Dubai',
    dropoff: 'Sharjah',
    at: '2026-03-10 19:30',
    service: 'local',
    passengers: 5,
  }),
  en('ae', 'luxury car from Abu Dhabi airport to Dubai tonight', {
    pickup: 'Abu Dhabi International Airport',
    dropoff: 'Dubai',
    at: '2026-03-10 21:00',
    service: 'airport',
    vehicle: 'luxury',
  }),
  en('ae', 'Al Ain to Dubai day after tomorrow 6 am return', {
    pickup: 'Al Ain',
    dropoff: 'Dubai',
    at: '2026-03-12 06:00',
    tripType: 'return',
    service: 'outstation',
  }),
  hi('ae', 'Dubai se Abu Dhabi kal subah 9 baje', {
    pickup: 'Dubai',
    dropoff: 'Abu Dhabi',
    at: '2026-03-11 09:00',
    service: 'outstation',
  }),
  en('ae', 'RAK to DXB Friday 4 am, 4 pax, flight FZ 1523', {
    pickup: 'Ras Al Khaimah',
    dropoff: 'Dubai International Airport',
    at: '2026-03-13 04:00',
    service: 'airport',
    passengers: 4,
    flight: 'FZ 1523',
  }),
  // Qatar
  en('qa', 'Doha airport to Al Wakrah tomorrow 10 pm flight QR 540', {
    pickup: 'Hamad International Airport',
    dropoff: 'Al Wakrah',
    at: '2026-03-11 22:00',
    service: 'airport',
    flight: 'QR 540',
  }),
  en('qa', 'Doha to Dukhan on Thursday 7 am SUV', {
    pickup: 'Doha',
    dropoff: 'Dukhan',
    at: '2026-03-12 07:00',
    service: 'outstation',
    vehicle: 'suv',
  }),
  en('qa', 'taxi from Al Rayyan to Hamad airport at 23:30 today', {
    pickup: 'Al Rayyan',
    dropoff: 'Hamad International Airport',
    at: '2026-03-10 23:30',
    service: 'airport',
  }),
  en('qa', 'Doha to Al Wakrah now, 2 people', {
    pickup: 'Doha',
    dropoff: 'Al Wakrah',
    at: '2026-03-10 10:00',
    service: 'local',
    passengers: 2,
  }),
  // Saudi Arabia
  en('sa', 'Jeddah airport to Makkah tomorrow 4:30 am, 7 passengers, GMC', {
    pickup: 'King Abdulaziz International Airport',
    dropoff: 'Mecca',
    at: '2026-03-11 04:30',
    service: 'airport',
    vehicle: 'suv',
    passengers: 7,
  }),
  en('sa', 'Riyadh to Dammam day after tomorrow 6 am round trip, back on Friday 8 pm', {
    pickup: 'Riyadh',
    dropoff: 'Dammam',
    at: '2026-03-12 06:00',
    returnAt: '2026-03-13 20:00',
    tripType: 'return',
    service: 'outstation',
  }),
  en('sa', "Madinah to Makkah on Sunday morning 9 o'clock, sedan", {
    pickup: 'Medina',
    dropoff: 'Mecca',
    at: '2026-03-15 09:00',
    service: 'outstation',
    vehicle: 'sedan',
  }),
  en('sa', 'RUH to Riyadh at 11:50 pm flight SV 1020', {
    pickup: 'King Khaled International Airport',
    dropoff: 'Riyadh',
    at: '2026-03-10 23:50',
    service: 'airport',
    flight: 'SV 1020',
  }),
  en('sa', 'Dammam to Khobar now', {
    pickup: 'Dammam',
    dropoff: 'Khobar',
    at: '2026-03-10 10:00',
    service: 'local',
  }),
  // Written after the parser was tuned on the ones above, as a check that it reads new phrasings too.
  en('in', 'Can you arrange a taxi to Chennai airport from Tambaram at 4 am tomorrow? Flight 6E 204', {
    pickup: 'Tambaram',
    dropoff: MAA,
    at: '2026-03-11 04:00',
    service: 'airport',
    flight: '6E 204',
  }),
  en('us', 'Need a minivan for 7 people from MCO to Tampa Thursday 2:15pm', {
    pickup: 'Orlando International Airport',
    dropoff: 'Tampa',
    at: '2026-03-12 14:15',
    service: 'airport',
    vehicle: 'suv',
    passengers: 7,
  }),
  en('uk', 'Taxi from Leeds to Manchester Airport on 20th March at 04:00', {
    pickup: 'Leeds',
    dropoff: 'Manchester Airport',
    at: '2026-03-20 04:00',
    service: 'airport',
  }),
  hi('in', 'kal raat 11 baje Jaipur airport se Ajmer, 2 log', {
    pickup: 'Jaipur International Airport',
    dropoff: 'Ajmer',
    at: '2026-03-11 23:00',
    service: 'airport',
    passengers: 2,
  }),
  taLatn('Salem la irundhu Bangalore ku naalai kaalai 4.30 mani innova crysta', {
    pickup: 'Salem',
    dropoff: 'Bengaluru',
    at: '2026-03-11 04:30',
    service: 'outstation',
    vehicle: 'suv',
  }),
  en('ae', 'Sharjah airport to Dubai at 2:40 am Friday, flight G9 456', {
    pickup: 'Sharjah International Airport',
    dropoff: 'Dubai',
    at: '2026-03-13 02:40',
    service: 'airport',
    flight: 'G9 456',
  }),
  en('sa', 'from Taif to Jeddah airport tomorrow night 10 pm', {
    pickup: 'Taif',
    dropoff: 'King Abdulaziz International Airport',
    at: '2026-03-11 22:00',
    service: 'airport',
  }),
  en('qa', 'Al Rayyan to Doha tomorrow 8:15 am', {
    pickup: 'Al Rayyan',
    dropoff: 'Doha',
    at: '2026-03-11 08:15',
    service: 'local',
  }),
  ta('நாளை இரவு 10 மணிக்கு மதுரையிலிருந்து சென்னைக்கு செடான்', {
    pickup: 'Madurai',
    dropoff: 'Chennai',
    at: '2026-03-11 22:00',
    service: 'outstation',
    vehicle: 'sedan',
  }),
  en('us', 'Philly to Newark airport, Sunday 5am, 3 pax, flight UA 1175', {
    pickup: 'Philadelphia',
    dropoff: 'Newark Liberty International Airport',
    at: '2026-03-15 05:00',
    service: 'airport',
    passengers: 3,
    flight: 'UA 1175',
  }),
];

export const FIELDS = [
  'pickup',
  'dropoff',
  'at',
  'returnAt',
  'tripType',
  'service',
  'vehicle',
  'passengers',
  'flight',
] as const;
export type Field = (typeof FIELDS)[number];
export type Reading = Pick<Phrasing, Field>;

const indexes = new Map<Country, PlaceIndex>();

/** The country's gazetteer, as the server loads it from the shipped places file. */
export function placesOf(country: Country): PlaceIndex {
  let index = indexes.get(country);
  if (!index) {
    const file = placesFileSchema.parse(JSON.parse(readFileSync(`public/places/${country}.json`, 'utf8')));
    index = createPlaceIndex(file, country);
    indexes.set(country, index);
  }
  return index;
}

function localTime(iso: string | null, timezone: string): string | null {
  if (!iso) return null;
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((part) => part.type === type)?.value;
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

/** A place as the rider sees it: a locality or landmark with its city ("Velachery, Chennai"), a town alone. */
function shownName(place: object & { name: string }): string {
  return 'city' in place && typeof place.city === 'string' ? `${place.name}, ${place.city}` : place.name;
}

/** What the parser reads from a phrasing, in the phrasing's own terms. */
export function readPhrasing(phrasing: Phrasing): Reading {
  const timezone = COUNTRY_TIMEZONES[phrasing.country];
  const draft = parseBookingText(phrasing.text, {
    now: NOW[phrasing.country],
    timezone,
    places: placesOf(phrasing.country),
  });
  return {
    pickup: draft.pickup ? shownName(draft.pickup) : null,
    dropoff: draft.dropoff ? shownName(draft.dropoff) : null,
    at: localTime(draft.pickupTime, timezone),
    returnAt: localTime(draft.returnTime, timezone),
    tripType: draft.tripType,
    service: draft.service,
    vehicle: draft.vehicleType,
    passengers: draft.passengers,
    flight: draft.flightNumber,
  };
}

export function expected(phrasing: Phrasing): Reading {
  return Object.fromEntries(FIELDS.map((field) => [field, phrasing[field]])) as Reading;
}
