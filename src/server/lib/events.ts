// The one seam by which a capability tells the others that something happened, without importing them: the
// module where it happens emits a typed domain event, the modules that act on it subscribe in their register()
// (today: integrations queues the partner's webhooks). Modules thus keep to their written order
// (eslint.config.js) however many follow an event. Handlers run in the order they subscribed and are awaited by
// the emitter, so a request that emits still answers after its consequences were queued, as before the seam; a
// handler's failure is its own to log (through `warn`), never the emitter's.
import type { RideRow } from '../db/rows';

export interface DomainEvents {
  /** A ride was booked, whichever door it came through (form, chat, WhatsApp, the office). */
  rideBooked: { tenantId: string; ride: RideRow };
  /** A ride's status changed (the office, the driver, the partner agent or a cancellation). */
  rideStatusChanged: { tenantId: string; rideId: string; status: string };
  /** The gateway confirmed a card payment for a ride. */
  paymentCaptured: {
    tenantId: string;
    rideId: string;
    payment: { txnId: string; amount?: number; method: 'card' };
  };
}

export type DomainEventName = keyof DomainEvents;
/** Logs a handler's failure on the request (or process) that emitted the event. */
export type EventWarn = (error: unknown, message: string) => void;
type Handler<Name extends DomainEventName> = (event: DomainEvents[Name], warn: EventWarn) => Promise<void>;

export interface EventSeam {
  on<Name extends DomainEventName>(name: Name, handler: Handler<Name>): void;
  emit<Name extends DomainEventName>(name: Name, event: DomainEvents[Name], warn: EventWarn): Promise<void>;
}

export function createEventSeam(): EventSeam {
  const handlers = new Map<DomainEventName, Handler<never>[]>();
  return {
    on(name, handler) {
      handlers.set(name, [...(handlers.get(name) ?? []), handler as Handler<never>]);
    },
    async emit(name, event, warn) {
      for (const handler of handlers.get(name) ?? []) await (handler as Handler<typeof name>)(event, warn);
    },
  };
}
