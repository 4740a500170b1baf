// "Generate" for a post's description: the deterministic template by default, or a model's draft when
// LLM_BASE_URL is set. A model's answer passes the same sanitiser as anything a partner types, and a failed,
// slow or too-short answer falls back to the template, so the button always gives the partner something.
import type { FastifyBaseLogger } from 'fastify';
import { type BlogDraft, type BlogDraftRequest } from '../../../domain/pages/blog';
import { BLOG_LIMITS } from '../../../domain/pages/blog-limits';
import { draftDescriptionHtml, type DraftFacts } from '../../../domain/pages/blog-draft';
import { knownPromises } from '../../../domain/partners/site-promises';
import { htmlText } from '../../../domain/pages/blog-text';
import type { Env } from '../../env';
import { sanitiseHtml } from '../../lib/html-sanitiser';
import { servedPlaces } from './city-pages';
import { chatCompletion } from '../../lib/llm-client';
import { cardPaymentsEnabled, type Tenant } from '../../lib/tenants';

/** Where the partner is based: the first place it serves, when it lists any. */
async function homeCity(tenant: Tenant): Promise<string> {
  return (await servedPlaces(tenant))[0]?.name ?? '';
}

export async function draftFacts(tenant: Tenant, request: BlogDraftRequest): Promise<DraftFacts> {
  return {
    title: request.title,
    place: request.place,
    businessName: tenant.businessName,
    phone: tenant.phone ? `+${tenant.dialCode} ${tenant.phone}` : '',
    city: await homeCity(tenant),
    promises: knownPromises(tenant.sitePromises),
    payments: { upi: Boolean(tenant.upiVpa), card: cardPaymentsEnabled(tenant) },
  };
}

function prompt(facts: DraftFacts): string {
  const where = facts.place || facts.city;
  return [
    `Write an SEO-friendly blog post in HTML titled "${facts.title}" for ${facts.businessName}, a taxi company`,
    where ? ` serving ${where}` : '',
    facts.phone ? ` (phone ${facts.phone})` : '',
    '. Riders pay by ',
    ['cash', ...(facts.payments.upi ? ['UPI'] : []), ...(facts.payments.card ? ['card'] : [])].join(', '),
    facts.promises.includes('open_24_7') ? '; it runs day and night' : '',
    facts.promises.includes('all_inclusive_fares') ? '; its fares include tolls and driver allowance' : '',
    '. Claim nothing else about it: no ratings, no numbers of riders or partners, no hours. ',
    'Use only h2, p, ul, li and strong elements, no other markup, at least 150 words. ',
    'Answer with the HTML alone.',
  ].join('');
}

const stripFences = (text: string) => text.replace(/^\s*```(?:html)?\s*|\s*```\s*$/g, '');

async function modelDraft(env: Env, facts: DraftFacts): Promise<string | null> {
  if (!env.LLM_BASE_URL) return null;
  const answer = await chatCompletion(
    { baseUrl: env.LLM_BASE_URL, model: env.LLM_MODEL, apiKey: env.LLM_API_KEY },
    [
      { role: 'system', content: 'You write clear, factual travel blog posts for taxi companies.' },
      { role: 'user', content: prompt(facts) },
    ],
  );
  const clean = sanitiseHtml(stripFences(answer));
  return htmlText(clean).length >= BLOG_LIMITS.descriptionMinText ? clean : null;
}

export async function draftDescription(
  env: Env,
  log: FastifyBaseLogger,
  tenant: Tenant,
  request: BlogDraftRequest,
): Promise<BlogDraft> {
  const facts = await draftFacts(tenant, request);
  try {
    const drafted = await modelDraft(env, facts);
    if (drafted) return { descriptionHtml: drafted, source: 'model' };
  } catch (err) {
    log.warn({ err }, 'the model did not draft the post; using the template');
  }
  return { descriptionHtml: sanitiseHtml(draftDescriptionHtml(facts)), source: 'template' };
}
