// The demo partner's fixed facts: brand, people, fleet, fares, places, the ride plan and blog posts.
// Kept apart from seed.ts so the numbers can be read and tuned without wading through insert logic.
import type { AccountStatus, RideService, RideStatus, VehicleType } from '../../domain/constants';
import { STARTER_RATE_CARDS } from '../../domain/partners/starter-rates';
import type { blogPosts, tenants } from './schema';

/** What tests and the start script print: where the demo answers and who signs in as its partner. */
export const DEMO = {
  host: 'localhost',
  partnerEmail: 'partner@demo-travels.test',
  businessName: 'Demo Travels',
} as const;

export const DEMO_TENANT = {
  businessName: DEMO.businessName,
  email: DEMO.partnerEmail,
  phone: '9840012345',
  dialCode: '91',
  countryCode: 'in',
  domain: DEMO.host,
  slug: 'demo-travels',
  setupFinished: true,
  logoUrl: '/brand/demo-logo.svg',
  bannerUrl: '/brand/demo-banner.svg',
  primaryColor: '#0f766e',
  accentColor: '#f59e0b',
  languages: ['en', 'ta', 'ml', 'kn', 'te'],
  defaultLanguage: 'en',
  currency: 'INR',
  timezone: 'Asia/Kolkata',
  mode: 'consumer',
  cashbackBps: 500,
  upiVpa: 'demotravels@okaxis',
  /** Chennai, Bengaluru, Coimbatore, Madurai, Tiruchirappalli, Puducherry, Mysuru, Kochi, Vellore, Tirupati,
   * Ooty and Kanchipuram (GeoNames ids, as the gazetteer keys them). */
  servedPlaces: [
    1264527, 1277333, 1273865, 1264521, 1254388, 1259425, 1262321, 1273874, 1253286, 1254360, 1253993,
    1268159,
  ].map((id) => `city:${id}`),
  /** The demo's apps live on a reserved .test domain: links that show the page working, going nowhere real. */
  appLinks: {
    partner: {
      storeUrl: 'https://apps.demo-travels.test/store/partner',
      apkUrl: 'https://apps.demo-travels.test/partner.apk',
    },
    driver: {
      storeUrl: 'https://apps.demo-travels.test/store/driver',
      apkUrl: 'https://apps.demo-travels.test/driver.apk',
    },
  },
} satisfies Omit<typeof tenants.$inferInsert, 'id' | 'createdAt'>;

export const DEMO_HOSTS = [DEMO.host, '127.0.0.1'];

/** The demo's WhatsApp number id, a public identifier. Its verify token, app secret and access token are drawn
 * per database when the demo is seeded, so no secret in this repository opens any install's webhook. */
export const DEMO_WHATSAPP_NUMBER = '109876543210987';

export const DEMO_PARTNER = { name: 'Demo Partner', email: DEMO_TENANT.email, phone: '+919840012345' };

export const DEMO_RIDERS = [
  { name: 'Priya Raghavan', phone: '+919876543210', email: 'priya.raghavan@example.com' },
  { name: 'Arjun Menon', phone: '+919845012345', email: 'arjun.menon@example.com' },
  { name: 'Lakshmi Narayanan', phone: '+919884123456', email: 'lakshmi.n@example.com' },
  { name: 'Karthik Reddy', phone: '+919908765432', email: 'karthik.reddy@example.com' },
  { name: 'Ananya Gowda', phone: '+919742056789', email: 'ananya.gowda@example.com' },
] as const;

export const RATE_CARDS = STARTER_RATE_CARDS;

interface VehicleSeed {
  vehicleType: VehicleType;
  model: string;
  number: string;
  /** Under 10 is online; null means the vehicle never reported. */
  lastSeenMinutesAgo: number | null;
}

export const VEHICLES: readonly VehicleSeed[] = [
  { vehicleType: 'hatchback', model: 'Tata Tiago', number: 'TN09 AB1234', lastSeenMinutesAgo: 2 },
  { vehicleType: 'hatchback', model: 'Maruti Suzuki Swift', number: 'TN07 CK4521', lastSeenMinutesAgo: 7 },
  { vehicleType: 'sedan', model: 'Maruti Suzuki Dzire', number: 'TN10 BZ7788', lastSeenMinutesAgo: 4 },
  { vehicleType: 'sedan', model: 'Toyota Etios', number: 'TN22 DE3456', lastSeenMinutesAgo: 180 },
  { vehicleType: 'suv', model: 'Toyota Innova Crysta', number: 'TN01 AR9090', lastSeenMinutesAgo: 5 },
  { vehicleType: 'suv', model: 'Maruti Suzuki Ertiga', number: 'KA01 MJ2345', lastSeenMinutesAgo: 2880 },
  { vehicleType: 'electric', model: 'Tata Nexon EV', number: 'TN14 EV0427', lastSeenMinutesAgo: 1 },
  { vehicleType: 'luxury', model: 'Mercedes-Benz E-Class', number: 'TN02 LX7007', lastSeenMinutesAgo: null },
];

export interface CrewSeed {
  firstName: string;
  lastName: string;
  phone: string;
  accountStatus: AccountStatus;
  /** Last reported position and how long ago, or null if never seen. */
  seen: { lat: number; lng: number; minutesAgo: number } | null;
}

const crew = (name: string, phone: string, accountStatus: AccountStatus, seen: number[] = []): CrewSeed => {
  const [firstName = name, ...rest] = name.split(' ');
  const [lat, lng, minutesAgo] = seen;
  const position = lat !== undefined && lng !== undefined && minutesAgo !== undefined;
  return {
    firstName,
    lastName: rest.join(' '),
    phone,
    accountStatus,
    seen: position ? { lat, lng, minutesAgo } : null,
  };
};

/** Name, phone, status, and [latitude, longitude, minutes since last seen]. */
export const DRIVERS: readonly CrewSeed[] = [
  crew('Murugan Selvam', '+919840112233', 'Verified', [13.0801, 80.2721, 2]),
  crew('Ravi Kumar', '+919841223344', 'Verified', [12.9952, 80.1741, 4]),
  crew('Senthil Nathan', '+919842334455', 'Verified', [13.0405, 80.2337, 45]),
  crew('Abdul Rahman', '+919843445566', 'pending'),
  crew('Suresh Babu', '+919844556677', 'pending', [12.9249, 80.1, 600]),
  crew('Vijay Anand', '+919845667788', 'Blocked', [13.0878, 80.2101, 12960]),
];

const company = (name: string, phone: string, accountStatus: AccountStatus): CrewSeed => ({
  firstName: name,
  lastName: '',
  phone,
  accountStatus,
  seen: null,
});

/** A travel company's whole name goes in firstName; lastName stays empty. */
export const TRAVEL_COMPANIES: readonly CrewSeed[] = [
  company('Sri Murugan Travels', '+914424561234', 'Verified'),
  company('Coastal Cabs Pondicherry', '+914132223344', 'Verified'),
  company('Kaveri Tours and Travels', '+918025556677', 'pending'),
  company('Malabar Holidays', '+914842378899', 'Blocked'),
];

export const PLACES = {
  central: { name: 'Chennai Central Railway Station', lat: 13.0827, lng: 80.2707 },
  maa: { name: 'Chennai International Airport (MAA)', lat: 12.9941, lng: 80.1709 },
  tnagar: { name: 'Pondy Bazaar, T. Nagar, Chennai', lat: 13.0418, lng: 80.2341 },
  marina: { name: 'Marina Beach, Chennai', lat: 13.05, lng: 80.2824 },
  velachery: { name: 'Phoenix Marketcity, Velachery', lat: 12.9915, lng: 80.2168 },
  omr: { name: 'Sholinganallur, OMR, Chennai', lat: 12.901, lng: 80.2279 },
  annanagar: { name: 'Anna Nagar Tower Park, Chennai', lat: 13.0878, lng: 80.2101 },
  adyar: { name: 'Adyar, Chennai', lat: 13.0012, lng: 80.2565 },
  guindy: { name: 'Guindy, Chennai', lat: 13.0067, lng: 80.2206 },
  mahabs: { name: 'Shore Temple, Mahabalipuram', lat: 12.6163, lng: 80.1993 },
  pondy: { name: 'Promenade Beach, Pondicherry', lat: 11.9338, lng: 79.835 },
  vellore: { name: 'Vellore Fort', lat: 12.9206, lng: 79.129 },
  tirupati: { name: 'Tirupati Bus Stand', lat: 13.6288, lng: 79.4192 },
  bengaluru: { name: 'MG Road, Bengaluru', lat: 12.9756, lng: 77.6066 },
  mysuru: { name: 'Mysuru Palace', lat: 12.3052, lng: 76.6552 },
  madurai: { name: 'Meenakshi Amman Temple, Madurai', lat: 9.9195, lng: 78.1193 },
  coimbatore: { name: 'Gandhipuram, Coimbatore', lat: 11.0168, lng: 76.9558 },
  ooty: { name: 'Ooty Botanical Garden', lat: 11.4183, lng: 76.7112 },
  kochi: { name: 'Fort Kochi', lat: 9.9658, lng: 76.2421 },
} as const;
export type PlaceKey = keyof typeof PLACES;

export interface RoutePlan {
  service: RideService;
  from: PlaceKey;
  to: PlaceKey;
  /** Rentals are sold as hours and kilometres rather than point to point. */
  rental?: { hours: number; km: number };
}

export const ROUTES = {
  centralTnagar: { service: 'local', from: 'central', to: 'tnagar' },
  marinaVelachery: { service: 'local', from: 'marina', to: 'velachery' },
  annanagarOmr: { service: 'local', from: 'annanagar', to: 'omr' },
  adyarGuindy: { service: 'local', from: 'adyar', to: 'guindy' },
  maaCentral: { service: 'airport', from: 'maa', to: 'central' },
  tnagarMaa: { service: 'airport', from: 'tnagar', to: 'maa' },
  omrMaa: { service: 'airport', from: 'omr', to: 'maa' },
  maaAdyar: { service: 'airport', from: 'maa', to: 'adyar' },
  chennaiPondy: { service: 'outstation', from: 'central', to: 'pondy' },
  chennaiMahabs: { service: 'outstation', from: 'tnagar', to: 'mahabs' },
  chennaiVellore: { service: 'outstation', from: 'annanagar', to: 'vellore' },
  chennaiTirupati: { service: 'outstation', from: 'central', to: 'tirupati' },
  chennaiBengaluru: { service: 'outstation', from: 'central', to: 'bengaluru' },
  chennaiMadurai: { service: 'outstation', from: 'tnagar', to: 'madurai' },
  bengaluruMysuru: { service: 'outstation', from: 'bengaluru', to: 'mysuru' },
  coimbatoreOoty: { service: 'outstation', from: 'coimbatore', to: 'ooty' },
  coimbatoreKochi: { service: 'outstation', from: 'coimbatore', to: 'kochi' },
  rentalTnagar: { service: 'rental', from: 'tnagar', to: 'tnagar', rental: { hours: 4, km: 40 } },
  rentalAnnanagar: { service: 'rental', from: 'annanagar', to: 'annanagar', rental: { hours: 8, km: 80 } },
} as const satisfies Record<string, RoutePlan>;
export type RouteKey = keyof typeof ROUTES;

/** When a ride's pickup is: a day from today in India (negative is past) at an IST clock hour, or minutes ago. */
export type PickupWhen = { day: number; hour: number } | { minutesAgo: number };

export interface RidePlan {
  status: RideStatus;
  route: RouteKey;
  vehicleType: VehicleType;
  when: PickupWhen;
  /** A return trip: the way back starts at 16:00 IST this many days after the pickup day. */
  returnDays?: number;
  cancelReason?: string;
  /** Cancelled after a driver had accepted, rather than straight from booked. */
  afterAccept?: boolean;
}

type Extra = Pick<RidePlan, 'returnDays' | 'cancelReason' | 'afterAccept'>;
const at = (day: number, hour: number): PickupWhen => ({ day, hour });
const ago = (minutesAgo: number): PickupWhen => ({ minutesAgo });
const ride = (
  status: RideStatus,
  route: RouteKey,
  vehicleType: VehicleType,
  when: PickupWhen,
  extra: Extra = {},
) => ({
  status,
  route,
  vehicleType,
  when,
  ...extra,
});

export const RIDE_PLANS: readonly RidePlan[] = [
  ride('completed', 'maaCentral', 'sedan', at(-34, 6.5)),
  ride('completed', 'centralTnagar', 'hatchback', at(-33, 18)),
  ride('completed', 'chennaiPondy', 'sedan', at(-32, 7)),
  ride('cancelled', 'chennaiBengaluru', 'sedan', at(-31, 6), { cancelReason: 'Plans changed' }),
  ride('completed', 'omrMaa', 'suv', at(-30, 4.5)),
  ride('completed', 'chennaiMahabs', 'hatchback', at(-29, 7), { returnDays: 0 }),
  ride('completed', 'rentalTnagar', 'sedan', at(-27, 10)),
  ride('completed', 'chennaiBengaluru', 'suv', at(-26, 5), { returnDays: 2 }),
  ride('completed', 'marinaVelachery', 'electric', at(-24, 19)),
  ride('cancelled', 'maaCentral', 'hatchback', at(-23, 21), {
    cancelReason: 'Flight delayed',
    afterAccept: true,
  }),
  ride('completed', 'maaAdyar', 'luxury', at(-22, 23)),
  ride('completed', 'chennaiVellore', 'sedan', at(-21, 6)),
  ride('completed', 'annanagarOmr', 'hatchback', at(-19, 9)),
  ride('completed', 'chennaiTirupati', 'suv', at(-17, 4), { returnDays: 1 }),
  ride('cancelled', 'annanagarOmr', 'sedan', at(-16, 9), { cancelReason: 'Booked by mistake' }),
  ride('completed', 'tnagarMaa', 'electric', at(-15, 14)),
  ride('completed', 'bengaluruMysuru', 'sedan', at(-14, 8)),
  ride('completed', 'coimbatoreOoty', 'suv', at(-12, 7), { returnDays: 1 }),
  ride('completed', 'rentalAnnanagar', 'suv', at(-11, 9)),
  ride('cancelled', 'chennaiMahabs', 'suv', at(-10, 7), { cancelReason: 'Heavy rain', afterAccept: true }),
  ride('completed', 'adyarGuindy', 'hatchback', at(-9, 11)),
  ride('completed', 'chennaiMadurai', 'sedan', at(-8, 22)),
  ride('completed', 'maaCentral', 'hatchback', at(-6, 1)),
  ride('completed', 'coimbatoreKochi', 'luxury', at(-5, 6)),
  ride('cancelled', 'omrMaa', 'electric', at(-4, 5), {
    cancelReason: 'Found another ride',
    afterAccept: true,
  }),
  ride('completed', 'centralTnagar', 'electric', at(-3, 17)),
  ride('completed', 'chennaiPondy', 'suv', at(-2, 8)),
  ride('completed', 'marinaVelachery', 'hatchback', at(-1, 12)),
  ride('ontrip', 'maaCentral', 'electric', ago(25)),
  ride('ontrip', 'chennaiMahabs', 'sedan', ago(50)),
  ride('ontrip', 'centralTnagar', 'hatchback', ago(12)),
  ride('accepted', 'tnagarMaa', 'sedan', at(1, 5)),
  ride('accepted', 'omrMaa', 'hatchback', at(1, 14)),
  ride('accepted', 'chennaiMadurai', 'suv', at(2, 21)),
  ride('booked', 'maaCentral', 'sedan', at(1, 7)),
  ride('booked', 'centralTnagar', 'hatchback', at(1, 19)),
  ride('booked', 'chennaiPondy', 'suv', at(2, 6), { returnDays: 1 }),
  ride('cancelled', 'chennaiTirupati', 'sedan', at(3, 4), { cancelReason: 'Darshan slot changed' }),
  ride('booked', 'bengaluruMysuru', 'sedan', at(4, 7)),
  ride('booked', 'rentalTnagar', 'luxury', at(5, 10)),
  ride('booked', 'chennaiVellore', 'hatchback', at(6, 5.5)),
];

/** Blog HTML is written indented for reading (Prettier formats it) and stored without the layout whitespace. */
const html = (parts: TemplateStringsArray) =>
  parts
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/\s*(<[^>]+>)\s*/g, '$1');

export const BLOG_POSTS = [
  {
    slug: 'chennai-airport-taxi-guide',
    title: 'Chennai Airport taxi guide: from the arrivals hall to your door',
    keywords: 'Chennai airport taxi, MAA cab, airport transfer Chennai, Chennai Central to airport',
    imageUrl: '/brand/demo-banner.svg',
    descriptionHtml: html` <p>
        Chennai International Airport (MAA) lies about 15 km south-west of the city centre, on GST Road at
        Meenambakkam. A pre-booked cab is the simplest way in or out, especially with luggage or a late
        flight.
      </p>
      <h2>Meeting your driver</h2>
      <p>
        Book as soon as your flight time is fixed. After you collect your bags, walk out of the arrivals hall
        to the pickup area; your driver's name, phone and vehicle number are in the app. Give the four-digit
        trip code only once you are in the right car.
      </p>
      <h2>How long the drive takes</h2>
      <ul>
        <li>T. Nagar: about 13 km, 30 to 50 minutes</li>
        <li>Chennai Central: about 20 km, 45 to 75 minutes</li>
        <li>Adyar: about 14 km, 35 to 55 minutes</li>
        <li>Sholinganallur (OMR): about 20 km, 45 to 70 minutes by the Radial Road</li>
      </ul>
      <h2>What you pay</h2>
      <p>
        The fare is a base fare plus a rate per kilometre and per minute, never below the minimum fare, and it
        is shown before you confirm. Pickups from 10 pm to 6 am carry a 20% night surcharge. Cashback on every
        completed ride lands in your wallet for the next trip.
      </p>
      <h2>Tips</h2>
      <ul>
        <li>Choose an SUV for more than two large suitcases or a family of five or more.</li>
        <li>Allow extra time on GST Road and Anna Salai from 8 to 11 am and 5 to 9 pm.</li>
        <li>If your flight is delayed, message us in the chat and we will move the pickup.</li>
      </ul>`,
  },
  {
    slug: 'weekend-trips-from-chennai',
    title: 'Weekend trips from Chennai: Pondicherry, Mahabalipuram and beyond',
    keywords: 'weekend getaways Chennai, Chennai to Pondicherry cab, Mahabalipuram day trip, outstation taxi',
    imageUrl: '/brand/demo-banner.svg',
    descriptionHtml: html` <p>
        Some of South India's best short breaks are a morning's drive from Chennai. With an outstation cab you
        leave from your door, stop where you like, and come back without watching a bus timetable.
      </p>
      <h2>Mahabalipuram: an easy day trip</h2>
      <p>
        About 55 km down the East Coast Road, the Shore Temple, Arjuna's Penance and the Five Rathas are a
        UNESCO World Heritage Site. Leave by 7 am to see the monuments before the midday heat, and be home for
        dinner on a same-day return trip.
      </p>
      <h2>Pondicherry: stay a night</h2>
      <p>
        Around 150 km and three to three and a half hours by the ECR. Walk the French Quarter and the
        Promenade, then spend a morning at Auroville. A return trip keeps the same car and driver for the way
        back.
      </p>
      <h2>Vellore and Tirupati</h2>
      <p>
        Vellore Fort and the Sripuram Golden Temple are about 140 km west on the Bengaluru highway. Tirupati
        is a similar distance north-west; if you hold a darshan slot, start before dawn.
      </p>
      <h2>Planning tips</h2>
      <ul>
        <li>Return trips include a driver allowance for each day; highway tolls are added at cost.</li>
        <li>Leave early on Saturday rather than on Friday evening to miss the city traffic.</li>
        <li>For seven travellers or hill roads such as Yelagiri, book an SUV.</li>
      </ul>`,
  },
] satisfies Omit<typeof blogPosts.$inferInsert, 'tenantId'>[];
