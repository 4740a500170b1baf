// What the platform sends to people, by which channel, and how each message ends up: the words of the outbox and
// of the message log the partner reads.
import { z } from 'zod';

export const MESSAGE_CHANNELS = ['sms', 'whatsapp', 'push', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** The channels a login code may travel by. */
export const LOGIN_CODE_CHANNELS = ['sms', 'whatsapp'] as const;
export type LoginCodeChannel = (typeof LOGIN_CODE_CHANNELS)[number];

export const MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Every kind of message, each with its own words (and in India its own DLT template). */
export const MESSAGE_KINDS = [
  'login_code',
  'phone_code',
  'ride_booked',
  'driver_assigned',
  'driver_arrived',
  'trip_started',
  'ride_completed',
  'ride_cancelled',
  'ride_reassigning',
  'ride_taken',
  'driver_offer',
  'tracking_link',
  'sos',
  'document_reminder',
  'booking_waiting',
  'support_reply',
  /** A completed ride's invoice, e-mailed to the rider. */
  'invoice',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const messageKindSchema = z.enum(MESSAGE_KINDS);
export const messageChannelSchema = z.enum(MESSAGE_CHANNELS);
export const messageStatusSchema = z.enum(MESSAGE_STATUSES);
