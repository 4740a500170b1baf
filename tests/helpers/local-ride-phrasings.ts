// Local rides as riders ask for them: by neighbourhood and landmark in each of the six countries, airport pickups
// dropping at a neighbourhood, times by part of day ("night 11", "7 in the evening", "early morning 5"), in English
// and romanised Hindi and Tamil, and messages that correct themselves. Written before the parser learnt any of it.
// Every category alternates between two halves: the tuned half may guide parser changes, the held-out half never
// does, so its accuracy says how well the changes generalise. Read at 10:00 on Tuesday 10 March 2026, local time.
import { ask, type Asks, type Phrasing } from './booking-phrasings';

export const LOCAL_CATEGORIES = ['local', 'airport', 'partOfDay', 'correction'] as const;
export type LocalCategory = (typeof LOCAL_CATEGORIES)[number];

export interface LocalPhrasing extends Phrasing {
  category: LocalCategory;
  half: 'tuned' | 'heldOut';
}

type Row = readonly [Phrasing['country'], Phrasing['language'], string, Asks];

const MAA = 'Chennai International Airport';
const BLR = 'Kempegowda International Airport';
const BOM = 'Chhatrapati Shivaji International Airport';
const DEL = 'Indira Gandhi International Airport';
const HYD = 'Rajiv Gandhi International Airport';
const DXB = 'Dubai International Airport';
const DOH = 'Hamad International Airport';
const RUH = 'King Khaled International Airport';
const LHR = 'London Heathrow Airport';
const JFK = 'John F Kennedy International Airport';
const local = { service: 'local' } as const;
const airport = { service: 'airport' } as const;

const LOCAL: readonly Row[] = [
  [
    'in',
    'en',
    'cab from Velachery to Adyar at 6 pm',
    { pickup: 'Velachery, Chennai', dropoff: 'Adyar, Chennai', at: '2026-03-10 18:00', ...local },
  ],
  [
    'in',
    'en',
    'Anna Nagar to T Nagar tomorrow 9 am',
    { pickup: 'Anna Nagar, Chennai', dropoff: 'T Nagar, Chennai', at: '2026-03-11 09:00', ...local },
  ],
  [
    'in',
    'en',
    'need a taxi from Chennai Central to Guindy at 3 pm',
    {
      pickup: 'Chennai Central Station, Chennai',
      dropoff: 'Guindy, Chennai',
      at: '2026-03-10 15:00',
      ...local,
    },
  ],
  [
    'in',
    'en',
    'Koyambedu bus stand to Velachery, 8 pm, sedan',
    {
      pickup: 'Koyambedu Bus Terminus, Chennai',
      dropoff: 'Velachery, Chennai',
      at: '2026-03-10 20:00',
      ...local,
      vehicle: 'sedan',
    },
  ],
  [
    'in',
    'en',
    'from Adyar to Apollo Hospital tomorrow 10 am',
    { pickup: 'Adyar, Chennai', dropoff: 'Apollo Hospital, Chennai', at: '2026-03-11 10:00', ...local },
  ],
  [
    'in',
    'en',
    'Koramangala to Indiranagar at 5:30 pm',
    { pickup: 'Koramangala, Bengaluru', dropoff: 'Indiranagar, Bengaluru', at: '2026-03-10 17:30', ...local },
  ],
  [
    'in',
    'en',
    'Whitefield to MG Road tomorrow 8 am, 2 people',
    {
      pickup: 'Whitefield, Bengaluru',
      dropoff: 'MG Road, Bengaluru',
      at: '2026-03-11 08:00',
      ...local,
      passengers: 2,
    },
  ],
  [
    'in',
    'en',
    'HSR Layout to Majestic bus stand at 11 am',
    {
      pickup: 'HSR Layout, Bengaluru',
      dropoff: 'Majestic Bus Stand, Bengaluru',
      at: '2026-03-10 11:00',
      ...local,
    },
  ],
  [
    'in',
    'en',
    'Electronic City to Manipal Hospital tomorrow 7 am',
    {
      pickup: 'Electronic City, Bengaluru',
      dropoff: 'Manipal Hospital, Bengaluru',
      at: '2026-03-11 07:00',
      ...local,
    },
  ],
  [
    'in',
    'en',
    'Andheri to Bandra West at 4 pm',
    { pickup: 'Andheri, Mumbai', dropoff: 'Bandra West, Mumbai', at: '2026-03-10 16:00', ...local },
  ],
  [
    'in',
    'en',
    'Powai to CST station tomorrow 9:30 am',
    {
      pickup: 'Powai, Mumbai',
      dropoff: 'Chhatrapati Shivaji Maharaj Terminus, Mumbai',
      at: '2026-03-11 09:30',
      ...local,
    },
  ],
  [
    'in',
    'en',
    'Colaba to Siddhivinayak temple at 6 pm, suv',
    {
      pickup: 'Colaba, Mumbai',
      dropoff: 'Siddhivinayak Temple, Mumbai',
      at: '2026-03-10 18:00',
      ...local,
      vehicle: 'suv',
    },
  ],
  [
    'in',
    'en',
    'Lajpat Nagar to Connaught Place at 1 pm',
    { pickup: 'Lajpat Nagar, Delhi', dropoff: 'Connaught Place, Delhi', at: '2026-03-10 13:00', ...local },
  ],
  [
    'in',
    'en',
    'Saket to AIIMS tomorrow 8:15 am',
    { pickup: 'Saket, Delhi', dropoff: 'AIIMS, Delhi', at: '2026-03-11 08:15', ...local },
  ],
  [
    'in',
    'en',
    'Karol Bagh to New Delhi railway station at 2 pm',
    {
      pickup: 'Karol Bagh, Delhi',
      dropoff: 'New Delhi Railway Station, Delhi',
      at: '2026-03-10 14:00',
      ...local,
    },
  ],
  [
    'in',
    'en',
    'Madhapur to Banjara Hills at 7 pm',
    { pickup: 'Madhapur, Hyderabad', dropoff: 'Banjara Hills, Hyderabad', at: '2026-03-10 19:00', ...local },
  ],
  [
    'in',
    'en',
    'Gachibowli to Charminar tomorrow 11 am',
    { pickup: 'Gachibowli, Hyderabad', dropoff: 'Charminar, Hyderabad', at: '2026-03-11 11:00', ...local },
  ],
  [
    'in',
    'en',
    'Hinjewadi to Koregaon Park at 8 pm',
    { pickup: 'Hinjewadi, Pune', dropoff: 'Koregaon Park, Pune', at: '2026-03-10 20:00', ...local },
  ],
  [
    'in',
    'en',
    'Park Street to Howrah station at 5 pm',
    { pickup: 'Park Street, Kolkata', dropoff: 'Howrah Station, Kolkata', at: '2026-03-10 17:00', ...local },
  ],
  [
    'in',
    'hi-Latn',
    'Andheri se Powai kal 10 baje',
    { pickup: 'Andheri, Mumbai', dropoff: 'Powai, Mumbai', at: '2026-03-11 10:00', ...local },
  ],
  [
    'in',
    'hi-Latn',
    'Saket se Hauz Khas jana hai aaj 4 baje',
    { pickup: 'Saket, Delhi', dropoff: 'Hauz Khas, Delhi', at: '2026-03-10 16:00', ...local },
  ],
  [
    'in',
    'ta-Latn',
    'Velachery la irundhu T Nagar ku naalai 9 mani',
    { pickup: 'Velachery, Chennai', dropoff: 'T Nagar, Chennai', at: '2026-03-11 09:00', ...local },
  ],
  [
    'in',
    'ta-Latn',
    'Adyar irundhu Marina Beach ku indru 5 mani',
    { pickup: 'Adyar, Chennai', dropoff: 'Marina Beach, Chennai', at: '2026-03-10 17:00', ...local },
  ],
  [
    'ae',
    'en',
    'Deira to Dubai Marina at 6 pm',
    { pickup: 'Deira, Dubai', dropoff: 'Dubai Marina, Dubai', at: '2026-03-10 18:00', ...local },
  ],
  [
    'ae',
    'en',
    'Al Barsha to Dubai Mall tomorrow 11 am',
    { pickup: 'Al Barsha, Dubai', dropoff: 'Dubai Mall, Dubai', at: '2026-03-11 11:00', ...local },
  ],
  [
    'ae',
    'en',
    'Business Bay to Mall of the Emirates at 2 pm',
    {
      pickup: 'Business Bay, Dubai',
      dropoff: 'Mall of the Emirates, Dubai',
      at: '2026-03-10 14:00',
      ...local,
    },
  ],
  [
    'ae',
    'en',
    'Yas Island to Al Reem Island tomorrow 6 pm',
    {
      pickup: 'Yas Island, Abu Dhabi',
      dropoff: 'Al Reem Island, Abu Dhabi',
      at: '2026-03-11 18:00',
      ...local,
    },
  ],
  [
    'ae',
    'en',
    'Bur Dubai to Jumeirah at 9 pm, 4 passengers',
    {
      pickup: 'Bur Dubai, Dubai',
      dropoff: 'Jumeirah, Dubai',
      at: '2026-03-10 21:00',
      ...local,
      passengers: 4,
    },
  ],
  [
    'qa',
    'en',
    'West Bay to Souq Waqif at 7 pm',
    { pickup: 'West Bay, Doha', dropoff: 'Souq Waqif, Doha', at: '2026-03-10 19:00', ...local },
  ],
  [
    'qa',
    'en',
    'The Pearl to Villaggio Mall tomorrow 4 pm',
    { pickup: 'The Pearl, Doha', dropoff: 'Villaggio Mall, Doha', at: '2026-03-11 16:00', ...local },
  ],
  [
    'qa',
    'en',
    'Al Sadd to Hamad General Hospital at 8 am tomorrow',
    { pickup: 'Al Sadd, Doha', dropoff: 'Hamad General Hospital, Doha', at: '2026-03-11 08:00', ...local },
  ],
  [
    'sa',
    'en',
    'Al Olaya to Kingdom Centre at 5 pm',
    { pickup: 'Al Olaya, Riyadh', dropoff: 'Kingdom Centre, Riyadh', at: '2026-03-10 17:00', ...local },
  ],
  [
    'sa',
    'en',
    'Al Malaz to King Faisal Specialist Hospital tomorrow 9 am',
    {
      pickup: 'Al Malaz, Riyadh',
      dropoff: 'King Faisal Specialist Hospital, Riyadh',
      at: '2026-03-11 09:00',
      ...local,
    },
  ],
  [
    'sa',
    'en',
    'Al Balad to Red Sea Mall at 8 pm',
    { pickup: 'Al Balad, Jeddah', dropoff: 'Red Sea Mall, Jeddah', at: '2026-03-10 20:00', ...local },
  ],
  [
    'uk',
    'en',
    'Camden Town to Shoreditch at 3 pm',
    { pickup: 'Camden Town, London', dropoff: 'Shoreditch, London', at: '2026-03-10 15:00', ...local },
  ],
  [
    'uk',
    'en',
    "King's Cross station to Canary Wharf tomorrow 8 am",
    {
      pickup: "King's Cross Station, London",
      dropoff: 'Canary Wharf, London',
      at: '2026-03-11 08:00',
      ...local,
    },
  ],
  [
    'uk',
    'en',
    'Brixton to Paddington station at 6:45 pm',
    { pickup: 'Brixton, London', dropoff: 'Paddington Station, London', at: '2026-03-10 18:45', ...local },
  ],
  [
    'uk',
    'en',
    'Didsbury to Manchester Piccadilly station at noon',
    {
      pickup: 'Didsbury, Manchester',
      dropoff: 'Piccadilly Station, Manchester',
      at: '2026-03-10 12:00',
      ...local,
    },
  ],
  [
    'us',
    'en',
    'Harlem to Times Square at 7 pm',
    {
      pickup: 'Harlem, New York City',
      dropoff: 'Times Square, New York City',
      at: '2026-03-10 19:00',
      ...local,
    },
  ],
  [
    'us',
    'en',
    'Grand Central to Penn Station tomorrow 10 am',
    {
      pickup: 'Grand Central Terminal, New York City',
      dropoff: 'Penn Station, New York City',
      at: '2026-03-11 10:00',
      ...local,
    },
  ],
  [
    'us',
    'en',
    'Mission District to Union Square at 1 pm',
    {
      pickup: 'Mission District, San Francisco',
      dropoff: 'Union Square, San Francisco',
      at: '2026-03-10 13:00',
      ...local,
    },
  ],
  [
    'us',
    'en',
    'Wicker Park to Union Station Chicago at 5 pm',
    { pickup: 'Wicker Park, Chicago', dropoff: 'Union Station, Chicago', at: '2026-03-10 17:00', ...local },
  ],
];

const AIRPORT: readonly Row[] = [
  [
    'in',
    'en',
    'pick me up at Chennai airport tomorrow 6 am and drop at Velachery',
    { pickup: MAA, dropoff: 'Velachery, Chennai', at: '2026-03-11 06:00', ...airport },
  ],
  [
    'in',
    'en',
    'Bangalore airport to Koramangala tonight 11, flight 6E 512',
    { pickup: BLR, dropoff: 'Koramangala, Bengaluru', at: '2026-03-10 23:00', ...airport, flight: '6E 512' },
  ],
  [
    'in',
    'en',
    'Mumbai airport to Powai at 4 in the afternoon, 3 people',
    { pickup: BOM, dropoff: 'Powai, Mumbai', at: '2026-03-10 16:00', ...airport, passengers: 3 },
  ],
  [
    'in',
    'hi-Latn',
    'Delhi airport se Saket kal raat 11 baje',
    { pickup: DEL, dropoff: 'Saket, Delhi', at: '2026-03-11 23:00', ...airport },
  ],
  [
    'in',
    'en',
    'Hyderabad airport to Gachibowli tomorrow morning 6',
    { pickup: HYD, dropoff: 'Gachibowli, Hyderabad', at: '2026-03-11 06:00', ...airport },
  ],
  [
    'in',
    'ta-Latn',
    'Chennai airport la irundhu Anna Nagar ku naalai kaalai 7 mani',
    { pickup: MAA, dropoff: 'Anna Nagar, Chennai', at: '2026-03-11 07:00', ...airport },
  ],
  [
    'in',
    'en',
    'MAA to Adyar at 10 in the night',
    { pickup: MAA, dropoff: 'Adyar, Chennai', at: '2026-03-10 22:00', ...airport },
  ],
  [
    'ae',
    'en',
    'DXB to Jumeirah Lakes Towers night 11',
    { pickup: DXB, dropoff: 'Jumeirah Lakes Towers, Dubai', at: '2026-03-10 23:00', ...airport },
  ],
  [
    'ae',
    'en',
    'Dubai airport to Business Bay tomorrow 7 in the evening, flight EK 501',
    { pickup: DXB, dropoff: 'Business Bay, Dubai', at: '2026-03-11 19:00', ...airport, flight: 'EK 501' },
  ],
  [
    'qa',
    'en',
    'Doha airport to West Bay early morning 5',
    { pickup: DOH, dropoff: 'West Bay, Doha', at: '2026-03-11 05:00', ...airport },
  ],
  [
    'qa',
    'en',
    'Hamad airport to The Pearl at 9 tonight',
    { pickup: DOH, dropoff: 'The Pearl, Doha', at: '2026-03-10 21:00', ...airport },
  ],
  [
    'sa',
    'en',
    'Riyadh airport to Al Olaya at 9 pm',
    { pickup: RUH, dropoff: 'Al Olaya, Riyadh', at: '2026-03-10 21:00', ...airport },
  ],
  [
    'uk',
    'en',
    'Heathrow to Canary Wharf tomorrow 7 in the evening',
    { pickup: LHR, dropoff: 'Canary Wharf, London', at: '2026-03-11 19:00', ...airport },
  ],
  [
    'uk',
    'en',
    'LHR to Camden Town early morning 6, 2 passengers',
    { pickup: LHR, dropoff: 'Camden Town, London', at: '2026-03-11 06:00', ...airport, passengers: 2 },
  ],
  [
    'us',
    'en',
    'JFK to Harlem Friday night 10',
    { pickup: JFK, dropoff: 'Harlem, New York City', at: '2026-03-13 22:00', ...airport },
  ],
  [
    'us',
    'en',
    'JFK airport to Times Square tomorrow afternoon 3',
    { pickup: JFK, dropoff: 'Times Square, New York City', at: '2026-03-11 15:00', ...airport },
  ],
];

const PART_OF_DAY: readonly Row[] = [
  [
    'in',
    'en',
    'Velachery to Guindy night 11',
    { pickup: 'Velachery, Chennai', dropoff: 'Guindy, Chennai', at: '2026-03-10 23:00', ...local },
  ],
  [
    'in',
    'en',
    'Indiranagar to Koramangala 7 in the evening',
    { pickup: 'Indiranagar, Bengaluru', dropoff: 'Koramangala, Bengaluru', at: '2026-03-10 19:00', ...local },
  ],
  [
    'in',
    'en',
    'Bandra West to Colaba early morning 5',
    { pickup: 'Bandra West, Mumbai', dropoff: 'Colaba, Mumbai', at: '2026-03-11 05:00', ...local },
  ],
  [
    'in',
    'en',
    'Saket to Connaught Place tomorrow night 10',
    { pickup: 'Saket, Delhi', dropoff: 'Connaught Place, Delhi', at: '2026-03-11 22:00', ...local },
  ],
  [
    'in',
    'en',
    'Madhapur to Charminar this evening 6:30',
    { pickup: 'Madhapur, Hyderabad', dropoff: 'Charminar, Hyderabad', at: '2026-03-10 18:30', ...local },
  ],
  [
    'in',
    'en',
    'Adyar to Anna Nagar morning 8 tomorrow',
    { pickup: 'Adyar, Chennai', dropoff: 'Anna Nagar, Chennai', at: '2026-03-11 08:00', ...local },
  ],
  [
    'in',
    'en',
    'Whitefield to Indiranagar late night 1',
    { pickup: 'Whitefield, Bengaluru', dropoff: 'Indiranagar, Bengaluru', at: '2026-03-11 01:00', ...local },
  ],
  [
    'in',
    'en',
    'Koregaon Park to Hinjewadi 4 in the afternoon',
    { pickup: 'Koregaon Park, Pune', dropoff: 'Hinjewadi, Pune', at: '2026-03-10 16:00', ...local },
  ],
  [
    'in',
    'hi-Latn',
    'Lajpat Nagar se Karol Bagh raat 9 baje',
    { pickup: 'Lajpat Nagar, Delhi', dropoff: 'Karol Bagh, Delhi', at: '2026-03-10 21:00', ...local },
  ],
  [
    'in',
    'hi-Latn',
    'Andheri se Bandra West parso subah 6 baje',
    { pickup: 'Andheri, Mumbai', dropoff: 'Bandra West, Mumbai', at: '2026-03-12 06:00', ...local },
  ],
  [
    'in',
    'hi-Latn',
    'Powai se Andheri kal shaam 7 baje',
    { pickup: 'Powai, Mumbai', dropoff: 'Andheri, Mumbai', at: '2026-03-11 19:00', ...local },
  ],
  [
    'in',
    'hi-Latn',
    'Hauz Khas se Saket kal dopahar 2 baje',
    { pickup: 'Hauz Khas, Delhi', dropoff: 'Saket, Delhi', at: '2026-03-11 14:00', ...local },
  ],
  [
    'in',
    'ta-Latn',
    'T Nagar la irundhu Velachery ku iravu 10 mani',
    { pickup: 'T Nagar, Chennai', dropoff: 'Velachery, Chennai', at: '2026-03-10 22:00', ...local },
  ],
  [
    'in',
    'ta-Latn',
    'Guindy irundhu Adyar ku saayangalam 5 mani',
    { pickup: 'Guindy, Chennai', dropoff: 'Adyar, Chennai', at: '2026-03-10 17:00', ...local },
  ],
  [
    'in',
    'ta-Latn',
    'Anna Nagar la irundhu Guindy ku naalai kaalai 6 mani',
    { pickup: 'Anna Nagar, Chennai', dropoff: 'Guindy, Chennai', at: '2026-03-11 06:00', ...local },
  ],
  [
    'in',
    'ta-Latn',
    'Velachery irundhu Marina Beach ku naalai madhiyam 3 mani',
    { pickup: 'Velachery, Chennai', dropoff: 'Marina Beach, Chennai', at: '2026-03-11 15:00', ...local },
  ],
  [
    'ae',
    'en',
    'Al Barsha to Deira in the evening at 8',
    { pickup: 'Al Barsha, Dubai', dropoff: 'Deira, Dubai', at: '2026-03-10 20:00', ...local },
  ],
  [
    'ae',
    'en',
    'Dubai Marina to Downtown Dubai Friday evening 7',
    { pickup: 'Dubai Marina, Dubai', dropoff: 'Downtown Dubai, Dubai', at: '2026-03-13 19:00', ...local },
  ],
  [
    'qa',
    'en',
    'Al Sadd to Katara night 12',
    { pickup: 'Al Sadd, Doha', dropoff: 'Katara Cultural Village, Doha', at: '2026-03-11 00:00', ...local },
  ],
  [
    'sa',
    'en',
    'Al Hamra to Al Balad tomorrow at 5 in the morning',
    { pickup: 'Al Hamra, Jeddah', dropoff: 'Al Balad, Jeddah', at: '2026-03-11 05:00', ...local },
  ],
  [
    'uk',
    'en',
    'Islington to Brixton early morning 4:30 tomorrow',
    { pickup: 'Islington, London', dropoff: 'Brixton, London', at: '2026-03-11 04:30', ...local },
  ],
  [
    'uk',
    'en',
    'Shoreditch to Camden Town tonight at 11',
    { pickup: 'Shoreditch, London', dropoff: 'Camden Town, London', at: '2026-03-10 23:00', ...local },
  ],
  [
    'us',
    'en',
    'Times Square to Harlem 9 at night',
    {
      pickup: 'Times Square, New York City',
      dropoff: 'Harlem, New York City',
      at: '2026-03-10 21:00',
      ...local,
    },
  ],
  [
    'us',
    'en',
    'Union Square to Mission District tomorrow evening 6',
    {
      pickup: 'Union Square, San Francisco',
      dropoff: 'Mission District, San Francisco',
      at: '2026-03-11 18:00',
      ...local,
    },
  ],
];

const CORRECTION: readonly Row[] = [
  [
    'in',
    'en',
    'from Adyar to T Nagar, no sorry, to Guindy at 4 pm',
    { pickup: 'Adyar, Chennai', dropoff: 'Guindy, Chennai', at: '2026-03-10 16:00', ...local },
  ],
  [
    'in',
    'en',
    'Andheri to Bandra West at 5 pm, actually make it 6 pm',
    { pickup: 'Andheri, Mumbai', dropoff: 'Bandra West, Mumbai', at: '2026-03-10 18:00', ...local },
  ],
  [
    'in',
    'en',
    'pickup Koramangala, I mean Indiranagar, drop MG Road at 9 am tomorrow',
    { pickup: 'Indiranagar, Bengaluru', dropoff: 'MG Road, Bengaluru', at: '2026-03-11 09:00', ...local },
  ],
  [
    'in',
    'hi-Latn',
    'Saket se Lajpat Nagar kal subah 9 baje, nahi 10 baje',
    { pickup: 'Saket, Delhi', dropoff: 'Lajpat Nagar, Delhi', at: '2026-03-11 10:00', ...local },
  ],
  [
    'in',
    'ta-Latn',
    'Velachery la irundhu Adyar ku, illa, Guindy ku, saayangalam 6 mani',
    { pickup: 'Velachery, Chennai', dropoff: 'Guindy, Chennai', at: '2026-03-10 18:00', ...local },
  ],
  [
    'ae',
    'en',
    'Deira to Dubai Marina tomorrow 8 am, no, 9 am',
    { pickup: 'Deira, Dubai', dropoff: 'Dubai Marina, Dubai', at: '2026-03-11 09:00', ...local },
  ],
  [
    'qa',
    'en',
    'West Bay to Al Sadd tonight 7, sorry 8',
    { pickup: 'West Bay, Doha', dropoff: 'Al Sadd, Doha', at: '2026-03-10 20:00', ...local },
  ],
  [
    'uk',
    'en',
    'Camden Town to Shoreditch, wait, to Canary Wharf, at 4 pm',
    { pickup: 'Camden Town, London', dropoff: 'Canary Wharf, London', at: '2026-03-10 16:00', ...local },
  ],
  [
    'sa',
    'en',
    'Al Malaz to Al Olaya at 3 pm, change that to 4 pm',
    { pickup: 'Al Malaz, Riyadh', dropoff: 'Al Olaya, Riyadh', at: '2026-03-10 16:00', ...local },
  ],
  [
    'us',
    'en',
    'Harlem to Penn Station, sorry, Grand Central, at 8 am tomorrow',
    {
      pickup: 'Harlem, New York City',
      dropoff: 'Grand Central Terminal, New York City',
      at: '2026-03-11 08:00',
      ...local,
    },
  ],
];

function categorise(category: LocalCategory, rows: readonly Row[]): LocalPhrasing[] {
  return rows.map(([country, language, text, asks], i) => ({
    ...ask(country, language, text, asks),
    category,
    half: i % 2 === 0 ? 'tuned' : 'heldOut',
  }));
}

export const LOCAL_PHRASINGS: readonly LocalPhrasing[] = [
  ...categorise('local', LOCAL),
  ...categorise('airport', AIRPORT),
  ...categorise('partOfDay', PART_OF_DAY),
  ...categorise('correction', CORRECTION),
];
