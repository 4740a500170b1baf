// The message log the partner reads: each message of a ride with its fate, and the last day's counts by channel
// and status. Never the message's words or variables: a login code's code stays in the outbox alone.
import { z } from 'zod';
import { messageChannelSchema, messageKindSchema, messageStatusSchema } from './message-kinds';

/** Whose browsers a push went to: the rider, the driver, or the partner's own staff. */
export const PUSH_RECIPIENT_ROLES = ['rider', 'driver', 'staff'] as const;

export const messageLogEntrySchema = z.object({
  id: z.string(),
  channel: messageChannelSchema,
  kind: messageKindSchema,
  /** The phone or e-mail address; for a push, the person's name (null when the account is gone or unnamed). */
  recipient: z.string().nullable(),
  /** For a push, whose browsers it went to. */
  recipientRole: z.enum(PUSH_RECIPIENT_ROLES).nullable(),
  status: messageStatusSchema,
  provider: z.string().nullable(),
  providerId: z.string().nullable(),
  failureReason: z.string().nullable(),
  attempts: z.number().int(),
  /** The message this one re-sent on another channel. */
  fallbackOf: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type MessageLogEntry = z.infer<typeof messageLogEntrySchema>;

/** `GET /api/v1/partner/rides/:rideId/messages`: newest first. */
export const rideMessagesSchema = z.object({ data: z.array(messageLogEntrySchema) });

/** How far back the summary counts. */
export const MESSAGE_SUMMARY_HOURS = 24;

/** `GET /api/v1/partner/messages/summary`: every channel × status of the last day, zeros included. */
export const messageSummarySchema = z.object({
  since: z.string(),
  counts: z.record(messageChannelSchema, z.record(messageStatusSchema, z.number().int())),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;
