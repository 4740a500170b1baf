// A partner's booking hours and minimum notice, enforced wherever a rider quotes or books (form, public API, chat,
// WhatsApp). The office's own booking for a caller waives them: the office decides, and its screen warns.
import {
  bookingWindowOf,
  EARLIEST_PICKUP_PREFIX,
  isPickupAllowed,
  nextAllowedPickup,
  PICKUP_SLACK_MS,
  zonedIsoMinute,
  type BookingRules,
} from '../../../domain/booking/booking-hours';
import { ERROR_CODES } from '../../../domain/errors';
import { HttpError } from '../../http-error';
import type { Tenant } from '../../lib/tenants';

/** Whether a booking keeps to the partner's hours and notice (riders) or may leave them (staff for a caller). */
export type BookingWindowCheck = 'enforce' | 'waive';

const tenantBookingRules = (tenant: Tenant): BookingRules => ({
  timezone: tenant.timezone,
  ...bookingWindowOf(tenant.minimumLeadMinutes, tenant.bookingHours),
});

/** The refusal of a pickup outside the partner's hours or sooner than its notice, with the next one it takes. */
export class PickupOutsideWindowError extends HttpError {
  constructor(
    tenant: Tenant,
    readonly nextPickupAt: number | null,
  ) {
    const next = nextPickupAt === null ? null : zonedIsoMinute(nextPickupAt, tenant.timezone);
    super(
      400,
      ERROR_CODES.validation,
      next
        ? `${tenant.businessName} takes pickups from ${next} (${tenant.timezone}) on.`
        : `${tenant.businessName} takes no pickups at that time.`,
      { pickupTime: next ? `${EARLIEST_PICKUP_PREFIX} ${next}` : 'Choose another time' },
    );
    this.name = 'PickupOutsideWindowError';
  }
}

/** Refuses a pickup, asked for at `now`, outside the partner's hours or inside its notice. */
export function assertPickupInWindow(tenant: Tenant, pickupTime: string, now: number): void {
  const rules = tenantBookingRules(tenant);
  const at = Date.parse(pickupTime);
  if (isPickupAllowed(rules, at, now, PICKUP_SLACK_MS)) return;
  throw new PickupOutsideWindowError(tenant, nextAllowedPickup(rules, now, Math.max(at, now)));
}
