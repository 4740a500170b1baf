// Riders rate a completed ride's driver once; partners read averages per driver and recent ratings; city pages
// show the partner's real average and a few recent comments, with first names only.
import { and, avg, count, desc, eq, isNotNull, ne } from 'drizzle-orm';
import { ERROR_CODES } from '../../../domain/errors';
import type { RatingSummary } from '../../../domain/rides/rating-summary';
import { RATINGS_SHOWN_FROM } from '../../../domain/partners/site-promises';
import type { Rating } from '../../../domain/rides/ratings';
import type { Db } from '../../db/client';
import { drivers, ratings, rides } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { ActiveSession } from '../../lib/sessions';

const round1 = (value: unknown) => Math.round(Number(value ?? 0) * 10) / 10;
const firstName = (name: string) => name.split(' ')[0] ?? '';

export async function rateRide(
  db: Db,
  tenantId: string,
  rideId: string,
  rider: ActiveSession,
  rating: { stars: number; comment: string },
) {
  const [ride] = await db
    .select()
    .from(rides)
    .where(and(eq(rides.id, rideId), eq(rides.tenantId, tenantId)));
  if (!ride || ride.riderId !== rider.user.id)
    throw new HttpError(404, ERROR_CODES.notFound, 'This ride was not found.');
  if (ride.status !== 'completed')
    throw new HttpError(409, ERROR_CODES.conflict, 'You can rate a ride once it is completed.');
  const [saved] = await db
    .insert(ratings)
    .values({ tenantId, rideId, driverId: ride.driverId, riderId: rider.user.id, ...rating })
    .onConflictDoNothing()
    .returning();
  if (!saved) throw new HttpError(409, ERROR_CODES.conflict, 'You have already rated this ride. Thank you!');
  return { rideId, stars: saved.stars, comment: saved.comment };
}

export async function partnerRatings(db: Db, tenantId: string) {
  const perDriver = await db
    .select({
      driverId: drivers.id,
      firstName: drivers.firstName,
      lastName: drivers.lastName,
      average: avg(ratings.stars),
      count: count(),
    })
    .from(ratings)
    .innerJoin(drivers, eq(drivers.id, ratings.driverId))
    .where(eq(ratings.tenantId, tenantId))
    .groupBy(drivers.id, drivers.firstName, drivers.lastName);
  const recent = await db
    .select({
      rating: ratings,
      driverFirst: drivers.firstName,
      driverLast: drivers.lastName,
      rider: rides.customerName,
    })
    .from(ratings)
    .innerJoin(rides, eq(rides.id, ratings.rideId))
    .leftJoin(drivers, eq(drivers.id, ratings.driverId))
    .where(eq(ratings.tenantId, tenantId))
    .orderBy(desc(ratings.createdAt))
    .limit(50);
  return {
    drivers: perDriver.map((row) => ({
      driverId: row.driverId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      average: round1(row.average),
      count: row.count,
    })),
    recent: recent.map((row): Rating => ({
      rideId: row.rating.rideId,
      stars: row.rating.stars,
      comment: row.rating.comment,
      driverName: row.driverFirst ? `${row.driverFirst} ${row.driverLast ?? ''}`.trim() : null,
      riderName: row.rider,
      createdAt: row.rating.createdAt.toISOString(),
    })),
  };
}

/** Null until RATINGS_SHOWN_FROM riders have rated: a city page then says nothing of ratings. */
export async function ratingSummary(db: Db, tenantId: string): Promise<RatingSummary | null> {
  const [totals] = await db
    .select({ average: avg(ratings.stars), count: count() })
    .from(ratings)
    .where(eq(ratings.tenantId, tenantId));
  if (!totals || totals.count < RATINGS_SHOWN_FROM) return null;
  const recent = await db
    .select({
      stars: ratings.stars,
      comment: ratings.comment,
      name: rides.customerName,
      at: ratings.createdAt,
    })
    .from(ratings)
    .innerJoin(rides, eq(rides.id, ratings.rideId))
    .where(and(eq(ratings.tenantId, tenantId), isNotNull(ratings.comment), ne(ratings.comment, '')))
    .orderBy(desc(ratings.createdAt))
    .limit(3);
  return {
    average: round1(totals.average),
    count: totals.count,
    recent: recent.map((row) => ({ ...row, name: firstName(row.name), at: row.at.toISOString() })),
  };
}
