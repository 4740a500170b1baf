// Reads and validates the environment once at start-up; a wrong value stops the server with one line
// naming the variable and what it expects.
import { z } from 'zod';
import { DEFAULTS } from '../domain/constants';
import { isTextedKind, TEXTED_KINDS, type TextedKind } from '../domain/messages/sms-templates';
import { SMS_PROVIDERS } from './sms/sms-provider';

/** The protocols GEOCODER_URL may speak: the two geocoders built on OpenStreetMap that operators self-host. */
export const GEOCODER_KINDS = ['photon', 'nominatim'] as const;
export type GeocoderKind = (typeof GEOCODER_KINDS)[number];

const optionalUrl = (protocols: RegExp, hint: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || protocols.test(value), hint);

const optionalText = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined));

/** Variables whose value is a secret: a problem with one names it without printing the value. */
const SECRET_VARIABLES = new Set([
  'TWILIO_AUTH_TOKEN',
  'MSG91_AUTH_KEY',
  'SMPP_URL',
  'AUTH_SECRET',
  'METRICS_TOKEN',
  'LLM_API_KEY',
]);

/** What each SMS gateway cannot work without. */
const SMS_PROVIDER_NEEDS = {
  log: [],
  twilio: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
  msg91: ['MSG91_AUTH_KEY'],
  smpp: ['SMPP_URL'],
} as const;

/** The shortest AUTH_SECRET a production start takes: 32 random characters carry 192 bits or more. */
const PRODUCTION_SECRET_LENGTH = 32;

export const SMS_LOG_IN_PRODUCTION_REFUSAL =
  "log sends every SMS, riders' and drivers' login codes included, only to the server log, so in production " +
  'nobody could log in: set SMS_PROVIDER to twilio, msg91 or smpp (a staging server may set SMS_LOG_IN_PRODUCTION=1)';

/** `kind=id,kind=id`: an id for each kind of text (SMS_TEMPLATES), checked against `pattern`. */
const kindIds = (what: string, pattern: RegExp) =>
  z
    .string()
    .default('')
    .transform((value, context) => {
      const ids: Partial<Record<TextedKind, string>> = {};
      for (const pair of value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const [kind = '', id = ''] = pair.split('=').map((part) => part.trim());
        if (!isTextedKind(kind) || !pattern.test(id)) {
          context.addIssue({
            code: 'custom',
            message: `kind=id pairs, kinds among ${TEXTED_KINDS.join(', ')} and each id ${what}; "${pair}" is not one`,
          });
          return z.NEVER;
        }
        ids[kind] = id;
      }
      return ids;
    });

const envObject = z.object({
  /** `production` keeps an empty database empty unless SEED_DEMO=1; unset, a first start adds the demo partner. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** 1 adds the demo partner to an empty database even in production; 0 never adds it. */
  SEED_DEMO: z
    .enum(['0', '1'], 'SEED_DEMO is 0 or 1')
    .optional()
    .transform((value) => (value === undefined ? undefined : value === '1')),
  PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULTS.port),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('data'),
  /** Where `npm run backup` and the daily backup of the embedded database write their tarballs. */
  BACKUP_DIR: z.string().trim().min(1).default('backups'),
  /** How many of the newest backups are kept; older ones are deleted after each new one. */
  BACKUP_KEEP: z.coerce.number().int().min(1, 'at least 1').max(10_000).default(14),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'a postgres:// or postgresql:// URL'),
  ROUTING_URL: optionalUrl(/^https?:\/\//, 'an http:// or https:// URL of an OSRM-compatible server'),
  /** The map tile template the PWA draws street maps with, read at each start and handed to the PWA with the
   * brand (GET /api/v1/config), so changing it needs no rebuild; the Content-Security-Policy admits its host.
   * Unset, maps draw on a plain base. */
  MAP_TILE_URL: optionalUrl(
    /^https?:\/\//,
    'an http:// or https:// tile URL template, like https://tile.example/{z}/{x}/{y}.png',
  ),
  /** The credit the tile provider requires, shown on every map with MAP_TILE_URL's tiles (plain text). */
  MAP_ATTRIBUTION: z.string().trim().min(1).max(300).default('© OpenStreetMap contributors'),
  /** A Photon or Nominatim geocoder for street addresses; unset, the shipped gazetteer answers alone. */
  GEOCODER_URL: optionalUrl(/^https?:\/\//, 'an http:// or https:// URL of a Photon or Nominatim geocoder'),
  /** Which protocol GEOCODER_URL speaks. */
  GEOCODER_KIND: z.enum(GEOCODER_KINDS, 'photon or nominatim').default('photon'),
  REDIS_URL: optionalUrl(/^rediss?:\/\//, 'a redis:// or rediss:// URL'),
  SMTP_URL: optionalUrl(/^smtps?:\/\//, 'an smtp:// or smtps:// URL'),
  /** Base of the WhatsApp Cloud (Graph) API the bot replies through; tests point it at a local stand-in. */
  WHATSAPP_API_URL: z
    .string()
    .trim()
    .regex(
      /^https?:\/\/\S+$/,
      'an http:// or https:// URL of the Graph API, like https://graph.facebook.com/v21.0',
    )
    .transform((value) => value.replace(/\/+$/, ''))
    .default('https://graph.facebook.com/v21.0'),
  /** The authentication template (copy-code button, language `en`) login codes go by on WhatsApp: each partner
   * has one of this name approved on its WhatsApp Business account. */
  WHATSAPP_AUTH_TEMPLATE: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,512}$/, 'a template name: lower-case letters, digits and underscores')
    .default('login_code'),
  /** OpenAI-compatible API (its `/chat/completions` below this base) that drafts blog posts and, for partners who
   * choose it, reads riders' booking messages; unset, a template drafts and the rule-based reader reads. */
  LLM_BASE_URL: optionalUrl(
    /^https?:\/\//,
    'an http:// or https:// URL of an OpenAI-compatible API, like http://127.0.0.1:8000/v1',
  ),
  /** The model asked at LLM_BASE_URL; it must support tool calls for the booking agent. */
  LLM_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  LLM_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined)),
  MAIL_FROM: z.string().min(3).default('TravelX <no-reply@travelx.invalid>'),
  /** The VAPID key pair web push is signed with (base64url, as web-push's generate-vapid-keys prints them), both
   * or neither; unset, a pair is made once and kept in the database. */
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'a base64url P-256 private key (43 characters)')
    .optional(),
  /** Who the push services may contact about this server's pushes; unset, MAIL_FROM's address. */
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'a mailto: address or an https:// URL')
    .optional(),
  AUTH_SECRET: z.string().min(16, 'at least 16 characters').optional(),
  CONSUMER_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** The platform's owners: e-mails that may sign in to `/admin` on the platform's own host (a host no partner
   * claimed, e.g. `www.{PLATFORM_DOMAIN}`). Removing an address ends its sessions at their next request. Unset
   * outside production: `DEMO_PLATFORM_ADMIN`, so a first `npm start` has an owner to sign in as. */
  PLATFORM_ADMINS: z
    .string()
    .optional()
    .transform((value) =>
      value
        ?.split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('an e-mail address')).optional()),
  /** Partners without a domain of their own get `{slug}.{PLATFORM_DOMAIN}` at once; `localhost` needs no DNS. */
  PLATFORM_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/, 'a host name like travelx.app or localhost')
    .default('localhost'),
  /** The hosted card checkout a partner's test-mode and live keys post to (PayU's form protocol). */
  CARD_GATEWAY_TEST_URL: z.url().default('https://test.payu.in/_payment'),
  CARD_GATEWAY_LIVE_URL: z.url().default('https://secure.payu.in/_payment'),
  /** DNS servers (`ip` or `ip:port`, comma-separated) the own-domain check asks; unset, the system's. */
  DNS_SERVERS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((server) => server.trim())
        .filter(Boolean),
    ),
  /** Addresses this server answers on, so an own domain's A record pointing at one counts as found. */
  SITE_IPS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((ip) => ip.trim())
        .filter(Boolean),
    ),
  /** How often auto-dispatch closes timed-out offers and offers waiting rides to the next driver. */
  DISPATCH_SWEEP_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  /** 1 lets webhook endpoints be on loopback and private networks (a developer's own receiver, tests); unset or
   * 0, development included, they are refused, and the server warns at start when it is 1. */
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(['0', '1'], 'WEBHOOK_ALLOW_PRIVATE is 0 or 1')
    .default('0')
    .transform((value) => value === '1'),
  /** How often due webhook deliveries are sent. */
  WEBHOOK_SWEEP_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  /** How often drivers' documents near expiry are looked for (their reminders are texted once each). */
  DOCUMENT_SWEEP_MS: z.coerce.number().int().min(100).max(3_600_000).default(600_000),
  /** How often the platform's monthly fees still owed for the current month are charged (each once a month). */
  MONTHLY_FEE_SWEEP_MS: z.coerce.number().int().min(100).max(86_400_000).default(3_600_000),
  /** How often queued messages (texts, pushes) due for a first try or a retry are looked for; a message queued
   * in this process is sent at once. */
  MESSAGE_SWEEP_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** The first wait before a failed message is tried again; later retries wait 6, 24, 120 and 360 times it. */
  MESSAGE_RETRY_BASE_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  /** How long one request to the SMS gateway may take before it counts as failed (and is retried). */
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** The platform's DLT principal entity id (India), sent with every text from a partner without its own. */
  SMS_DLT_ENTITY_ID: z
    .string()
    .trim()
    .regex(/^(\d{10,25})?$/, 'a DLT principal entity id: 10 to 25 digits')
    .default(''),
  /** The platform's DLT template id for each kind of text, as `kind=id,kind=id` (kinds: SMS_TEMPLATES in
   * src/domain/messages/sms-templates.ts, each registered with its exact wording). */
  SMS_DLT_TEMPLATE_IDS: kindIds('a DLT template id of 10 to 25 digits', /^\d{10,25}$/),
  /** MSG91's own template id for each kind of text (`kind=id,…`): MSG91 gives each template created in its panel
   * (with the DLT template id typed in) an id of its own, which its Flow API takes. */
  MSG91_TEMPLATE_IDS: kindIds("MSG91's template id", /^[A-Za-z0-9]{8,40}$/),
  QUOTE_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /** Multiplies the per-session and per-address ceilings on bookings, partner changes, the payment callback and
   * the WhatsApp webhook; only a load test has reason to raise it. */
  ABUSE_LIMIT_FACTOR: z.coerce.number().int().min(1).default(1),
  /** Requests a minute one API key may make to the partner API (per process), beside the ceilings above. */
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  /** Where security reports go, named in every site's /.well-known/security.txt: an e-mail address or an https://
   * URL. Unset, each partner's own support e-mail is named. */
  SECURITY_CONTACT: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine(
      (value) => value === undefined || /^https:\/\/\S+$/.test(value) || z.email().safeParse(value).success,
      'an e-mail address or an https:// URL',
    ),
  /** The SMS gateway: log (development: texts go to the server log), twilio, msg91 or smpp. */
  SMS_PROVIDER: z.enum(SMS_PROVIDERS, 'log, twilio, msg91 or smpp').default('log'),
  TWILIO_ACCOUNT_SID: optionalText().refine(
    (value) => value === undefined || /^AC[0-9a-f]{32}$/i.test(value),
    'an Account SID: AC followed by 32 hexadecimal digits',
  ),
  TWILIO_AUTH_TOKEN: optionalText(),
  /** A number in E.164, an alphanumeric sender id, or a Messaging Service SID (MG…). */
  TWILIO_FROM: optionalText(),
  TWILIO_API_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/\S+$/, 'an http:// or https:// URL, like https://api.twilio.com')
    .transform((value) => value.replace(/\/+$/, ''))
    .default('https://api.twilio.com'),
  MSG91_AUTH_KEY: optionalText(),
  /** The default sender header (India: the six-letter DLT header) when a partner has not set its own. */
  MSG91_SENDER: optionalText(),
  MSG91_API_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/\S+$/, 'an http:// or https:// URL, like https://control.msg91.com')
    .transform((value) => value.replace(/\/+$/, ''))
    .default('https://control.msg91.com'),
  SMPP_URL: optionalUrl(/^s?smpp:\/\/[^:@/\s]+:[^@/\s]*@[^/\s]+/, 'smpp://system_id:password@host:port'),
  /** The platform's own https origin, where SMS gateways post delivery reports (Twilio's StatusCallback). */
  PUBLIC_ORIGIN: optionalUrl(
    /^https?:\/\/[^/\s]+\/?$/,
    'an origin like https://travelx.app (no path)',
  ).transform((value) => value?.replace(/\/+$/, '')),
  /** 1 lets SMS_PROVIDER=log run in production (a staging server whose operator reads the log). */
  SMS_LOG_IN_PRODUCTION: z
    .enum(['0', '1'], 'SMS_LOG_IN_PRODUCTION is 0 or 1')
    .default('0')
    .transform((value) => value === '1'),
  /** A listener of its own serving only /metrics (no token), for Prometheus on a private network; unset, /metrics
   * is on the main port behind METRICS_TOKEN. */
  METRICS_PORT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number('a port number from 1 to 65535')
      .int('a port number from 1 to 65535')
      .min(1, 'a port number from 1 to 65535')
      .max(65535, 'a port number from 1 to 65535')
      .optional(),
  ),
  /** The address METRICS_PORT listens on: loopback unless the operator names the private interface. */
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** The bearer token /metrics on the main port asks for; unset (and no METRICS_PORT), /metrics is not served. */
  METRICS_TOKEN: optionalText().refine(
    (value) => value === undefined || value.length >= 24,
    'at least 24 characters',
  ),
  /** How long a SIGTERM or SIGINT may take to finish requests in flight and messages on their way before the
   * process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(20_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A request answered in this many milliseconds or more is logged (at warn) whatever its status; quicker 2xx and
   * 3xx answers are summed up once a minute (plugins/request-log.ts). */
  SLOW_REQUEST_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

type EnvFields = z.infer<typeof envObject>;

/** The platform's owner a development or test server has when PLATFORM_ADMINS is unset. */
export const DEMO_PLATFORM_ADMIN = 'admin@travelx.test';

/** Cross-variable rules: the chosen SMS gateway's own variables, and what production cannot do without. */
export const envSchema = envObject
  .superRefine((env, ctx) => {
    for (const variable of SMS_PROVIDER_NEEDS[env.SMS_PROVIDER])
      if (!env[variable])
        ctx.addIssue({
          code: 'custom',
          path: [variable],
          message: `needed when SMS_PROVIDER=${env.SMS_PROVIDER}`,
        });
    if (env.NODE_ENV === 'production') refuseWhatProductionLacks(env, ctx);
    if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
      });
  })
  .transform((env) => ({
    ...env,
    PLATFORM_ADMINS: env.PLATFORM_ADMINS ?? (env.NODE_ENV === 'production' ? [] : [DEMO_PLATFORM_ADMIN]),
  }));

export type Env = z.infer<typeof envSchema>;

/** What a live platform cannot do without: each lack stops a production start with one line naming it. */
const PRODUCTION_NEEDS: Record<string, { lacks: (env: EnvFields) => boolean; why: string }> = {
  PLATFORM_DOMAIN: {
    lacks: (env) => env.PLATFORM_DOMAIN === 'localhost',
    why:
      "needed in production: the domain partners' instant addresses {slug}.{PLATFORM_DOMAIN} live under, like " +
      'travelx.app (localhost reaches no rider)',
  },
  AUTH_SECRET: {
    lacks: (env) => (env.AUTH_SECRET?.length ?? 0) < PRODUCTION_SECRET_LENGTH,
    why:
      `needed in production: a random secret of at least ${PRODUCTION_SECRET_LENGTH} characters (openssl rand ` +
      '-base64 48) keying login codes, tracking links and signed quotes',
  },
  SMTP_URL: {
    lacks: (env) => env.SMTP_URL === undefined,
    why:
      'needed in production: an smtp:// or smtps:// URL, as partners log in with e-mailed codes (without it they ' +
      'go only to the server log)',
  },
};

function refuseWhatProductionLacks(env: EnvFields, ctx: z.RefinementCtx) {
  for (const [variable, need] of Object.entries(PRODUCTION_NEEDS))
    if (need.lacks(env)) ctx.addIssue({ code: 'custom', path: [variable], message: need.why });
  if (env.SMS_PROVIDER === 'log' && !env.SMS_LOG_IN_PRODUCTION)
    ctx.addIssue({ code: 'custom', path: ['SMS_PROVIDER'], message: SMS_LOG_IN_PRODUCTION_REFUSAL });
}

/** Parses the environment or answers one line per wrong variable, ready to print. */
export function parseEnv(
  source: NodeJS.ProcessEnv,
): { ok: true; env: Env } | { ok: false; problems: string[] } {
  const result = envSchema.safeParse(source);
  if (result.success) return { ok: true, env: result.data };
  const problems = result.error.issues.map((issue) => {
    const variable = String(issue.path[0]);
    const value = source[variable];
    const got =
      value === undefined
        ? 'not set'
        : SECRET_VARIABLES.has(variable)
          ? `got a value of ${value.length} characters`
          : `got ${JSON.stringify(value)}`;
    return `${issue.path.join('.')}: ${issue.message} (${got})`;
  });
  return { ok: false, problems };
}

/** The environment of a command (the server, `npm run seed`, backup, restore), or one line per wrong variable on
 * stderr and exit 1. */
export function envOrExit(source: NodeJS.ProcessEnv): Env {
  const parsed = parseEnv(source);
  if (parsed.ok) return parsed.env;
  for (const problem of parsed.problems) console.error(`Configuration error: ${problem}`);
  process.exit(1);
}
