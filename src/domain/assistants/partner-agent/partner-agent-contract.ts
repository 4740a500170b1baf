// The partner operations agent on the console's socket: `partnerMessage` in (the partner, role 'human'),
// `partnerAgentMessage` out (the agent, role 'system', spec 3). Replies are facts, not sentences: the console
// words them in the partner's language and formats money and times at the edge.
import { z } from 'zod';
import { typedText } from '../../control-characters';
import { RIDE_STATUSES, VEHICLE_TYPES } from '../../constants';
import { RIDE_TABS } from '../../rides/partner-rides';
import { AGENT_ACTIONS, STATS_PERIODS } from './partner-intent';

export const PARTNER_MESSAGE_MAX = 1000;

export const partnerMessageSchema = z.object({
  role: z.literal('human').default('human'),
  content: z.object({
    message: typedText()
      .trim()
      .min(1, 'Write a message')
      .max(PARTNER_MESSAGE_MAX, `At most ${PARTNER_MESSAGE_MAX} characters`),
    createIsoTime: z.string().optional(),
  }),
});
export type PartnerMessage = z.infer<typeof partnerMessageSchema>;

const period = z.enum(STATS_PERIODS);

const waitingRideSchema = z.object({
  id: z.string(),
  pickup: z.string(),
  dropoff: z.string(),
  pickupTime: z.string(),
  vehicleType: z.enum(VEHICLE_TYPES),
});

/** An action restated for confirmation, or reported done: the ride's short id and what changes. */
export const agentActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('accept'), ride: z.string(), driver: z.string(), vehicle: z.string() }),
  z.object({ action: z.literal('cancel'), ride: z.string(), reason: z.string() }),
  z.object({ action: z.literal('decline'), ride: z.string(), reason: z.string().nullable() }),
  z.object({ action: z.literal('start'), ride: z.string(), tripCode: z.string() }),
  z.object({ action: z.literal('complete'), ride: z.string() }),
]);
export type AgentAction = z.infer<typeof agentActionSchema>;

export const MISSING_PARTS = ['ride', 'driver', 'vehicle', 'reason', 'tripCode'] as const;

export const partnerReplySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('rideCount'),
    period,
    status: z.enum(RIDE_TABS),
    counts: z.record(z.enum(RIDE_TABS), z.number().int()),
  }),
  z.object({
    kind: z.literal('revenue'),
    period,
    revenue: z.number().int(),
    commission: z.number().int(),
    completed: z.number().int(),
    currency: z.string(),
  }),
  z.object({
    kind: z.literal('drivers'),
    online: z.boolean(),
    names: z.array(z.string()),
    total: z.number().int(),
  }),
  z.object({ kind: z.literal('waitingRides'), rides: z.array(waitingRideSchema), total: z.number().int() }),
  z.object({ kind: z.literal('confirm'), action: agentActionSchema }),
  z.object({ kind: z.literal('done'), action: agentActionSchema, status: z.enum(RIDE_STATUSES) }),
  /** The services' own refusal, word for word as the console shows it. */
  z.object({ kind: z.literal('refused'), reason: z.string() }),
  z.object({ kind: z.literal('kept') }),
  z.object({ kind: z.literal('nothingToConfirm') }),
  z.object({
    kind: z.literal('needs'),
    action: z.enum(AGENT_ACTIONS),
    part: z.enum(MISSING_PARTS),
  }),
  z.object({ kind: z.literal('unknownRide'), ride: z.string() }),
  z.object({ kind: z.literal('ambiguousRide'), ride: z.string(), matches: z.array(z.string()) }),
  z.object({ kind: z.literal('unknownDriver'), name: z.string() }),
  z.object({ kind: z.literal('ambiguousDriver'), name: z.string(), matches: z.array(z.string()) }),
  z.object({ kind: z.literal('unknownVehicle'), vehicle: z.string() }),
  z.object({ kind: z.literal('help') }),
  z.object({ kind: z.literal('badMessage'), problem: z.enum(['blank', 'tooLong']) }),
  z.object({ kind: z.literal('signIn') }),
  z.object({ kind: z.literal('failed') }),
]);
export type PartnerReply = z.infer<typeof partnerReplySchema>;

export const partnerAgentMessageSchema = z.object({
  role: z.literal('system'),
  content: z.object({ reply: partnerReplySchema, createIsoTime: z.string() }),
});
export type PartnerAgentMessage = z.infer<typeof partnerAgentMessageSchema>;
