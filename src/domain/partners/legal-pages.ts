// The privacy policy and terms a new partner starts from: plain text, paragraphs split by blank lines, filled
// with the business's name, public address and contact. The partner edits them in settings; the pages serve
// whichever is set.
import { z } from 'zod';
import { customDomainProblem } from './site-addresses';

export interface LegalBrand {
  businessName: string;
  email: string;
  phone: string;
  /** The site's public address, or null when it has none a visitor could type (a local name, an IP address). */
  domain: string | null;
}

/** The first of `hosts` that is a public name: the host the site is served on, then the partner's domain. A
 * development host ("localhost") is no address to name in a policy. */
export const publicSiteAddress = (...hosts: string[]): string | null =>
  hosts.find((host) => host !== '' && customDomainProblem(host) === null) ?? null;

export const LEGAL_PAGES = ['privacyPolicy', 'terms'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

const contact = (brand: LegalBrand) =>
  [brand.email && `e-mail ${brand.email}`, brand.phone && `phone ${brand.phone}`]
    .filter(Boolean)
    .join(' or ');

export function legalTemplate(page: LegalPage, brand: LegalBrand): string {
  const { businessName } = brand;
  const domain = brand.domain ?? 'this website';
  const reach = contact(brand) || `the contact page of ${domain}`;
  if (page === 'privacyPolicy')
    return [
      `Privacy policy of ${businessName}`,
      `${businessName} runs ${domain} to book taxis and travel. This policy says what we collect, why, and what you can do about it.`,
      'What we collect: your name, phone number and e-mail address when you log in or book; the pickup, drop, time and vehicle of each ride; how you paid (we never see or store card numbers, which the payment gateway handles); messages you send to our booking assistant; and, while a ride is running, the driver’s location.',
      'Why: to quote and book your rides, send you codes, ride updates and receipts, let the people you share a ride with follow it, keep our accounts, and answer your questions. We do not sell your data or use it for third-party advertising.',
      'Who sees it: our staff and the driver of your ride see what they need for that ride. Payment and messaging providers process data for us under their own obligations.',
      'How long: ride records are kept as long as tax law requires; the rest is deleted when you delete your account.',
      `Your choices: you can download your data or delete your account from your profile at any time, or ask us by ${reach}.`,
    ].join('\n\n');
  return [
    `Terms of service of ${businessName}`,
    `These terms apply when you book a ride with ${businessName} through ${domain}, our app, chat or WhatsApp.`,
    'Booking: the fare shown before you confirm is what you pay for the trip as booked, plus tolls, parking and state taxes where the summary says so. Waiting, extra distance or extra hours are charged at the rates shown in the booking.',
    'Paying: pay by cash to the driver, by UPI or by card as offered. Cashback is credited to your wallet after a completed ride and can be used on later rides.',
    'Cancelling: you can cancel from your rides list. A fee may apply close to pickup time or after the driver has arrived, as shown before you cancel.',
    'Riding: give the driver your trip code at pickup; follow the driver’s reasonable safety instructions; no smoking or unlawful items in the vehicle.',
    `Questions and complaints: ${reach}. We answer within two working days.`,
  ].join('\n\n');
}

/** Which legal text each of the spec's four addresses shows (the `user/…` pair and the bare pair). */
export const LEGAL_PAGE_OF = {
  privacy: 'privacyPolicy',
  'user/privacy/policy': 'privacyPolicy',
  terms: 'terms',
  'user/terms': 'terms',
} as const satisfies Record<string, LegalPage>;

export const legalApiPath = (page: LegalPage) => `/api/v1/legal/${page}`;

export const legalPageParamsSchema = z.object({
  page: z.enum(LEGAL_PAGES, 'There is a privacy policy and terms of service, nothing else'),
});

/** `GET /api/v1/legal/:page`: the text cut into paragraphs; a short first line without a full stop is the page's
 * own title (the template's "Privacy policy of …"), else the title is empty and the page names itself. */
export const legalPageResponseSchema = z.object({
  page: z.enum(LEGAL_PAGES),
  title: z.string(),
  paragraphs: z.array(z.string()),
});
export type LegalPageResponse = z.infer<typeof legalPageResponseSchema>;

const TITLE_MAX = 100;

/** Plain text to paragraphs: blank lines split them, runs of spaces inside one are one space. */
export function legalPageOf(page: LegalPage, text: string): LegalPageResponse {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const [first = ''] = paragraphs;
  const titled = first.length <= TITLE_MAX && !/[.!?]$/.test(first);
  return { page, title: titled ? first : '', paragraphs: titled ? paragraphs.slice(1) : paragraphs };
}
