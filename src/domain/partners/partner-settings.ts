// A partner's own settings, as the settings console and the setup wizard read and change them:
// `GET /api/v1/partner/settings` answers every section, `PATCH` takes any subset. Secrets (card salt, WhatsApp
// app secret and access token) go in but never come back out: the answer says only whether each is set.
import { z } from 'zod';
import { appLinksSchema } from './app-links';
import { cancellationRulesSchema } from '../rides/cancellation';
import { COUNTRIES, LANGUAGES } from '../constants';
import { dispatchSettingsPatchSchema, dispatchSettingsSchema } from '../drivers/driver-app';
import { invoicingSettingsSchema } from '../money/invoice';
import { ownDomainSchema } from '../auth/partner-signup';
import { rateCardSchema, vehicleRatesSchema } from './rate-card';
import { SITE_PROMISES } from './site-promises';
import { faqByLanguageSchema, faqSettingsSchema } from '../riders/support';
import { ownSmsFieldsSchema, ownSmsSettingsSchema } from '../messages/sms-templates';
import { LOGIN_CODE_CHANNELS } from '../messages/message-kinds';
import { bookingWindowSchema } from '../booking/booking-hours';

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const color = z.string().trim().regex(HEX_COLOR, 'Enter a colour like #1d4ed8');

/** WCAG contrast ratio of white text on `hex` (1 to 21); below 4.5 small white text is hard to read. */
export function contrastWithWhite(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05);
}
export const READABLE_CONTRAST = 4.5;

/** A site address label: lower-case letters, digits and inner hyphens, as a DNS label allows. */
export const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** The slug a business name suggests: "Sri Murugan Travels & Tours" → "sri-murugan-travels-tours". */
export function slugFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'travels';
}

export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(SLUG, 'Use 1 to 40 letters, digits and hyphens, not starting or ending with a hyphen');

const UPI_VPA = /^[a-z0-9._-]{2,256}@[a-z][a-z0-9]{1,63}$/i;
export const upiVpaSchema = z
  .string()
  .trim()
  .pipe(z.union([z.literal(''), z.string().regex(UPI_VPA, 'Enter a UPI ID like yourname@okaxis')]));

const mediaUrl = z
  .string()
  .trim()
  .max(500)
  .refine((url) => url === '' || url.startsWith('/') || /^https:\/\//.test(url), 'Upload an image');

const secret = z.string().trim().max(500);

/** The site's first language must be one it offers (checked by the settings form and the server alike). */
export const DEFAULT_LANGUAGE_OFFERED = 'The default language must be one of the site’s languages';

export const brandSettingsSchema = z.object({
  businessName: z.string().trim().min(1, 'Business name is required').max(80),
  logoUrl: mediaUrl,
  bannerUrl: mediaUrl,
  primaryColor: color,
  accentColor: color,
  phone: z
    .string()
    .trim()
    .max(20)
    .regex(/^[0-9 +-]*$/, 'Enter digits only'),
  countryCode: z.enum(COUNTRIES),
  languages: z.array(z.enum(LANGUAGES)).min(1, 'Choose at least one language'),
  defaultLanguage: z.enum(LANGUAGES),
});

export const siteSettingsSchema = z.object({
  /** `{slug}.{platform domain}`: the address the site answers on from the first minute. */
  slug: slugSchema,
  /** The partner's own domain; it serves the site once proven by its TXT record (see `domainStatus`). */
  customDomain: ownDomainSchema,
  timezone: z.string().trim().min(1).max(64),
  currency: z.string().trim().toUpperCase().length(3, 'Use a three-letter currency code'),
  /** What the site may say of the partner (site-promises.ts): only what the partner ticks. */
  promises: z.array(z.enum(SITE_PROMISES)).max(SITE_PROMISES.length),
});

export const paymentSettingsSchema = z.object({
  upiVpa: upiVpaSchema,
  cardKey: z.string().trim().max(100),
  cardSalt: secret,
  cardTestMode: z.boolean(),
});

export const whatsappSettingsSchema = z.object({
  phoneNumberId: z
    .string()
    .trim()
    .regex(/^\d{0,30}$/, 'The phone-number id is digits only'),
  verifyToken: secret,
  appSecret: secret,
  accessToken: z.string().trim().max(1000),
});

/** How riders hear of their ride's steps (booked, driver assigned, arrived, completed). WhatsApp falls back to
 * SMS when it is not set up or refuses a message. */
export const RIDER_MESSAGE_CHANNELS = ['sms', 'whatsapp', 'both'] as const;
export type RiderMessageChannel = (typeof RIDER_MESSAGE_CHANNELS)[number];
export const riderMessageSettingsSchema = z.object({ channel: z.enum(RIDER_MESSAGE_CHANNELS) });

/** How riders' and drivers' login codes go unless they choose: WhatsApp (its authentication template) is used only
 * while WhatsApp is set up, and falls back to SMS when it fails. */
export const loginCodeSettingsSchema = z.object({ channel: z.enum(LOGIN_CODE_CHANNELS) });

export const placeSettingsSchema = z.object({
  served: z.array(z.string().regex(/^[a-z]+:[\w-]+$/, 'Pick places from the list')).max(200),
});

/** How the booking agent (web chat and WhatsApp) reads riders' messages: with the platform's language model, when
 * the platform has one, or with the rule-based reader (the default). */
export const assistantSettingsSchema = z.object({ useLanguageModel: z.boolean() });

export const legalSettingsSchema = z.object({
  privacyPolicy: z.string().max(50_000),
  terms: z.string().max(50_000),
});

export const SETUP_STEPS = ['brand', 'fares', 'payments', 'places', 'live'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** What `PATCH /api/v1/partner/settings` takes: any sections, any fields of each. */
export const settingsPatchSchema = z
  .object({
    brand: brandSettingsSchema.partial(),
    site: siteSettingsSchema.partial(),
    payments: paymentSettingsSchema.partial(),
    whatsapp: whatsappSettingsSchema.partial(),
    riderMessages: riderMessageSettingsSchema.partial(),
    assistant: assistantSettingsSchema.partial(),
    /** The partner's own SMS sender and templates, all at once (the templates are registered under the sender). */
    ownSms: ownSmsSettingsSchema,
    loginCodes: loginCodeSettingsSchema.partial(),
    places: placeSettingsSchema.partial(),
    apps: appLinksSchema.partial(),
    legal: legalSettingsSchema.partial(),
    dispatch: dispatchSettingsPatchSchema,
    invoicing: invoicingSettingsSchema.partial(),
    /** Cancellation and no-show fees: the whole rule set at once, as its parts only make sense together. */
    cancellation: cancellationRulesSchema,
    /** The hours pickups are taken in and the shortest notice, both at once (each limits the other's times). */
    bookingWindow: bookingWindowSchema,
    faq: faqSettingsSchema,
    /** The wizard marks a step done (or the whole setup, when skipped or finished) so it resumes where left. */
    setup: z.object({ completed: z.enum(SETUP_STEPS).optional(), finished: z.boolean().optional() }),
  })
  .partial()
  .strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

/** none: no own domain; pending: not proven yet (it serves nothing); verified: proven and claimed, re-checked
 * daily; lapsed: claimed, but its proof has been missing since `domainLapsedSince` (released at `domainReleaseAt`). */
export const DOMAIN_STATUSES = ['none', 'pending', 'verified', 'lapsed'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

const dnsRecordSchema = <T extends string>(type: T) =>
  z.object({ type: z.literal(type), name: z.string(), value: z.string() });

/** What `GET /api/v1/partner/settings` answers. */
export const partnerSettingsSchema = z.object({
  brand: brandSettingsSchema.extend({ contrastWithWhite: z.number() }),
  site: siteSettingsSchema.extend({
    customDomain: z.string(),
    /** The address the site answers on now, e.g. `demo-cabs.localhost`. */
    address: z.string(),
    platformDomain: z.string(),
    domainStatus: z.enum(DOMAIN_STATUSES),
    domainLapsedSince: z.string().nullable(),
    domainReleaseAt: z.string().nullable(),
    /** The TXT record that proves `customDomain` is this partner's (the token is theirs alone). */
    proofRecord: dnsRecordSchema('TXT').nullable(),
    /** The CNAME that sends the domain's visitors here (it proves the domain too, naming this site alone). */
    dnsRecord: dnsRecordSchema('CNAME').nullable(),
  }),
  payments: paymentSettingsSchema.omit({ cardSalt: true }).extend({
    cardSaltSet: z.boolean(),
    cardEnabled: z.boolean(),
  }),
  whatsapp: z.object({
    phoneNumberId: z.string(),
    verifyTokenSet: z.boolean(),
    appSecretSet: z.boolean(),
    accessTokenSet: z.boolean(),
    webhookPath: z.string(),
  }),
  riderMessages: riderMessageSettingsSchema.extend({
    /** WhatsApp has a number and an access token to send with. */
    whatsappReady: z.boolean(),
  }),
  assistant: assistantSettingsSchema.extend({
    /** The platform has a language model configured (LLM_BASE_URL); without one the choice does nothing. */
    languageModelAvailable: z.boolean(),
  }),
  /** Empty sender and no templates: texts go out under the platform's. */
  ownSms: ownSmsFieldsSchema,
  loginCodes: loginCodeSettingsSchema,
  places: placeSettingsSchema,
  apps: appLinksSchema,
  legal: legalSettingsSchema,
  dispatch: dispatchSettingsSchema,
  invoicing: invoicingSettingsSchema.extend({ gstin: z.string() }),
  cancellation: cancellationRulesSchema,
  /** Hours in the partner's time zone (`site.timezone`); none: every day, all day. A lead of 0: as soon as a
   * driver can come. */
  bookingWindow: bookingWindowSchema,
  /** The partner's own FAQ entries by language. */
  faq: faqByLanguageSchema,
  setup: z.object({ completedSteps: z.array(z.enum(SETUP_STEPS)), finished: z.boolean() }),
});
export type PartnerSettings = z.infer<typeof partnerSettingsSchema>;

export const domainCheckSchema = z.object({
  status: z.enum(DOMAIN_STATUSES),
  message: z.string(),
  /** The records DNS answered: `TXT …` at the proof name, `CNAME …` or `A …` at the domain. */
  found: z.array(z.string()),
  /** The domain's CNAME or A record sends visitors to this server: a separate fact from who holds it. */
  pointsHere: z.boolean(),
});

/** A per-km rate above this (₹100/km) is almost surely a typo; the console asks before saving it. */
export const PER_KM_CEILING = 10_000;

export const rateCardPutSchema = z.object({
  rates: vehicleRatesSchema,
  /** Set after the partner confirmed a per-km rate above `PER_KM_CEILING`. */
  confirmHighRates: z.boolean().default(false),
});
export const rateCardsResponseSchema = z.object({ data: z.array(rateCardSchema) });
