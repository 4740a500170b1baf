// Contracts of the partner's customers list (riders, drivers and partners of the tenant) and of the ride
// events log (every lifecycle change, newest first).
import { z } from 'zod';
import { RIDE_STATUSES } from '../constants';

export const CUSTOMER_TYPES = ['user', 'driver', 'partner'] as const;
export const CUSTOMER_PAGE_SIZES = [8, 16, 24] as const;

export const customersQuerySchema = z.object({
  type: z.enum(CUSTOMER_TYPES).default('user'),
  q: z.string().trim().max(100).default(''),
  sort: z.enum(['newest', 'oldest']).default('newest'),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(8),
});
export type CustomersQuery = z.infer<typeof customersQuerySchema>;

export const customerSchema = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string(),
  phone: z.string(),
  email: z.string(),
  country: z.string(),
  status: z.enum(['Active', 'Inactive']),
  createdAt: z.string(),
  /** Set while the partner has blocked this rider: why, in the partner's words. */
  blockReason: z.string().nullable().default(null),
});
export type Customer = z.infer<typeof customerSchema>;

export const BLOCK_REASON_MAX = 300;

/** A partner blocking an abusive rider says why; the rider hears it when they try to log in again. */
export const blockRiderSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, 'Say in a few words why this rider is blocked.')
    .max(BLOCK_REASON_MAX, `At most ${BLOCK_REASON_MAX} characters.`),
});
export type BlockRider = z.infer<typeof blockRiderSchema>;

export const customersResponseSchema = z.object({ total: z.number().int(), items: z.array(customerSchema) });

export const EVENT_WINDOWS = ['30', '60', 'today'] as const;

export const rideEventsQuerySchema = z.object({
  window: z.enum(EVENT_WINDOWS).default('today'),
  q: z.string().trim().max(64).default(''),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type RideEventsQuery = z.infer<typeof rideEventsQuerySchema>;

export const rideEventSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  label: z.string(),
  rideId: z.string(),
  fromStatus: z.enum(RIDE_STATUSES).nullable(),
  toStatus: z.enum(RIDE_STATUSES),
  customerName: z.string(),
});
export const rideEventsResponseSchema = z.object({ items: z.array(rideEventSchema) });
