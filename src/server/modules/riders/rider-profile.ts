// The rider's own account on one partner's site: read and change the profile (a new phone only with the code
// texted to it), saved places, the export of everything held about them, and deletion. Deleting keeps the
// partner's ride records with the personal fields blanked, and is refused while a ride is booked or under way.
import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import { OPEN_RIDE_STATUSES, type Language } from '../../../domain/constants';
import { ERROR_CODES } from '../../../domain/errors';
import {
  savedPlacesSchema,
  type ProfilePatch,
  type RiderExport,
  type RiderProfile,
} from '../../../domain/riders/rider-profile';
import type { Db } from '../../db/client';
import { leads, ratings, rides, sessions, users, walletTransactions } from '../../db/schema';
import { HttpError } from '../../http-error';
import { textPhone } from '../messages';
import { issueCode, verifyCode } from '../auth';
import type { ActiveSession } from '../../lib/sessions';
import type { Tenant } from '../../lib/tenants';

type User = ActiveSession['user'];
export function profileOf(user: User): RiderProfile {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    language: (user.language as Language | null) ?? null,
    // A stored list that no longer parses shows as none rather than breaking the page.
    savedPlaces: savedPlacesSchema.safeParse(user.savedPlaces).data ?? [],
  };
}

async function reread(db: Db, userId: string): Promise<RiderProfile> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(404, ERROR_CODES.notFound, 'This account no longer exists.');
  return profileOf(user);
}

export async function updateProfile(db: Db, rider: ActiveSession, patch: ProfilePatch) {
  const email = patch.email === undefined ? undefined : patch.email || null;
  if (email) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.tenantId, rider.tenantId),
          eq(users.role, 'rider'),
          eq(users.email, email),
          ne(users.id, rider.user.id),
        ),
      );
    if (taken)
      throw new HttpError(409, ERROR_CODES.conflict, 'Another account here already uses this e-mail.', {
        email: 'Another account here already uses this e-mail',
      });
  }
  const changes = {
    ...(patch.name !== undefined ? { name: patch.name } : {}),
    ...(email !== undefined ? { email } : {}),
    ...(patch.language !== undefined ? { language: patch.language } : {}),
  };
  if (Object.keys(changes).length) await db.update(users).set(changes).where(eq(users.id, rider.user.id));
  return reread(db, rider.user.id);
}

/** The code proves the rider holds the new number; it is bound to this account, so it logs nobody in. */
const changeTarget = (rider: ActiveSession, phone: string) => ({
  tenantId: rider.tenantId,
  role: 'rider' as const,
  address: `${phone}#change:${rider.user.id}`,
});

async function refuseTakenPhone(db: Db, rider: ActiveSession, phone: string) {
  if (phone === rider.user.phone)
    throw new HttpError(400, ERROR_CODES.validation, 'This is already your number.', {
      phone: 'This is already your number',
    });
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, rider.tenantId), eq(users.role, 'rider'), eq(users.phone, phone)));
  if (taken)
    throw new HttpError(409, ERROR_CODES.conflict, 'Another account here already uses this number.', {
      phone: 'Another account here already uses this number',
    });
}

export async function sendPhoneChangeCode(
  deps: { db: Db; secret: string },
  tenant: Tenant,
  rider: ActiveSession,
  phone: string,
  clientIp: string,
) {
  await refuseTakenPhone(deps.db, rider, phone);
  const issued = await issueCode(deps.db, deps.secret, changeTarget(rider, phone), clientIp);
  await textPhone(deps.db, tenant, phone, { kind: 'phone_code', variables: { code: issued.code } });
  return { sent: true as const, expiresInSeconds: issued.expiresInSeconds };
}

export async function confirmPhoneChange(
  deps: { db: Db; secret: string },
  rider: ActiveSession,
  phone: string,
  code: string,
) {
  await refuseTakenPhone(deps.db, rider, phone);
  await verifyCode(deps.db, deps.secret, changeTarget(rider, phone), code);
  await deps.db.update(users).set({ phone }).where(eq(users.id, rider.user.id));
  return reread(deps.db, rider.user.id);
}

export async function saveSavedPlaces(db: Db, rider: ActiveSession, places: RiderProfile['savedPlaces']) {
  await db.update(users).set({ savedPlaces: places }).where(eq(users.id, rider.user.id));
  return reread(db, rider.user.id);
}

export async function exportRiderData(db: Db, tenant: Tenant, rider: ActiveSession): Promise<RiderExport> {
  const id = rider.user.id;
  const [[user], rideRows, walletRows, ratingRows] = await Promise.all([
    db.select().from(users).where(eq(users.id, id)),
    db.select().from(rides).where(eq(rides.riderId, id)).orderBy(asc(rides.createdAt)),
    db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.riderId, id))
      .orderBy(asc(walletTransactions.createdAt)),
    db.select().from(ratings).where(eq(ratings.riderId, id)).orderBy(asc(ratings.createdAt)),
  ]);
  if (!user) throw new HttpError(404, ERROR_CODES.notFound, 'This account no longer exists.');
  return {
    exportedAt: new Date().toISOString(),
    business: tenant.businessName,
    profile: {
      ...profileOf(user),
      createdAt: user.createdAt.toISOString(),
      emergencyContact:
        user.emergencyName && user.emergencyPhone
          ? { name: user.emergencyName, phone: user.emergencyPhone }
          : null,
    },
    rides: rideRows.map((ride) => ({
      id: ride.id,
      status: ride.status,
      service: ride.service,
      tripType: ride.tripType,
      vehicleType: ride.vehicleType,
      pickup: ride.pickupName,
      dropoff: ride.dropoffName,
      pickupAt: ride.pickupAt.toISOString(),
      totalAmount: ride.totalAmount,
      cashbackAmount: ride.cashbackAmount,
      currency: ride.currency,
      paymentMethod: ride.paymentMethod,
      customerName: ride.customerName,
      customerPhone: ride.customerPhone,
      customerEmail: ride.customerEmail,
      createdAt: ride.createdAt.toISOString(),
    })),
    wallet: walletRows.map((entry) => ({
      createdAt: entry.createdAt.toISOString(),
      transaction: entry.direction,
      amount: entry.amount,
      currency: entry.currency,
      description: entry.description,
      rideId: entry.rideId,
    })),
    ratings: ratingRows.map((rating) => ({
      rideId: rating.rideId,
      stars: rating.stars,
      comment: rating.comment,
      createdAt: rating.createdAt.toISOString(),
    })),
  };
}

/** Deletes the rider; their rides stay in the partner's records with name, phone and e-mail blanked. */
export async function deleteRiderAccount(db: Db, rider: ActiveSession) {
  const id = rider.user.id;
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: rides.id })
      .from(rides)
      // Open rides still need the rider to be reachable: deleting the account waits until they end.
      .where(and(eq(rides.riderId, id), inArray(rides.status, [...OPEN_RIDE_STATUSES])))
      .limit(1);
    if (open)
      throw new HttpError(
        409,
        ERROR_CODES.conflict,
        'You have a ride booked or under way. Cancel it or wait until it ends, then delete your account.',
      );
    const kept = await tx
      .update(rides)
      .set({ riderId: null, customerName: '', customerPhone: '', customerEmail: '' })
      .where(eq(rides.riderId, id))
      .returning({ id: rides.id });
    const phone = rider.user.phone ?? '';
    await tx
      .delete(leads)
      .where(and(eq(leads.tenantId, rider.tenantId), or(eq(leads.riderId, id), eq(leads.phone, phone))));
    await tx.update(ratings).set({ comment: '' }).where(eq(ratings.riderId, id));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await tx.delete(users).where(eq(users.id, id));
    return { deleted: true as const, ridesKept: kept.length };
  });
}
