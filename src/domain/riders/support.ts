// Help and support: a rider's ticket (optionally about one ride), its thread with the partner's answers, and its
// status (open until the partner answers, answered, closed). Shared by the rider's support page, the partner's
// Help page and the server.
import { z } from 'zod';
import { LANGUAGES } from '../constants';

export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_AUTHORS = ['rider', 'partner'] as const;
export const TICKET_MESSAGE_MAX = 2000;

const messageField = z
  .string()
  .trim()
  .min(1, 'Write your message')
  .max(TICKET_MESSAGE_MAX, `At most ${TICKET_MESSAGE_MAX} characters`);

export const ticketCreateSchema = z.object({
  message: messageField,
  rideId: z.uuid('Pick one of your rides').nullish(),
});
export type TicketCreate = z.input<typeof ticketCreateSchema>;

export const ticketMessageSchema = z.object({ message: messageField });
export const ticketParamsSchema = z.object({ id: z.uuid('No such ticket') });
export const ticketStatusChangeSchema = z.object({ status: z.enum(['open', 'closed']) });

export const supportMessageSchema = z.object({
  id: z.string(),
  author: z.enum(TICKET_AUTHORS),
  body: z.string(),
  createdAt: z.string(),
});

export const ticketSchema = z.object({
  id: z.string(),
  status: z.enum(TICKET_STATUSES),
  rideId: z.string().nullable(),
  /** The ride as the rider knows it ("Chennai → Vellore"), when the ticket is about one. */
  rideLabel: z.string().nullable(),
  riderName: z.string(),
  riderPhone: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  messages: z.array(supportMessageSchema),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketListSchema = z.object({ items: z.array(ticketSchema) });
export const partnerTicketsQuerySchema = z.object({ status: z.enum(TICKET_STATUSES).optional() });

/** The questions every partner's support page answers until the partner writes their own. */
export const DEFAULT_FAQ_KEYS = ['book', 'cancel', 'pay', 'cashback', 'tripCode', 'lost'] as const;

export const FAQ_LIMITS = { entries: 30, question: 200, answer: 2000 } as const;

/** FAQ entries are plain text: anything that looks like markup is dropped and runs of spaces closed, so an entry
 * reads the same wherever it is shown. */
export const faqText = (text: string) =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

export const faqEntrySchema = z.object({
  question: z
    .string()
    .transform(faqText)
    .pipe(z.string().min(1, 'Write the question').max(FAQ_LIMITS.question, 'At most 200 characters')),
  answer: z
    .string()
    .transform(faqText)
    .pipe(z.string().min(1, 'Write the answer').max(FAQ_LIMITS.answer, 'At most 2000 characters')),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;
/** An entry as answered: already clean when it was saved. */
export const faqAnswerSchema = z.object({ question: z.string(), answer: z.string() });
export const faqByLanguageSchema = z.record(z.string(), z.array(faqAnswerSchema));

/** Settings › FAQ saves one language's list at a time, in the order riders see it; an empty list restores the
 * built-in questions for that language. */
export const faqSettingsSchema = z.object({
  language: z.enum(LANGUAGES),
  entries: z.array(faqEntrySchema).max(FAQ_LIMITS.entries, 'At most 30 questions'),
});

/** GET /api/v1/support/contact: how riders reach the partner besides a ticket, and the partner's own FAQ by
 * language with the language to fall back on. */
export const supportContactSchema = z.object({
  email: z.string(),
  phone: z.string(),
  faq: faqByLanguageSchema.default({}),
  defaultLanguage: z.string().default('en'),
});

/** The partner's questions for the reader's language, else for the site's default language, else none (the
 * built-in ones are shown). */
export function faqFor(contact: z.infer<typeof supportContactSchema>, language: string): FaqEntry[] {
  const own = contact.faq[language];
  return own?.length ? own : (contact.faq[contact.defaultLanguage] ?? []);
}
