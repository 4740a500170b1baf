// Reads a tenant's settings as the console shows them and applies a partial change in the caller's
// transaction: everything is checked before anything is written, so a bad field saves nothing. Secrets go in
// and never come out. Riders see a change on their next request: the tenant is read from the database per
// request, and the config and manifest are served no-cache.
import { eq } from 'drizzle-orm';
import { appLinksSchema } from '../../../domain/partners/app-links';
import { knownPromises } from '../../../domain/partners/site-promises';
import { rulesOf } from '../../../domain/rides/cancellation';
import { bookingWindowOf } from '../../../domain/booking/booking-hours';
import { ERROR_CODES } from '../../../domain/errors';
import {
  DEFAULT_LANGUAGE_OFFERED,
  contrastWithWhite,
  type PartnerSettings,
  type SettingsPatch,
} from '../../../domain/partners/partner-settings';
import {
  customDomainProblem,
  DOMAIN_LAPSE_GRACE_DAYS,
  DOMAIN_MESSAGES,
  isReservedSlug,
  proofRecordName,
  proofRecordValue,
  underPlatformDomain,
} from '../../../domain/partners/site-addresses';
import { smsTemplatesSchema } from '../../../domain/messages/sms-templates';
import type { Db } from '../../db/client';
import { tenants, whatsappSettings } from '../../db/schema';
import { HttpError } from '../../http-error';
import { ownHostRow, releaseDomain } from './domain-claims';
import { legalText } from './legal-pages';
import { dispatchChanges, dispatchSettingsOf } from './dispatch-settings';
import { freeSlug, lockSlug, retireSlug, slugTaken } from '../auth';
import { cardPaymentsEnabled, instantAddress, type Tenant } from '../../lib/tenants';
import { canSendWhatsapp, loginCodeChannel, riderMessageChannel } from '../messages';
import { languageModelAvailable, type LanguageModelEnv } from '../../lib/llm-client';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SettingsEnv extends LanguageModelEnv {
  PLATFORM_DOMAIN: string;
  CARD_GATEWAY_TEST_URL: string;
  CARD_GATEWAY_LIVE_URL: string;
}

const DIAL_CODES = { in: '91', us: '1', uk: '44', ae: '971', qa: '974', sa: '966' } as const;
export const WHATSAPP_WEBHOOK_PATH = '/api/v1/whatsapp/webhook';

const invalid = (field: string, message: string) =>
  new HttpError(400, ERROR_CODES.validation, `${field}: ${message}`, { [field]: message });

export async function readSettings(db: Db, tenant: Tenant, env: SettingsEnv): Promise<PartnerSettings> {
  const [whatsapp] = await db.select().from(whatsappSettings).where(eq(whatsappSettings.tenantId, tenant.id));
  const slug = tenant.slug ?? '';
  const address = instantAddress(slug, env.PLATFORM_DOMAIN);
  const domain = tenant.customDomain;
  const ownHost = await ownHostRow(db, tenant.id, domain);
  const lapsedSince = ownHost?.lapsedSince ?? null;
  return {
    brand: {
      businessName: tenant.businessName,
      logoUrl: tenant.logoUrl,
      bannerUrl: tenant.bannerUrl,
      primaryColor: tenant.primaryColor,
      accentColor: tenant.accentColor,
      phone: tenant.phone,
      countryCode: tenant.countryCode as PartnerSettings['brand']['countryCode'],
      languages: tenant.languages as PartnerSettings['brand']['languages'],
      defaultLanguage: tenant.defaultLanguage as PartnerSettings['brand']['defaultLanguage'],
      contrastWithWhite: Math.round(contrastWithWhite(tenant.primaryColor) * 100) / 100,
    },
    site: {
      slug,
      customDomain: tenant.customDomain,
      timezone: tenant.timezone,
      currency: tenant.currency,
      promises: knownPromises(tenant.sitePromises),
      address: ownHost && tenant.domain === domain ? domain : address,
      platformDomain: env.PLATFORM_DOMAIN,
      domainStatus: !domain ? 'none' : !ownHost ? 'pending' : lapsedSince ? 'lapsed' : 'verified',
      domainLapsedSince: lapsedSince?.toISOString() ?? null,
      domainReleaseAt: lapsedSince
        ? new Date(lapsedSince.getTime() + DOMAIN_LAPSE_GRACE_DAYS * DAY_MS).toISOString()
        : null,
      proofRecord: domain
        ? { type: 'TXT', name: proofRecordName(domain), value: proofRecordValue(tenant.domainToken) }
        : null,
      dnsRecord: domain ? { type: 'CNAME', name: domain, value: address } : null,
    },
    payments: {
      upiVpa: tenant.upiVpa,
      cardKey: tenant.paymentKey,
      cardTestMode: tenant.cardTestMode,
      cardSaltSet: tenant.paymentSalt !== '',
      cardEnabled: cardPaymentsEnabled(tenant),
    },
    whatsapp: {
      phoneNumberId: whatsapp?.phoneNumberId ?? '',
      verifyTokenSet: Boolean(whatsapp?.verifyToken),
      appSecretSet: Boolean(whatsapp?.appSecret),
      accessTokenSet: Boolean(whatsapp?.accessToken),
      webhookPath: WHATSAPP_WEBHOOK_PATH,
    },
    riderMessages: {
      channel: riderMessageChannel(tenant),
      whatsappReady: canSendWhatsapp(whatsapp),
    },
    assistant: {
      useLanguageModel: tenant.assistantUsesLanguageModel,
      languageModelAvailable: languageModelAvailable(env),
    },
    ownSms: {
      sender: tenant.smsSender,
      entityId: tenant.smsEntityId,
      templates: smsTemplatesSchema.safeParse(tenant.smsTemplates).data ?? {},
    },
    loginCodes: { channel: loginCodeChannel(tenant) },
    places: { served: tenant.servedPlaces },
    apps: appLinksSchema.safeParse(tenant.appLinks).data ?? appLinksSchema.parse({}),
    legal: {
      privacyPolicy: legalText(tenant, 'privacyPolicy', address),
      terms: legalText(tenant, 'terms', address),
    },
    dispatch: dispatchSettingsOf(tenant),
    invoicing: { legalName: tenant.legalName, gstin: tenant.gstin, address: tenant.legalAddress },
    cancellation: rulesOf(tenant.cancellationRules),
    bookingWindow: bookingWindowOf(tenant.minimumLeadMinutes, tenant.bookingHours),
    faq: tenant.faq,
    setup: {
      completedSteps: tenant.setupSteps as PartnerSettings['setup']['completedSteps'],
      finished: tenant.setupFinished,
    },
  };
}

type TenantChanges = Partial<typeof tenants.$inferInsert>;

/** One language's FAQ replaced; an empty list drops the language, so riders get the built-in questions again. */
function faqChanges(tenant: Tenant, faq: NonNullable<SettingsPatch['faq']>): Tenant['faq'] {
  const { [faq.language]: _replaced, ...others } = tenant.faq;
  return faq.entries.length ? { ...others, [faq.language]: faq.entries } : others;
}

function brandChanges(tenant: Tenant, brand: NonNullable<SettingsPatch['brand']>): TenantChanges {
  const languages = brand.languages ?? (tenant.languages as string[]);
  const defaultLanguage = brand.defaultLanguage ?? tenant.defaultLanguage;
  if (!languages.includes(defaultLanguage)) throw invalid('brand.defaultLanguage', DEFAULT_LANGUAGE_OFFERED);
  const { countryCode, ...rest } = brand;
  return { ...rest, ...(countryCode ? { countryCode, dialCode: DIAL_CODES[countryCode] } : {}) };
}

function validTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

async function siteChanges(
  db: Db,
  tenant: Tenant,
  site: NonNullable<SettingsPatch['site']>,
  env: SettingsEnv,
): Promise<TenantChanges> {
  const changes: TenantChanges = {};
  if (site.timezone !== undefined) {
    if (!validTimeZone(site.timezone)) throw invalid('site.timezone', 'Choose a time zone like Asia/Kolkata');
    changes.timezone = site.timezone;
  }
  if (site.currency !== undefined) changes.currency = site.currency;
  if (site.promises !== undefined) changes.sitePromises = knownPromises(site.promises);
  if (site.slug !== undefined && site.slug !== tenant.slug)
    await slugChanges(db, tenant, site.slug, env, changes);
  if (site.customDomain !== undefined) await customDomainChanges(db, tenant, site.customDomain, env, changes);
  return changes;
}

/** A new slug, free and not reserved: the site moves to its instant address, and the old one redirects there for
 * 30 days, held for this tenant. */
async function slugChanges(db: Db, tenant: Tenant, slug: string, env: SettingsEnv, changes: TenantChanges) {
  if (isReservedSlug(slug)) throw invalid('site.slug', DOMAIN_MESSAGES.reservedSlug);
  await lockSlug(db, slug);
  if (await slugTaken(db, slug, tenant.id)) {
    const suggestion = await freeSlug(db, slug.replace(/-\d+$/, ''));
    throw new HttpError(409, ERROR_CODES.conflict, `${slug} is taken; ${suggestion} is free.`, {
      'site.slug': `Taken. Try ${suggestion}`,
    });
  }
  changes.slug = slug;
  if (tenant.domain === instantAddress(tenant.slug ?? '', env.PLATFORM_DOMAIN))
    changes.domain = instantAddress(slug, env.PLATFORM_DOMAIN);
  await retireSlug(db, tenant.id, tenant.slug, slug);
}

/**
 * The partner's own domain, as requested: it serves nothing until proven (domain-check). The platform's domain
 * and names under it are refused, except the partner's own instant address, which means "no own domain". A
 * domain replaced or removed is released at once, so another partner may prove and claim it.
 */
async function customDomainChanges(
  db: Db,
  tenant: Tenant,
  requested: string,
  env: SettingsEnv,
  changes: TenantChanges,
) {
  const ownAddresses = [tenant.slug, changes.slug].map((slug) =>
    instantAddress(slug ?? '', env.PLATFORM_DOMAIN),
  );
  const domain = ownAddresses.includes(requested) ? '' : requested;
  if (domain && underPlatformDomain(domain, env.PLATFORM_DOMAIN))
    throw invalid('site.customDomain', 'Your address on us is set by the slug above');
  const problem = domain ? customDomainProblem(domain) : null;
  if (problem) throw invalid('site.customDomain', problem);
  if (domain === tenant.customDomain) return;
  changes.customDomain = domain;
  if (!tenant.customDomain) return;
  await releaseDomain(db, tenant, tenant.customDomain, env);
  if (tenant.domain === tenant.customDomain)
    changes.domain = instantAddress(changes.slug ?? tenant.slug ?? '', env.PLATFORM_DOMAIN);
}

function paymentChanges(
  tenant: Tenant,
  payments: NonNullable<SettingsPatch['payments']>,
  env: SettingsEnv,
): TenantChanges {
  const changes: TenantChanges = {};
  if (payments.upiVpa !== undefined) changes.upiVpa = payments.upiVpa;
  if (payments.cardKey !== undefined) changes.paymentKey = payments.cardKey;
  if (payments.cardSalt !== undefined) changes.paymentSalt = payments.cardSalt;
  const testMode = payments.cardTestMode ?? tenant.cardTestMode;
  if (
    payments.cardTestMode !== undefined ||
    payments.cardKey !== undefined ||
    payments.cardSalt !== undefined
  ) {
    changes.cardTestMode = testMode;
    changes.paymentGatewayUrl = testMode ? env.CARD_GATEWAY_TEST_URL : env.CARD_GATEWAY_LIVE_URL;
  }
  return changes;
}

async function saveWhatsapp(tx: Db, tenant: Tenant, whatsapp: NonNullable<SettingsPatch['whatsapp']>) {
  const [current] = await tx.select().from(whatsappSettings).where(eq(whatsappSettings.tenantId, tenant.id));
  const next = {
    phoneNumberId: whatsapp.phoneNumberId ?? current?.phoneNumberId ?? '',
    verifyToken: whatsapp.verifyToken ?? current?.verifyToken ?? '',
    appSecret: whatsapp.appSecret ?? current?.appSecret ?? '',
    accessToken: whatsapp.accessToken ?? current?.accessToken ?? '',
  };
  if (!next.phoneNumberId) {
    if (current) await tx.delete(whatsappSettings).where(eq(whatsappSettings.tenantId, tenant.id));
    return;
  }
  const [holder] = await tx
    .select({ tenantId: whatsappSettings.tenantId })
    .from(whatsappSettings)
    .where(eq(whatsappSettings.phoneNumberId, next.phoneNumberId));
  if (holder && holder.tenantId !== tenant.id)
    throw new HttpError(409, ERROR_CODES.conflict, 'Another business uses this WhatsApp number.', {
      'whatsapp.phoneNumberId': 'Already connected to another business',
    });
  await tx
    .insert(whatsappSettings)
    .values({ tenantId: tenant.id, ...next })
    .onConflictDoUpdate({ target: whatsappSettings.tenantId, set: { ...next, updatedAt: new Date() } });
}

export async function applySettings(
  tx: Db,
  tenant: Tenant,
  patch: SettingsPatch,
  env: SettingsEnv,
): Promise<PartnerSettings> {
  const changes: TenantChanges = {
    ...(patch.brand ? brandChanges(tenant, patch.brand) : {}),
    ...(patch.site ? await siteChanges(tx, tenant, patch.site, env) : {}),
    ...(patch.payments ? paymentChanges(tenant, patch.payments, env) : {}),
    ...(patch.places?.served ? { servedPlaces: [...new Set(patch.places.served)] } : {}),
    ...(patch.apps
      ? { appLinks: appLinksSchema.parse({ ...(tenant.appLinks as object), ...patch.apps }) }
      : {}),
    ...(patch.legal ?? {}),
    ...(patch.dispatch ? dispatchChanges(tenant, patch.dispatch) : {}),
    ...(patch.invoicing?.legalName !== undefined ? { legalName: patch.invoicing.legalName } : {}),
    ...(patch.invoicing?.gstin !== undefined ? { gstin: patch.invoicing.gstin } : {}),
    ...(patch.invoicing?.address !== undefined ? { legalAddress: patch.invoicing.address } : {}),
    ...(patch.cancellation ? { cancellationRules: patch.cancellation } : {}),
    ...(patch.bookingWindow
      ? {
          minimumLeadMinutes: patch.bookingWindow.minimumLeadMinutes,
          bookingHours: patch.bookingWindow.hours,
        }
      : {}),
    ...(patch.riderMessages?.channel ? { riderMessageChannel: patch.riderMessages.channel } : {}),
    ...(patch.loginCodes?.channel ? { loginCodeChannel: patch.loginCodes.channel } : {}),
    ...(patch.assistant?.useLanguageModel !== undefined
      ? { assistantUsesLanguageModel: patch.assistant.useLanguageModel }
      : {}),
    ...(patch.faq ? { faq: faqChanges(tenant, patch.faq) } : {}),
    ...(patch.ownSms
      ? {
          smsSender: patch.ownSms.sender,
          smsEntityId: patch.ownSms.entityId,
          smsTemplates: patch.ownSms.templates,
        }
      : {}),
  };
  if (patch.setup?.completed && !tenant.setupSteps.includes(patch.setup.completed))
    changes.setupSteps = [...tenant.setupSteps, patch.setup.completed];
  if (patch.setup?.finished !== undefined) changes.setupFinished = patch.setup.finished;
  if (patch.whatsapp) await saveWhatsapp(tx, tenant, patch.whatsapp);
  const [updated] = Object.keys(changes).length
    ? await tx.update(tenants).set(changes).where(eq(tenants.id, tenant.id)).returning()
    : [tenant];
  return readSettings(tx, updated!, env);
}
