// "Generate" for a post without a model: a deterministic, SEO-minded HTML draft from the title, the place and
// the business (one block per line, so it reads well in the form), and keyword suggestions from the title and
// place. The partner edits both before publishing. Like the site itself (partners/site-promises.ts), it claims
// only what the partner made true: 24/7 and all-inclusive fares once ticked, the payment methods set up.
import type { SitePromise } from '../partners/site-promises';
import { escapeHtml } from './blog-text';

export interface DraftFacts {
  title: string;
  /** The city or area the post is about; may be empty. */
  place: string;
  businessName: string;
  /** Shown as written, with its country code; may be empty. */
  phone: string;
  /** Where the business is based, used when the post names no place; may be empty. */
  city: string;
  /** What the partner ticked as true of them. */
  promises: readonly SitePromise[];
  /** The online payments the partner set up; cash is always taken. */
  payments: { upi: boolean; card: boolean };
}

const clean = (text: string) => text.trim().replace(/\s+/g, ' ');

export function draftDescriptionHtml(facts: DraftFacts): string {
  const title = escapeHtml(clean(facts.title));
  const business = escapeHtml(clean(facts.businessName));
  const where = clean(facts.place) || clean(facts.city);
  const inPlace = where ? ` in ${escapeHtml(where)}` : '';
  const phone = clean(facts.phone);
  const open = facts.promises.includes('open_24_7');
  const contact = phone
    ? `call <strong>${escapeHtml(phone)}</strong>${open ? ' any time of day' : ''}`
    : `reach us${open ? ' any time of day' : ''} from this site`;
  const online = [...(facts.payments.upi ? ['UPI'] : []), ...(facts.payments.card ? ['card'] : [])];
  const pay = online.length ? `cash, ${online.join(' or ')}` : 'cash to the driver';
  return [
    `<h2>${title}</h2>`,
    `<p>Planning a trip${inPlace}? <strong>${business}</strong> runs taxis${inPlace} for local rides, ` +
      `airport transfers, outstation journeys and hourly rentals, with the full fare shown before you book.</p>`,
    `<h2>Why travellers choose ${business}</h2>`,
    '<ul>',
    facts.promises.includes('all_inclusive_fares')
      ? '<li><strong>All-inclusive fares:</strong> tolls and driver allowance are in the fare you are quoted.</li>'
      : '<li><strong>Fares up front:</strong> the fare is shown before you book.</li>',
    '<li><strong>Every trip:</strong> hatchbacks, sedans and SUVs for local, airport and outstation rides.</li>',
    ...(open
      ? ['<li><strong>Available 24/7</strong>, including early-morning and late-night pickups.</li>']
      : []),
    `<li><strong>Easy payment</strong> by ${pay}.</li>`,
    '</ul>',
    `<h2>How to book</h2>`,
    `<p>Book online in under a minute, chat with our booking assistant, or ${contact}. ` +
      `Your driver's name, phone and vehicle number reach you as soon as the ride is confirmed.</p>`,
  ].join('\n');
}

const STOP_WORDS = new Set(
  'a an and at by for from guide how in into is of on or the to top tips with your you our best'.split(' '),
);
const RIDE_WORDS = /\b(taxi|taxis|cab|cabs|car|cars|ride|rides)\b/;
const MAX_KEYWORDS = 8;

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** Search phrases a rider might type: the title's own, its key words with "taxi", and the place's usual ones. */
export function suggestKeywords(title: string, place: string): string[] {
  const titleWords = words(title);
  const key = titleWords.filter((word) => !STOP_WORDS.has(word));
  const placeName = words(place).join(' ');
  const phrases: string[] = [];
  if (titleWords.length > 0 && titleWords.length <= 8) phrases.push(titleWords.join(' '));
  if (key.length > 0) {
    const core = key.slice(0, 4).join(' ');
    phrases.push(RIDE_WORDS.test(core) ? core : `${core} taxi`);
  }
  if (placeName) {
    phrases.push(
      `taxi in ${placeName}`,
      `${placeName} cab booking`,
      `${placeName} airport taxi`,
      `outstation cabs from ${placeName}`,
      `${placeName} taxi fare`,
    );
  } else {
    phrases.push('taxi booking', 'airport taxi', 'outstation cabs');
  }
  return [...new Set(phrases)].slice(0, MAX_KEYWORDS);
}
