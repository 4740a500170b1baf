// Business constants shared by the PWA, the service worker and the server: one `as const` object per concern,
// so a country, a language, a storage key or an event name is spelled in exactly one place.

export const COUNTRIES = ['in', 'us', 'uk', 'ae', 'qa', 'sa'] as const;
export type Country = (typeof COUNTRIES)[number];

/** The product's own languages first, then the extra dictionaries; each ships its file in public/locales. */
export const LANGUAGES = [
  'en',
  'ta',
  'ml',
  'kn',
  'te',
  'hi',
  'ar',
  'es',
  'fr',
  'pt',
  'zh',
  'ru',
  'tr',
  'id',
  'ms',
] as const;
export type Language = (typeof LANGUAGES)[number];
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

/** The longest message a rider may send the booking chat, on the web and on WhatsApp. */
export const CHAT_MESSAGE_MAX = 1000;

/** ISO 3166-1 region of each country code: ours are its alpha-2 codes in lower case, except 'uk' (ISO 'GB'). */
export const COUNTRY_REGIONS = {
  in: 'IN',
  us: 'US',
  uk: 'GB',
  ae: 'AE',
  qa: 'QA',
  sa: 'SA',
} as const satisfies Record<Country, string>;

export const DEFAULTS = {
  country: 'in',
  language: 'en',
  /** City landing pages read in Tamil unless their address names another language (spec 2.2). */
  placePageLanguage: 'ta',
  dialCode: '91',
  currency: 'INR',
  timezone: 'Asia/Kolkata',
  port: 8080,
} as const;

export const VEHICLE_TYPES = ['hatchback', 'sedan', 'suv', 'electric', 'luxury'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const RIDE_SERVICES = ['local', 'airport', 'outstation', 'rental'] as const;
export type RideService = (typeof RIDE_SERVICES)[number];

export const TRIP_TYPES = ['oneway', 'return'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

export const RIDE_STATUSES = ['booked', 'accepted', 'ontrip', 'completed', 'cancelled'] as const;
export type RideStatus = (typeof RIDE_STATUSES)[number];
/** Rides not yet completed or cancelled. */
export const OPEN_RIDE_STATUSES: readonly RideStatus[] = ['booked', 'accepted', 'ontrip'];

export const ACCOUNT_STATUSES = ['pending', 'Verified', 'Blocked'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const PAYMENT_METHODS = ['cash', 'upi', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ROLES = ['partner', 'rider', 'driver'] as const;
export type Role = (typeof ROLES)[number];

/** What a partner account may do on its tenant: see PARTNER_ROUTE_ROLES in partner-staff.ts. */
export const PARTNER_ROLES = ['owner', 'dispatcher', 'accountant'] as const;
export type PartnerRole = (typeof PARTNER_ROLES)[number];

export const OTP = {
  length: 4,
  ttlMs: 10 * 60 * 1000,
  maxAttempts: 5,
  /** Wrong tries one address may make over all its codes within the window: what bounds guessing. */
  wrongTriesPerAddress: 8,
  /** Codes one address may be sent within the window. */
  perAddressLimit: 5,
  /** Codes one client address may request within the window. */
  perIpLimit: 20,
  windowMs: 60 * 60 * 1000,
} as const;

export const SESSION = {
  ttlMs: 30 * 24 * 60 * 60 * 1000,
  tokenBytes: 32,
} as const;

/** Browser storage keys, named as the product has always named them. */
export const STORAGE_KEYS = {
  countryLang: 'country_lang',
  businessAuthToken: 'business_auth_token',
  userAuthToken: 'user_auth_token',
  driverAuthToken: 'driver_auth_token',
  /** The platform owner's console session, on the platform's own host only. */
  platformAuthToken: 'platform_auth_token',
  userPlace: 'user_place',
  brand: 'travelx_brand',
  queryCache: 'travelx_query_cache',
  /** sessionStorage: the ride being booked (form, quote request, vehicle), so its screens survive a reload. */
  rideDraft: 'travelx_ride_draft',
  /** sessionStorage: the ride form's values as typed, before Continue, so a reload keeps them until the booking. */
  rideFormDraft: 'travelx_ride_form_draft',
  /** sessionStorage: the last booking's answer, for the confirmation screen. */
  rideBooked: 'travelx_ride_booked',
  /** localStorage: support tickets written offline, sent with their Idempotency-Key once online. */
  pendingTickets: 'travelx_pending_tickets',
  /** localStorage: the referral code of the link the visitor came by, sent with the sign-in that makes their account. */
  referralCode: 'travelx_referral_code',
} as const;

export const LIMITS = {
  bodyBytes: 64 * 1024,
  /** Objects and arrays within objects and arrays; no form nests more than a few, and checks walk the rest. */
  bodyDepth: 32,
  nameMax: 50,
  /** A signed vehicle search: two 200-character place names in any script and the trip stay well within it. */
  rideSearchIdMax: 4096,
  vehicleNumberMax: 16,
} as const;

/** Query meta of the lists the outbox lays its actions over. They are kept in IndexedDB with the outbox, never
 * in the persisted query cache: its copy is written at most once a second, so it can be older than an action
 * the outbox has already forgotten, and a reload would draw it with nothing laid over. */
export const OUTBOX_OVERLAID_META = { overlaidByOutbox: true } as const;
