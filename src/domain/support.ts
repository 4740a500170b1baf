// Help and support: a rider's ticket (optionally about one ride), its thread with the partner's answers, and its
// status (open until the partner answers, answered, closed). Shared by the rider's support page, the partner's
// Help page and the server.
import { z } from 'zod';

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

/** GET /api/v1/support/contact: how riders reach the partner besides a ticket. */
export const supportContactSchema = z.object({ email: z.string(), phone: z.string() });
