// Builds the whole server (API, per-tenant manifest, PWA files, socket.io) without listening,
// so tests drive the very same app through `inject` and a real database.
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS } from '../domain/constants';
import type { Db } from './db/client';
import type { Env } from './env';
import type { PageRenderer } from '../domain/page-render';
import { createMailer, type Mailer } from './mail/mailer';
import { registerErrorHandling } from './plugins/errors';
import { RequestLog } from './plugins/request-log';
import { housekeepingPlugin } from './plugins/housekeeping';
import { backupsPlugin } from './plugins/backups';
import { requestGuardPlugin } from './plugins/request-guard';
import { jsonBodyPlugin } from './plugins/json-body';
import { securityHeadersPlugin } from './plugins/security-headers';
import { tenantPlugin } from './plugins/tenant';
import { authPlugin } from './plugins/auth';
import { platformAdminPlugin } from './plugins/platform-admin';
import { partnerRolesPlugin } from './plugins/partner-roles';
import { apiKeyRateLimitPlugin } from './plugins/api-key-rate-limit';
import { abuseLimitsPlugin } from './plugins/abuse-limits';
import { readinessPlugin } from './plugins/readiness';
import { metricsPlugin } from './plugins/metrics';
import { createAppMetrics, type AppMetrics } from './lib/metrics';
import { createEventSeam, type EventSeam } from './lib/events';
import { catalogueRoutes } from './lib/route-catalogue';
import type { RegisterModule } from './lib/server-module';
import { createAppCaches, type AppCaches } from './shared-caches';
import { memoryLivePositions, type LivePositions } from './realtime/live-positions';
import { redisLivePositions } from './realtime/redis-live-positions';
import * as messages from './modules/messages';
import * as auth from './modules/auth';
import * as partners from './modules/partners';
import * as places from './modules/places';
import * as media from './modules/media';
import * as riders from './modules/riders';
import * as money from './modules/money';
import * as booking from './modules/booking';
import * as drivers from './modules/drivers';
import * as rides from './modules/rides';
import * as pages from './modules/pages';
import * as assistants from './modules/assistants';
import * as integrations from './modules/integrations';
import * as platform from './modules/platform';
import { createOutboundGuard, type OutboundGuard } from './lib/outbound-address';
import type { SmsProvider } from './sms/sms-provider';
import { createSmsProvider } from './sms/create-sms-provider';
import { createPushSender, type PushSender } from './push/web-push-sender';

export type { CataloguedRoute } from './lib/route-catalogue';

export interface AppOptions {
  db: Db;
  env: Env;
  /** Folder of the built PWA; omitted, only the API is served. */
  staticRoot?: string;
  /** Renders the app's first screens; by default the server entry built under `staticRoot`. */
  renderPage?: PageRenderer;
  mailer?: Mailer;
  sms?: SmsProvider;
  logger?: boolean;
  /** Where the log goes, standard output by default: a test reads what the app logged. */
  logStream?: { write: (line: string) => void };
  /** The embedded database's snapshot (DatabaseHandle.snapshot): given, backups run daily into BACKUP_DIR and
   * `npm run backup` may ask for one. */
  snapshot?: () => Promise<Blob>;
  /** How long one plugin may take to start (Fastify's default 10 s): a guard against a hang, which the tests
   * widen because a loaded 2-core machine starts slower. */
  pluginTimeoutMs?: number;
}

export interface AppServices {
  db: Db;
  env: Env;
  /** Keys one-time codes, tracking links and signed quotes: AUTH_SECRET, else a key made once and kept in the
   * database (so processes on one database and restarts agree). */
  secret: string;
  /** Signs vehicle searches and reads them back at booking. */
  quoteTokens: booking.QuoteTokens;
  mailer: Mailer;
  sms: SmsProvider;
  /** What the message outbox sends through: the SMS gateway, WhatsApp, web push. */
  messageChannels: messages.ChannelDeps;
  /** Street addresses (GEOCODER_URL); without it the gazetteer answers alone. */
  geocoder: places.Geocoder | undefined;
  /** Tenants, sessions, quote offers and webhook endpoints kept between requests, emptied by every write to
   * their tables. */
  caches: AppCaches;
  /** Each tenant's webhook endpoints, through `caches`. */
  subscriptions: integrations.SubscriptionSource;
  /** Domain events between modules (lib/events.ts): what happened in one, acted on by others. */
  events: EventSeam;
  /** Checks every URL fetched for a partner (webhook endpoints) against private and reserved addresses. */
  outbound: OutboundGuard;
  /** Web Push to browsers, signed with the VAPID key (env, else made once and kept in the database). */
  push: PushSender;
  /** One probe for each Redis connection this process keeps (the caches', socket.io's, the live positions'): readiness asks
   * them all, as a process whose socket events no longer cross to the others is not ready. */
  redisProbes: Array<() => Promise<unknown>>;
  /** Drivers' live positions by partner, in a spatial index (Redis' geo sets with REDIS_URL): dispatch finds the
   * nearest drivers in it, and the database holds a copy written at most every 30 s per driver. */
  livePositions: LivePositions;
  /** This app's Prometheus registry and the counters modules update where things happen (lib/metrics.ts). */
  metrics: AppMetrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

/** Every module, each registering its own routes, plugins and event subscriptions; listed in the written order
 * of eslint.config.js (SERVER_MODULE_ORDER), lowest first. */
const MODULES: RegisterModule[] = [
  messages.register,
  auth.register,
  partners.register,
  places.register,
  media.register,
  riders.register,
  money.register,
  booking.register,
  drivers.register,
  rides.register,
  pages.register,
  assistants.register,
  integrations.register,
  platform.register,
];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env, db } = options;
  // Logs what a person reads (errors, client errors, slow requests) and sums up the rest.
  const requestLog = new RequestLog(env.SLOW_REQUEST_MS);
  const app = Fastify({
    logger: options.logger === false ? false : { level: env.LOG_LEVEL, stream: options.logStream },
    logController: requestLog,
    bodyLimit: LIMITS.bodyBytes,
    trustProxy: env.TRUST_PROXY,
    pluginTimeout: options.pluginTimeoutMs,
  }).withTypeProvider<ZodTypeProvider>();

  catalogueRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(requestLog.summaries);
  await app.register(jsonBodyPlugin);

  const sms =
    options.sms ??
    createSmsProvider(env, {
      log: app.log,
      onReport: (report) => messages.recordDeliveryReport(db, report).then(() => undefined),
      timeoutMs: env.SMS_TIMEOUT_MS,
    });
  const caches = await createAppCaches(db, env.REDIS_URL, (err) =>
    app.log.warn({ err }, 'cache invalidation'),
  );
  const livePositions = env.REDIS_URL
    ? await redisLivePositions(env.REDIS_URL, (err) => app.log.warn({ err }, 'live positions'))
    : memoryLivePositions();
  const secret = env.AUTH_SECRET ?? (await auth.storedServerKey(db, 'auth'));
  const push = createPushSender({ vapid: await messages.vapidDetails(db, env) });
  const services: AppServices = {
    db,
    env,
    secret,
    quoteTokens: booking.quoteTokens(secret),
    mailer: options.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log: app.log }),
    sms,
    messageChannels: {
      db,
      sms,
      platformSms: {
        sender: '',
        entityId: env.SMS_DLT_ENTITY_ID,
        templateIds: env.SMS_DLT_TEMPLATE_IDS,
        gatewayTemplateIds: env.MSG91_TEMPLATE_IDS,
      },
      whatsappApiUrl: env.WHATSAPP_API_URL,
      whatsappAuthTemplate: { name: env.WHATSAPP_AUTH_TEMPLATE, language: 'en' },
      push: messages.pushCarrier({ db, sender: push }),
      retryDelaysMs: messages.retryDelays(env.MESSAGE_RETRY_BASE_MS),
    },
    geocoder: env.GEOCODER_URL ? places.createGeocoder(env.GEOCODER_URL, env.GEOCODER_KIND) : undefined,
    caches,
    subscriptions: (tenantId) =>
      caches.subscriptions.get(tenantId, () => integrations.readSubscriptions(db, tenantId)),
    events: createEventSeam(),
    outbound: createOutboundGuard({ allowPrivate: env.WEBHOOK_ALLOW_PRIVATE, dnsServers: env.DNS_SERVERS }),
    push,
    redisProbes: [caches.pingRedis, livePositions.ping].filter((probe) => probe !== undefined),
    livePositions,
    metrics: createAppMetrics(),
  };
  app.decorate('services', services);
  app.addHook('onClose', async () => {
    await Promise.all([services.caches.close(), livePositions.close()]);
  });
  await app.register(metricsPlugin, {
    db,
    metrics: services.metrics,
    token: env.METRICS_TOKEN,
    port: env.METRICS_PORT,
    host: env.METRICS_HOST,
  });

  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  await app.register(securityHeadersPlugin, { tileUrl: env.MAP_TILE_URL, routingUrl: env.ROUTING_URL });
  await app.register(rateLimit, { global: false });
  await app.register(requestGuardPlugin);
  await app.register(tenantPlugin, {
    caches: services.caches,
    consumerHosts: env.CONSUMER_HOSTS,
    platformDomain: env.PLATFORM_DOMAIN,
    mapTiles: env.MAP_TILE_URL ? { url: env.MAP_TILE_URL, attribution: env.MAP_ATTRIBUTION } : undefined,
  });
  await app.register(authPlugin, { caches: services.caches });
  await app.register(platformAdminPlugin, { admins: env.PLATFORM_ADMINS });
  await app.register(apiKeyRateLimitPlugin, { perMinute: env.API_KEY_RATE_LIMIT });
  await app.register(partnerRolesPlugin);
  await app.register(abuseLimitsPlugin, { factor: env.ABUSE_LIMIT_FACTOR });

  for (const register of MODULES) await register(app, options);
  await app.register(housekeepingPlugin, { db });
  await app.register(readinessPlugin, { db, redisProbes: services.redisProbes });
  if (options.snapshot)
    await app.register(backupsPlugin, {
      snapshot: options.snapshot,
      dataDir: env.DATA_DIR,
      backupDir: env.BACKUP_DIR,
      keep: env.BACKUP_KEEP,
    });
  return app;
}
