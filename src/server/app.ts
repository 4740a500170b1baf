// Builds the whole server (API, per-tenant manifest, PWA files, socket.io) without listening,
// so tests drive the very same app through `inject` and a real database.
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS } from '../domain/constants';
import type { Db } from './db/client';
import type { Env } from './env';
import type { PageRenderer } from '../domain/page-render';
import { createMailer, type Mailer } from './mail/mailer';
import { invoiceRoutes } from './routes/invoices';
import { walletStatementRoutes } from './routes/wallet-statements';
import { registerErrorHandling } from './plugins/errors';
import { dispatcherPlugin } from './plugins/dispatcher';
import { documentRemindersPlugin } from './plugins/document-reminders';
import { webhookSenderPlugin } from './plugins/webhook-sender';
import { housekeepingPlugin } from './plugins/housekeeping';
import { requestGuardPlugin } from './plugins/request-guard';
import { jsonBodyPlugin } from './plugins/json-body';
import { securityHeadersPlugin } from './plugins/security-headers';
import { tenantPlugin } from './plugins/tenant';
import { authPlugin } from './plugins/auth';
import { partnerRolesPlugin } from './plugins/partner-roles';
import { abuseLimitsPlugin } from './plugins/abuse-limits';
import { staticFilesPlugin } from './plugins/static-files';
import { socketPlugin } from './plugins/socket';
import { configRoutes } from './routes/config';
import { agentRoutes } from './routes/agent';
import { authRoutes } from './routes/auth';
import { bookingRoutes } from './routes/booking';
import { partnerFleetRoutes } from './routes/partner-fleet';
import { partnerRideRoutes } from './routes/partner-rides';
import { partnerSettingsRoutes } from './routes/partner-settings';
import { partnerStaffRoutes } from './routes/partner-staff';
import { partnerCustomerRoutes } from './routes/partner-customers';
import { partnerRefundRoutes } from './routes/partner-refunds';
import { cancellationRoutes } from './routes/cancellations';
import { driverRoutes } from './routes/driver';
import { rideSafetyRoutes } from './routes/ride-safety';
import { paymentRoutes } from './routes/payments';
import { placeRoutes } from './routes/places';
import { createGeocoder, type Geocoder } from './services/geocoder';
import { quoteTokens, type QuoteTokens } from './services/quote-tokens';
import { storedServerKey } from './services/server-keys';
import { createRiderTexts, type RiderTexts } from './services/rider-texts';
import { createAppCaches, type AppCaches } from './services/shared-caches';
import { recordRoutes } from './routes/records';
import { trackingRoutes } from './routes/tracking';
import { apiDocsRoutes } from './routes/api-docs';
import { partnerWebhookRoutes } from './routes/partner-webhooks';
import { appRoutes } from './routes/apps';
import { legalRoutes } from './routes/legal';
import { riderProfileRoutes } from './routes/rider-profile';
import { supportRoutes } from './routes/support';
import { callerBookingRoutes } from './routes/caller-booking';
import { cityPageRoutes } from './routes/city-pages';
import { contactRoutes } from './routes/contact';
import { partnerInsightRoutes, visitRoutes } from './routes/visits';
import { driverDocumentRoutes } from './routes/driver-documents';
import { seoFileRoutes } from './routes/seo-files';
import { cityPageHead } from './services/city-page-head';
import { leadRoutes } from './routes/leads';
import { whatsappRoutes } from './routes/whatsapp';
import { blogRoutes } from './routes/blog';
import { mediaRoutes } from './routes/media';
import { blogPageHead } from './services/blog-page-head';
import { homePageHead, rideFormPageHead } from './services/home-page-head';
import { legalPageHead } from './services/legal-page-head';
import { driverPageHead } from './services/driver-page-head';
import { loginPageHead } from './services/login-page-head';
import { readSubscriptions, type SubscriptionSource } from './services/webhooks';
import { createOutboundGuard, type OutboundGuard } from './services/outbound-address';
import { createLogSmsProvider, type SmsProvider } from './sms/sms-provider';

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
  quoteTokens: QuoteTokens;
  mailer: Mailer;
  sms: SmsProvider;
  /** Texts to riders, by SMS or WhatsApp as each partner chose. */
  riderTexts: RiderTexts;
  /** Street addresses (GEOCODER_URL); without it the gazetteer answers alone. */
  geocoder: Geocoder | undefined;
  /** Tenants, sessions, quote offers and webhook endpoints kept between requests, emptied by every write to
   * their tables. */
  caches: AppCaches;
  /** Each tenant's webhook endpoints, through `caches`. */
  subscriptions: SubscriptionSource;
  /** Checks every URL fetched for a partner (webhook endpoints) against private and reserved addresses. */
  outbound: OutboundGuard;
}

/** A route as registered, with the zod schemas it validates by: the source of generated checks and docs. */
export interface CataloguedRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    routeCatalogue: CataloguedRoute[];
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env, db } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: env.LOG_LEVEL },
    bodyLimit: LIMITS.bodyBytes,
    trustProxy: env.TRUST_PROXY,
    pluginTimeout: options.pluginTimeoutMs,
  }).withTypeProvider<ZodTypeProvider>();

  const routeCatalogue: CataloguedRoute[] = [];
  app.decorate('routeCatalogue', routeCatalogue);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routeCatalogue.push({ method, url: route.url, schema: route.schema });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(jsonBodyPlugin);

  const sms = options.sms ?? createLogSmsProvider(app.log);
  const caches = await createAppCaches(db, env.REDIS_URL, (err) =>
    app.log.warn({ err }, 'cache invalidation'),
  );
  const secret = env.AUTH_SECRET ?? (await storedServerKey(db, 'auth'));
  const services: AppServices = {
    db,
    env,
    secret,
    quoteTokens: quoteTokens(secret),
    mailer: options.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log: app.log }),
    sms,
    riderTexts: createRiderTexts({
      db,
      sms,
      whatsappApiUrl: env.WHATSAPP_API_URL,
      warn: (err, message) => app.log.warn({ err }, message),
    }),
    geocoder: env.GEOCODER_URL ? createGeocoder(env.GEOCODER_URL, env.GEOCODER_KIND) : undefined,
    caches,
    subscriptions: (tenantId) => caches.subscriptions.get(tenantId, () => readSubscriptions(db, tenantId)),
    outbound: createOutboundGuard({ allowPrivate: env.WEBHOOK_ALLOW_PRIVATE, dnsServers: env.DNS_SERVERS }),
  };
  app.decorate('services', services);
  app.addHook('onClose', () => services.caches.close());

  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  await app.register(securityHeadersPlugin, { tileUrl: env.VITE_MAP_TILE_URL, routingUrl: env.ROUTING_URL });
  await app.register(rateLimit, { global: false });
  await app.register(requestGuardPlugin);
  await app.register(tenantPlugin, {
    caches: services.caches,
    consumerHosts: env.CONSUMER_HOSTS,
    platformDomain: env.PLATFORM_DOMAIN,
  });
  await app.register(authPlugin, { caches: services.caches });
  await app.register(partnerRolesPlugin);
  await app.register(abuseLimitsPlugin, { factor: env.ABUSE_LIMIT_FACTOR });

  await app.register(configRoutes, { prefix: '/api/v1' });
  await app.register(authRoutes, { prefix: '/api/v1/auth' });
  await app.register(bookingRoutes, { prefix: '/api/v1' });
  await app.register(placeRoutes, { prefix: '/api/v1' });
  await app.register(paymentRoutes, { prefix: '/api/v1' });
  await app.register(partnerRideRoutes, { prefix: '/api/v1/partner' });
  await app.register(partnerFleetRoutes, { prefix: '/api/v1/partner' });
  await app.register(partnerSettingsRoutes, { prefix: '/api/v1/partner' });
  await app.register(partnerStaffRoutes, { prefix: '/api/v1/partner' });
  await app.register(partnerWebhookRoutes, { prefix: '/api/v1/partner' });
  await app.register(partnerCustomerRoutes, { prefix: '/api/v1/partner' });
  await app.register(partnerRefundRoutes, { prefix: '/api/v1/partner' });
  await app.register(partnerInsightRoutes, { prefix: '/api/v1/partner' });
  await app.register(driverDocumentRoutes, { prefix: '/api/v1/partner' });
  await app.register(driverRoutes, { prefix: '/api/v1/driver' });
  await app.register(rideSafetyRoutes, { prefix: '/api/v1' });
  await app.register(cancellationRoutes, { prefix: '/api/v1' });
  await app.register(recordRoutes, { prefix: '/api/v1' });
  await app.register(invoiceRoutes, { prefix: '/api/v1' });
  await app.register(walletStatementRoutes, { prefix: '/api/v1' });
  await app.register(agentRoutes, { prefix: '/api/v1' });
  await app.register(trackingRoutes, { prefix: '/api/v1' });
  await app.register(cityPageRoutes, { prefix: '/api/v1' });
  await app.register(contactRoutes, { prefix: '/api/v1' });
  await app.register(visitRoutes, { prefix: '/api/v1' });
  await app.register(appRoutes, { prefix: '/api/v1' });
  await app.register(legalRoutes, { prefix: '/api/v1' });
  await app.register(riderProfileRoutes, { prefix: '/api/v1' });
  await app.register(supportRoutes, { prefix: '/api/v1' });
  await app.register(callerBookingRoutes, { prefix: '/api/v1' });
  await app.register(seoFileRoutes);
  await app.register(apiDocsRoutes);
  await app.register(leadRoutes, { prefix: '/api/v1' });
  await app.register(whatsappRoutes, { prefix: '/api/v1/whatsapp' });
  await app.register(blogRoutes, { prefix: '/api/v1' });
  await app.register(mediaRoutes);
  await app.register(staticFilesPlugin, {
    root: options.staticRoot,
    renderPage: options.renderPage,
    pageHeads: [
      homePageHead,
      rideFormPageHead,
      loginPageHead,
      legalPageHead,
      driverPageHead,
      blogPageHead,
      cityPageHead(env.ROUTING_URL),
    ],
  });
  await app.register(socketPlugin, {
    db,
    redisUrl: env.REDIS_URL,
    routingUrl: env.ROUTING_URL,
    platformDomain: env.PLATFORM_DOMAIN,
  });
  await app.register(housekeepingPlugin, { db, env, mailer: services.mailer });
  await app.register(dispatcherPlugin, { db, sweepMs: env.DISPATCH_SWEEP_MS });
  await app.register(webhookSenderPlugin, {
    db,
    guard: services.outbound,
    sweepMs: env.WEBHOOK_SWEEP_MS,
    allowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
  });
  await app.register(documentRemindersPlugin, { db, sms: services.sms, sweepMs: env.DOCUMENT_SWEEP_MS });
  return app;
}
