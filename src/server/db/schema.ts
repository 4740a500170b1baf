// The one Drizzle schema for PGlite and PostgreSQL alike; migrations in ./migrations are generated from it.
// Money columns hold integer paise (minor units); times are UTC instants.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { VehicleRates } from '../../domain/partners/rate-card';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const tenantRef = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().defaultRandom(),
  businessName: text('business_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  dialCode: text('dial_code').notNull().default('91'),
  countryCode: text('country_code').notNull().default('in'),
  domain: text('domain').notNull(),
  /** The site's instant address is `{slug}.{PLATFORM_DOMAIN}`; resolved by slug, so renaming takes effect at once. */
  slug: text('slug').unique(),
  /** The partner's own domain, as requested; it joins tenant_hosts only once proven (see `domainToken`). */
  customDomain: text('custom_domain').notNull().default(''),
  /** The partner's proof token: a TXT record `_travelx.{domain}` holding `travelx-verify={token}` claims the domain. */
  domainToken: text('domain_token')
    .notNull()
    .default(sql`replace(gen_random_uuid()::text, '-', '')`),
  logoUrl: text('logo_url').notNull().default(''),
  bannerUrl: text('banner_url').notNull().default(''),
  primaryColor: text('primary_color').notNull().default('#5b21b6'),
  accentColor: text('accent_color').notNull().default('#f59e0b'),
  languages: jsonb('languages')
    .$type<string[]>()
    .notNull()
    .default(sql`'["en","ta"]'::jsonb`),
  defaultLanguage: text('default_language').notNull().default('en'),
  currency: text('currency').notNull().default('INR'),
  timezone: text('timezone').notNull().default('Asia/Kolkata'),
  mode: text('mode').notNull().default('consumer'),
  /** The rider cashback the partner chose, within the range its terms (`partner_terms`) allow; clamped to that
   * range when a ride is booked, so narrowed terms apply without rewriting this. */
  cashbackBps: integer('cashback_bps').notNull().default(500),
  /** Set by the platform owner: riders see a notice and cannot book, drivers get no offers, staff may only read. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  suspensionReason: text('suspension_reason'),
  /** What the partner's site may say of it beyond its data: `SITE_PROMISES` (domain/partners/site-promises). */
  sitePromises: jsonb('site_promises')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** UPI address riders pay to; empty hides UPI links. */
  upiVpa: text('upi_vpa').notNull().default(''),
  /** Hosted card checkout (PayU-style form post); empty hides card payment. The salt never leaves the server. */
  paymentGatewayUrl: text('payment_gateway_url').notNull().default(''),
  paymentKey: text('payment_key').notNull().default(''),
  paymentSalt: text('payment_salt').notNull().default(''),
  cardTestMode: boolean('card_test_mode').notNull().default(true),
  /** manual: the partner assigns every ride; auto: new bookings are offered to the nearest free driver. */
  dispatchMode: text('dispatch_mode').notNull().default('manual'),
  offerTimeoutSeconds: integer('offer_timeout_seconds').notNull().default(30),
  maxOffers: integer('max_offers').notNull().default(3),
  /** A driver with an accepted ride due within this many minutes (plus the drive to its pickup) is busy; rides due
   * within it are offered, later ones wait for it to open. */
  busyWindowMinutes: integer('busy_window_minutes').notNull().default(60),
  /** Offers go to drivers within this radius of the pickup, widening by its own size each time nobody takes the
   * ride, up to the maximum. */
  offerRadiusKm: integer('offer_radius_km').notNull().default(10),
  offerMaxRadiusKm: integer('offer_max_radius_km').notNull().default(30),
  /** How the rider hears of their ride's steps: sms, whatsapp (SMS when WhatsApp fails) or both. */
  riderMessageChannel: text('rider_message_channel').notNull().default('sms'),
  /** How riders and drivers get their login code by default: sms, or whatsapp (an authentication template, SMS
   * when WhatsApp fails); the login screen lets the person choose the other. */
  loginCodeChannel: text('login_code_channel').notNull().default('sms'),
  /** The booking agent reads riders' messages with the platform's language model (LLM_BASE_URL) when one is
   * configured; off, or without one, the rule-based reader does. */
  assistantUsesLanguageModel: boolean('assistant_uses_language_model').notNull().default(false),
  /** The partner's own SMS sender (India: its DLT header and principal entity id) and its own DLT templates by
   * message kind (`smsTemplatesSchema` in domain/messages); empty uses the platform's. */
  smsSender: text('sms_sender').notNull().default(''),
  smsEntityId: text('sms_entity_id').notNull().default(''),
  smsTemplates: jsonb('sms_templates')
    .$type<unknown>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  /** The partner's legal pages; empty serves the template filled with the brand's name and contact. */
  privacyPolicy: text('privacy_policy').notNull().default(''),
  terms: text('terms').notNull().default(''),
  /** The partner's own questions and answers for riders' support page, by language (plain text); a language
   * without any shows the partner's default language's, else the built-in ones. */
  faq: jsonb('faq')
    .$type<Record<string, { question: string; answer: string }[]>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  /** Steps of the setup wizard done so far, and whether the partner finished or skipped it. */
  setupSteps: jsonb('setup_steps')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  setupFinished: boolean('setup_finished').notNull().default(false),
  /** Gazetteer ids (`city:<GeoNames id>`) of the places the partner serves: its city pages and sitemap. */
  servedPlaces: jsonb('served_places')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** Store listing and APK links of the partner's own apps, parsed with `appLinksSchema` on the way out. */
  appLinks: jsonb('app_links')
    .$type<unknown>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  /** Printed on tax invoices: the registered name, GSTIN (empty when not registered) and address. */
  legalName: text('legal_name').notNull().default(''),
  gstin: text('gstin').notNull().default(''),
  legalAddress: text('legal_address').notNull().default(''),
  /** Cancellation and no-show fee rules, parsed with `rulesOf` (defaults fill what is missing). */
  cancellationRules: jsonb('cancellation_rules')
    .$type<unknown>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  /** Referral rewards the partner sets, in paise (0: none): to the rider whose code was used, and to the new rider,
   * credited once when the new rider completes a first ride. */
  referrerReward: integer('referrer_reward').notNull().default(0),
  refereeReward: integer('referee_reward').notNull().default(0),
  /** The shortest notice a booking may give, in minutes (0: as soon as a driver can come). */
  minimumLeadMinutes: integer('minimum_lead_minutes').notNull().default(0),
  /** The hours the partner takes pickups in, per weekday in its time zone, parsed with its domain schema; empty
   * means every day, all day. */
  bookingHours: jsonb('booking_hours')
    .$type<unknown>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
});

/** Every host name a tenant answers on besides its instant address; the Host header is looked up here. A partner's
 * own domain is written here only once proven, and re-checked daily; the operator's hosts (the seeded demo's) have
 * no proof and are never re-checked. */
export const tenantHosts = pgTable('tenant_hosts', {
  host: text('host').primaryKey(),
  tenantId: tenantRef(),
  /** `txt` or `cname` for a partner's proven domain (`legacy`: claimed before proofs, re-checked like them); null
   * for the operator's own hosts. */
  provenBy: text('proven_by'),
  provenAt: timestamp('proven_at', { withTimezone: true }),
  /** The last daily re-check of the proof. */
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  /** Since when the proof has been missing without a break; released `DOMAIN_LAPSE_GRACE_DAYS` later. */
  lapsedSince: timestamp('lapsed_since', { withTimezone: true }),
  /** When the owner was e-mailed about the lapse (once per lapse). */
  warnedAt: timestamp('warned_at', { withTimezone: true }),
});

/** Instant addresses a partner moved away from: `{slug}.{platform domain}` redirects to the partner's new address,
 * and no one else may take the slug, until `redirectUntil`; after that the slug is free again. */
export const retiredSlugs = pgTable('retired_slugs', {
  slug: text('slug').primaryKey(),
  tenantId: tenantRef(),
  redirectUntil: timestamp('redirect_until', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    role: text('role').notNull(),
    name: text('name').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    /** For partner accounts: owner, dispatcher or accountant (`PARTNER_ROLES`). */
    partnerRole: text('partner_role'),
    /** A rider's emergency contact: texted the live link when they press SOS. */
    emergencyName: text('emergency_name'),
    emergencyPhone: text('emergency_phone'),
    /** A rider's chosen language for texts and e-mails; null follows the site's. */
    language: text('language'),
    /** A rider's saved places (home, work, others), as `savedPlacesSchema` in domain/riders/rider-profile. */
    savedPlaces: jsonb('saved_places').notNull().default([]),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /** Why the partner blocked this rider, shown to the partner's staff and to the rider at login. */
    blockReason: text('block_reason'),
    /** A rider's own referral code, made when first needed; unique within the tenant. */
    referralCode: text('referral_code'),
    /** The rider whose code brought this one, set once when the account is made. */
    referredBy: uuid('referred_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** When both sides' referral rewards were credited (this rider's first completed ride): at most once. */
    referralRewardedAt: timestamp('referral_rewarded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_tenant_role_email').on(t.tenantId, t.role, t.email),
    uniqueIndex('users_tenant_role_phone').on(t.tenantId, t.role, t.phone),
    uniqueIndex('users_tenant_referral_code').on(t.tenantId, t.referralCode),
  ],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    role: text('role').notNull(),
    address: text('address').notNull(),
    clientIp: text('client_ip').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_codes_address').on(t.tenantId, t.role, t.address, t.createdAt),
    index('otp_codes_ip').on(t.clientIp, t.createdAt),
  ],
);

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  tenantId: tenantRef(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** One row per vehicle type: its prices per ride service, as `VehicleRates` JSON (parsed with zod on read). */
export const rateCards = pgTable(
  'rate_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    vehicleType: text('vehicle_type').notNull(),
    rates: jsonb('rates').$type<VehicleRates>().notNull(),
  },
  (t) => [uniqueIndex('rate_cards_tenant_vehicle').on(t.tenantId, t.vehicleType)],
);

/** Keys the server makes for itself the first time it starts without AUTH_SECRET, so every process on the
 * database and every restart signs with the same key. */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    vehicleType: text('vehicle_type').notNull(),
    model: text('model').notNull(),
    number: text('number').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vehicles_tenant_number').on(t.tenantId, t.number)],
);

/** Drivers and travel companies are listed, verified and blocked alike, so they share one shape. */
const crewColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantRef(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull().default(''),
  phone: text('phone').notNull(),
  accountStatus: text('account_status').notNull().default('pending'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  createdAt: createdAt(),
});
export const drivers = pgTable(
  'drivers',
  {
    ...crewColumns(),
    /** On duty: sharing position and offered rides. */
    online: boolean('online').notNull().default(false),
    /** The vehicle driven this shift, chosen when going on duty. */
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('drivers_tenant_phone').on(t.tenantId, t.phone)],
);
export const travelCompanies = pgTable('travel_companies', crewColumns(), (t) => [
  uniqueIndex('travel_companies_tenant_phone').on(t.tenantId, t.phone),
]);

export const rides = pgTable(
  'rides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    riderId: uuid('rider_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerEmail: text('customer_email').notNull().default(''),
    service: text('service').notNull(),
    tripType: text('trip_type').notNull(),
    vehicleType: text('vehicle_type').notNull(),
    pickupName: text('pickup_name').notNull(),
    pickupLat: doublePrecision('pickup_lat').notNull(),
    pickupLng: doublePrecision('pickup_lng').notNull(),
    dropoffName: text('dropoff_name').notNull(),
    dropoffLat: doublePrecision('dropoff_lat').notNull(),
    dropoffLng: doublePrecision('dropoff_lng').notNull(),
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    returnAt: timestamp('return_at', { withTimezone: true }),
    distanceMeters: integer('distance_meters').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    rideAmount: integer('ride_amount').notNull(),
    driverAllowance: integer('driver_allowance').notNull(),
    tolls: integer('tolls').notNull(),
    /** The vehicle's waiting rates as at booking, so a later change of the rate card never reprices this ride. */
    waitingFreeMinutes: integer('waiting_free_minutes').notNull().default(0),
    waitingPerMinute: integer('waiting_per_minute').notNull().default(0),
    /** Charged when the trip started for waiting at the pickup past the free minutes; part of `totalAmount`. */
    waitingCharge: integer('waiting_charge').notNull().default(0),
    totalAmount: integer('total_amount').notNull(),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method').notNull(),
    status: text('status').notNull(),
    tripCode: text('trip_code').notNull(),
    cashbackAmount: integer('cashback_amount').notNull().default(0),
    /** Part of `totalAmount` paid from the rider's wallet at booking (its debit written in the same transaction);
     * the rest is due by `paymentMethod`. */
    walletAmount: integer('wallet_amount').notNull().default(0),
    /** The promo code applied at booking and the discount it gave, already taken off `totalAmount`. */
    promoCodeId: uuid('promo_code_id').references((): AnyPgColumn => promoCodes.id, { onDelete: 'set null' }),
    promoDiscount: integer('promo_discount').notNull().default(0),
    /** A fee the rider owed (a wallet below zero) added to this fare with their consent; part of `totalAmount`. */
    settledFee: integer('settled_fee').notNull().default(0),
    /** The platform's commission taken when the ride completed, with the rate and base of the terms then in
     * effect, so statements name the rate used and a later change of terms never touches a past ride. */
    commissionBps: integer('commission_bps'),
    commissionBase: text('commission_base'),
    commissionAmount: integer('commission_amount'),
    collectedFee: integer('collected_fee'),
    driverId: uuid('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    /** The cancellation or no-show fee charged to the rider's wallet when the ride was cancelled. */
    cancellationFee: integer('cancellation_fee'),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    /** Wrong trip codes entered so far; at DISPATCH.tripCodeAttempts the start is locked. */
    tripCodeAttempts: integer('trip_code_attempts').notNull().default(0),
    quoteId: uuid('quote_id'),
    rentalHours: integer('rental_hours'),
    flightNumber: text('flight_number'),
    source: text('source').notNull().default('form'),
    /** The ad campaign of the visit session the booking came from (its first visit with one), if any. */
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    fbclid: text('fbclid'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rides_tenant_status').on(t.tenantId, t.status, t.pickupAt),
    index('rides_tenant_created').on(t.tenantId, t.createdAt),
    index('rides_tenant_pickup').on(t.tenantId, t.pickupAt),
    index('rides_rider_status').on(t.riderId, t.status),
    index('rides_promo_code').on(t.promoCodeId),
  ],
);

/** A partner's promo codes. Uses are the rides booked with one and not cancelled, counted under this row's lock
 * at booking, so a limited code is never used more than its limits allow. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    /** As riders type it, kept upper-case. */
    code: text('code').notNull(),
    /** `percent` (of the fare, up to `maxDiscount`) or `flat` (`flatAmount` off). */
    kind: text('kind').notNull(),
    percentBps: integer('percent_bps'),
    maxDiscount: integer('max_discount'),
    flatAmount: integer('flat_amount'),
    firstRideOnly: boolean('first_ride_only').notNull().default(false),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    totalLimit: integer('total_limit'),
    perRiderLimit: integer('per_rider_limit'),
    /** The vehicle types it applies to; empty means all. */
    vehicleTypes: jsonb('vehicle_types')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promo_codes_tenant_code').on(t.tenantId, t.code)],
);

export const rideEvents = pgTable(
  'ride_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    rideId: uuid('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    label: text('label').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ride_events_tenant_created').on(t.tenantId, t.createdAt)],
);

/** Where a live ride's driver went, thinned as pings arrive (domain/rides/trail.ts): one point per 50 m or 15 s,
 * for the receipt, disputes and distance-based fares. */
export const rideTrailPoints = pgTable(
  'ride_trail_points',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    rideId: uuid('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ride_trail_points_ride').on(t.rideId, t.takenAt)],
);

/** Append-only ledger; a null rider means the partner's own wallet. Balance is the sum. */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    riderId: uuid('rider_id').references(() => users.id, { onDelete: 'cascade' }),
    direction: text('direction').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    rideId: uuid('ride_id').references(() => rides.id, { onDelete: 'set null' }),
    /** What the entry is for, where a reader needs to tell: `cancellation_fee`, `no_show_fee`, `refund`, and for
     * statements' totals `commission`, `cashback`, `payout` (`LEDGER_KINDS`). */
    kind: text('kind').notNull().default('entry'),
    createdAt: createdAt(),
  },
  (t) => [index('wallet_transactions_owner').on(t.tenantId, t.riderId, t.createdAt)],
);

/** Each tenant's last invoice number: bumped under its row lock in the completing transaction, so numbers run
 * 1, 2, 3… with no gap (a rolled-back completion gives its number back) and no duplicate. */
export const invoiceSequences = pgTable('invoice_sequences', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});

/** A completed ride's tax invoice, kept as the data it was drawn from (`invoiceSnapshotSchema`). */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    rideId: uuid('ride_id')
      .notNull()
      .unique()
      .references(() => rides.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    snapshot: jsonb('snapshot').$type<unknown>().notNull(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_tenant_sequence').on(t.tenantId, t.sequence),
    index('invoices_tenant_created').on(t.tenantId, t.createdAt),
  ],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    keywords: text('keywords').notNull().default(''),
    descriptionHtml: text('description_html').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    /** An uploaded cover; when set it wins over `imageUrl` (kept for the demo's own artwork). */
    imageId: uuid('image_id').references(() => media.id, { onDelete: 'set null' }),
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_tenant_slug').on(t.tenantId, t.slug),
    index('blog_posts_tenant_created').on(t.tenantId, t.createdAt),
  ],
);

/** Bytes in the database, so every process (and PGlite or PostgreSQL alike) serves the same files. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** An uploaded image (blog covers); its served files are its variants. */
export const media = pgTable('media', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantRef(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
});

/** One served file of an image: `name` is what its URL ends in, such as `1200.webp` or `1200.jpg`. */
export const mediaVariants = pgTable(
  'media_variants',
  {
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.name] })],
);

/** Card payments through the partner's hosted checkout; `txnId` is what the gateway and the pay page know. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    rideId: uuid('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    txnId: text('txn_id').notNull().unique(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('pending'),
    /** The card settings in force when the payment was opened: its callback is verified against these, so
     * clearing or rotating the tenant's keys never lets a callback signed with other ones through. */
    gatewayKey: text('gateway_key').notNull().default(''),
    gatewaySalt: text('gateway_salt').notNull().default(''),
    gatewayReference: text('gateway_reference'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_ride').on(t.tenantId, t.rideId)],
);

/** Money given back on a ride: by card through the gateway's refund call (`token` is the unique request id
 * sent to it, `reference` its answer), or in cash as the partner records it. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    rideId: uuid('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    note: text('note').notNull().default(''),
    token: text('token').notNull().unique(),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [index('refunds_ride').on(t.tenantId, t.rideId)],
);

/** One booking conversation per rider and tenant: the state machine's state, carried across reloads. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    riderId: uuid('rider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: jsonb('state').notNull(),
    language: text('language').notNull().default('en'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('conversations_tenant_rider').on(t.tenantId, t.riderId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    text: text('text').notNull(),
    choices: jsonb('choices')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_conversation').on(t.conversationId, t.createdAt)],
);

/** Stored answers to mutations sent with an Idempotency-Key, so a replay never applies twice. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: tenantRef(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

/** A partner's WhatsApp Cloud API number: where replies go from, and the secrets its webhook is checked with. */
export const whatsappSettings = pgTable('whatsapp_settings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  phoneNumberId: text('phone_number_id').notNull().unique(),
  verifyToken: text('verify_token').notNull(),
  appSecret: text('app_secret').notNull(),
  accessToken: text('access_token').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Webhook message ids already taken in, so a delivery Meta repeats is answered once; swept after some days. */
export const whatsappInbox = pgTable(
  'whatsapp_inbox',
  {
    tenantId: tenantRef(),
    messageId: text('message_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.messageId] }),
    index('whatsapp_inbox_received').on(t.receivedAt),
  ],
);

/** Someone who left a phone number without booking (spec 'lead'): one open lead per phone and tenant, updated as
 * the conversation goes on, and marked converted when that rider books. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    phone: text('phone').notNull(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    riderId: uuid('rider_id').references(() => users.id, { onDelete: 'set null' }),
    draft: jsonb('draft'),
    source: text('source').notNull(),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    rideId: uuid('ride_id').references(() => rides.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leads_open_phone')
      .on(t.tenantId, t.phone)
      .where(sql`${t.convertedAt} is null`),
    index('leads_tenant_updated').on(t.tenantId, t.updatedAt),
  ],
);

/** Enquiries sent through the contact form (spec 2.5); the partner is e-mailed each one. */
export const contactEnquiries = pgTable(
  'contact_enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company').notNull().default(''),
    email: text('email').notNull(),
    lookingFor: text('looking_for').notNull(),
    enquiry: text('enquiry').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_enquiries_tenant_created').on(t.tenantId, t.createdAt)],
);

/** Each time a booking is offered to a driver: who, until when, and how they answered. The history stays when
 * a ride returns to the partner, so the console shows who declined. */
export const rideOffers = pgTable(
  'ride_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    rideId: uuid('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    /** offered, accepted, declined, expired, withdrawn (the ride was cancelled or taken meanwhile) or
     * unassigned (the office took it off a driver it had given it to by hand). */
    status: text('status').notNull().default('offered'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('ride_offers_ride').on(t.rideId),
    index('ride_offers_open').on(t.status, t.expiresAt),
    index('ride_offers_driver').on(t.driverId, t.status),
  ],
);

/** A rider's rating of a completed ride's driver: one per ride, shown to the partner and on city pages. */
export const ratings = pgTable(
  'ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    rideId: uuid('ride_id')
      .notNull()
      .unique()
      .references(() => rides.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    riderId: uuid('rider_id').references(() => users.id, { onDelete: 'set null' }),
    stars: integer('stars').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('ratings_tenant_created').on(t.tenantId, t.createdAt),
    index('ratings_driver').on(t.driverId),
  ],
);

/** A partner's endpoint for signed event deliveries; the secret signs each body and is shown only once. */
export const webhooks = pgTable('webhooks', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantRef(),
  url: text('url').notNull(),
  events: jsonb('events').$type<string[]>().notNull(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

/** One event for one endpoint: tried until delivered or a day has passed, with every attempt's outcome. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** The exact body sent (and signed) on every attempt. */
    body: text('body').notNull(),
    /** pending, delivered or failed. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_webhook').on(t.webhookId, t.createdAt),
  ],
);

/** A rider's question to the partner, optionally about one ride; open until answered, closed by either side. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    /** Null once the rider deleted their account: the partner keeps the thread without who asked. */
    riderId: uuid('rider_id').references(() => users.id, { onDelete: 'set null' }),
    rideId: uuid('ride_id').references(() => rides.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_tenant_status').on(t.tenantId, t.status, t.updatedAt),
    index('support_tickets_rider').on(t.riderId, t.updatedAt),
  ],
);

/** One message of a ticket's thread, from the rider or the partner's staff. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_ticket').on(t.ticketId, t.createdAt)],
);

/** One page a visitor opened on the partner's site (spec 3 visitor tracking): a tab's session id, the path (no
 * query string), the device as the browser described it and, on a landing from an ad, its campaign. */
export const visits = pgTable(
  'visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    sessionId: text('session_id').notNull(),
    path: text('path').notNull(),
    device: jsonb('device').$type<Record<string, string>>().notNull().default({}),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    fbclid: text('fbclid'),
    createdAt: createdAt(),
  },
  (t) => [
    index('visits_tenant_created').on(t.tenantId, t.createdAt),
    index('visits_tenant_session').on(t.tenantId, t.sessionId, t.createdAt),
  ],
);

/** A driver's document of one kind (the latest upload replaces the last): its image in the media pipeline, its
 * expiry date, the partner's review, and when each reminder before expiry was texted. */
export const driverDocuments = pgTable(
  'driver_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    imageId: uuid('image_id')
      .notNull()
      .references(() => media.id),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    /** pending, verified or rejected. */
    status: text('status').notNull().default('pending'),
    rejectReason: text('reject_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reminded30At: timestamp('reminded_30_at', { withTimezone: true }),
    reminded7At: timestamp('reminded_7_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('driver_documents_driver_kind').on(t.driverId, t.kind),
    index('driver_documents_tenant_expiry').on(t.tenantId, t.expiresOn),
  ],
);

/** Every message sent to a person (SMS, WhatsApp, web push, e-mail): the outbox it is sent from, apart from any
 * request, and the log the partner reads. A login code's code is in `payload` only until it is sent. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    rideId: uuid('ride_id').references(() => rides.id, { onDelete: 'cascade' }),
    /** sms, whatsapp, push or email (`MESSAGE_CHANNELS`). */
    channel: text('channel').notNull(),
    /** What the message says (`MESSAGE_KINDS`): login_code, driver_assigned, sos, … */
    kind: text('kind').notNull(),
    /** A phone number (E.164), an e-mail address, or for push the user's id. */
    recipient: text('recipient').notNull(),
    /** What the text is made of (the kind's variables); emptied of secrets once the message is settled. */
    payload: jsonb('payload')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The recipient's language for the words (push, e-mail); SMS templates are registered in one wording. */
    language: text('language').notNull().default('en'),
    /** queued, sent, delivered or failed (`MESSAGE_STATUSES`). */
    status: text('status').notNull().default('queued'),
    /** Which gateway carried it (twilio, msg91, smpp, log, whatsapp, webpush, smtp) and its id there. */
    provider: text('provider'),
    providerId: text('provider_id'),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    /** The message this one re-sends on another channel after it failed. */
    fallbackOf: uuid('fallback_of'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_due').on(t.status, t.nextAttemptAt),
    index('messages_ride').on(t.rideId, t.createdAt),
    index('messages_tenant_time').on(t.tenantId, t.createdAt),
    index('messages_provider_id').on(t.provider, t.providerId),
  ],
);

/** A browser's Web Push subscription for one signed-in person (rider, driver or partner staff). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The app's language when it subscribed, for the words of its notifications. */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint').on(t.endpoint),
    index('push_subscriptions_user').on(t.userId),
  ],
);

/** Keys a partner's own systems call the API with (`Authorization: Bearer tx_live_…`): only a SHA-256 hash of the
 * key is kept, so a leaked database gives no working key; each key acts for its tenant within its scopes. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    /** The key's first characters (`tx_live_ab12…`), shown in the list so an owner tells keys apart. */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the whole key, hex. */
    keyHash: text('key_hash').notNull(),
    /** Scopes from API_KEY_SCOPES (domain), e.g. `rides:read`. */
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_hash').on(t.keyHash), index('api_keys_tenant').on(t.tenantId)],
);

/** The platform's terms with a partner, each row in effect from `effectiveFrom` until the next row's: the
 * commission (rate and what it applies to, `COMMISSION_BASES`), the rider cashback range the partner chooses within
 * and a monthly fee. A null tenant is the platform's default, used by partners without terms of their own. Rows are
 * only ever added, never changed: the history is the record. */
export const partnerTerms = pgTable(
  'partner_terms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    commissionBps: integer('commission_bps').notNull(),
    commissionBase: text('commission_base').notNull().default('total'),
    cashbackMinBps: integer('cashback_min_bps').notNull().default(0),
    cashbackMaxBps: integer('cashback_max_bps').notNull().default(1000),
    /** Minor units of the partner's currency, charged to its wallet at the start of each month; 0 for none. */
    monthlyFee: integer('monthly_fee').notNull().default(0),
    note: text('note').notNull().default(''),
    /** The platform owner's e-mail who set them; null for terms from before the console. */
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('partner_terms_tenant_from').on(t.tenantId, t.effectiveFrom)],
);

/** A monthly fee charged once per partner and month (`2026-11`), in the same transaction as its ledger entry. */
export const platformFeeCharges = pgTable(
  'platform_fee_charges',
  {
    tenantId: tenantRef(),
    month: text('month').notNull(),
    amount: integer('amount').notNull(),
    walletTransactionId: uuid('wallet_transaction_id').references(() => walletTransactions.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.month] })],
);

/** One-time codes e-mailed to the platform's owners (`PLATFORM_ADMINS`); like otp_codes, but of no tenant. */
export const platformLoginCodes = pgTable(
  'platform_login_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    clientIp: text('client_ip').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('platform_login_codes_email').on(t.email, t.createdAt),
    index('platform_login_codes_ip').on(t.clientIp, t.createdAt),
  ],
);

/** Sessions of the platform's owners, valid on the platform's own host only. */
export const platformSessions = pgTable('platform_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  email: text('email').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** What the platform's owners did to a partner (terms, suspension, resumption), with why; append-only. */
export const platformAuditLog = pgTable(
  'platform_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for the platform's default terms. */
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    reason: text('reason').notNull().default(''),
    detail: jsonb('detail')
      .$type<unknown>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('platform_audit_log_tenant').on(t.tenantId, t.createdAt)],
);
