// A dispatcher books for someone on the phone: callers are found by the digits typed so far (with their last
// pickup and drop), and the booking goes through the riders' own booking service under the caller's account,
// made on first booking. The caller is texted the booking with its trip code.
import { and, desc, eq, inArray, like } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { BookingRequest } from '../../../domain/booking/booking';
import type { Caller } from '../../../domain/booking/caller-booking';
import { COUNTRY_REGIONS, type Country } from '../../../domain/constants';
import { ERROR_CODES } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { rides, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { tellRider } from '../riders';
import { findOrCreateRider } from '../auth';
import { bookRide, type BookingDeps } from './bookings';
import type { Tenant } from '../../lib/tenants';

const CALLERS_SHOWN = 6;

export async function lookupCallers(db: Db, tenant: Tenant, digits: string): Promise<Caller[]> {
  const found = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.role, 'rider'), like(users.phone, `%${digits}%`)))
    .orderBy(desc(users.createdAt))
    .limit(CALLERS_SHOWN);
  if (found.length === 0) return [];
  const recent = await db
    .select()
    .from(rides)
    .where(
      and(
        eq(rides.tenantId, tenant.id),
        inArray(
          rides.riderId,
          found.map((user) => user.id),
        ),
      ),
    )
    .orderBy(desc(rides.createdAt))
    .limit(CALLERS_SHOWN * 10);
  return found.map((user) => {
    const own = recent.filter((ride) => ride.riderId === user.id);
    const last = own[0];
    return {
      id: user.id,
      // A caller whose account has no name is known by the name their last booking recorded.
      name: user.name || (own.find((ride) => ride.customerName)?.customerName ?? ''),
      phone: user.phone ?? '',
      email: user.email ?? '',
      lastPickup: last ? { name: last.pickupName, lat: last.pickupLat, lng: last.pickupLng } : null,
      lastDropoff: last ? { name: last.dropoffName, lat: last.dropoffLat, lng: last.dropoffLng } : null,
    };
  });
}

/** The partner rides in one country: a caller's number must be of it (a typo with a foreign prefix is caught). */
function requireHomeNumber(tenant: Tenant, phone: string) {
  const region = COUNTRY_REGIONS[tenant.countryCode as Country];
  const country = parsePhoneNumberFromString(phone)?.country;
  if (region && country !== region) {
    const name = new Intl.DisplayNames('en', { type: 'region' }).of(region) ?? region;
    throw new HttpError(400, ERROR_CODES.validation, `This is not a phone number in ${name}.`, {
      customerPhone: `Enter a phone number in ${name}`,
    });
  }
}

export async function bookForCaller(
  deps: BookingDeps,
  tenant: Tenant,
  booking: BookingRequest,
  key: string,
  origin: string,
) {
  requireHomeNumber(tenant, booking.customerPhone);
  const caller = await findOrCreateRider(deps.db, tenant.id, booking.customerPhone, booking.customerName);
  // The office decides when it drives: staff may book outside the hours and notice riders keep to.
  const answer = await bookRide(deps, tenant, { user: caller }, booking, key, undefined, 'waive');
  if (answer.created) await tellRider(deps, tenant, answer.created, 'booked', origin);
  return answer;
}
