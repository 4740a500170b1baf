// rides: a booked ride until it ends. The partner's rides and their actions (accept, start with the trip code,
// complete, cancel, unassign), the driver's door onto the same actions, dispatch to drivers, cancellation fees,
// ratings, safety, live tracking with each ride's thinned trail, the rider's records, and what follows each action
// (ride-news.ts). Owns ride_events, ride_offers, ride_trail_points and ratings, and updates rides.
import type { RegisterModule } from '../../lib/server-module';
import { cancellationRoutes } from './cancellations-routes';
import { dispatcherPlugin } from './dispatcher-plugin';
import { driverRoutes } from './driver-routes';
import { partnerRideRoutes } from './partner-rides-routes';
import { recordRoutes } from './records-routes';
import { rideSafetyRoutes } from './ride-safety-routes';
import { trackingRoutes } from './tracking-routes';
import { rideTrails } from './ride-trails';
import { every } from '../../plugins/every';
import { renotifyUnacknowledgedSos } from './sos-alarm';

/** How often unacknowledged SOS are looked for; each is pushed again two minutes after its last push. */
const SOS_SWEEP_MS = 15_000;

export { findPartnerRide, findRideRow, listPartnerRides } from './partner-rides';
export { ratingSummary } from './ratings';
export { applyRideAction } from './ride-actions';
export { keepingRecordedRefusal } from './trip-code';
export { announceRideAction, type RideNewsDeps } from './ride-news';
export { assertMayWatch } from './tracking';

export const register: RegisterModule = async (app) => {
  const { db, env } = app.services;
  await app.register(partnerRideRoutes, { prefix: '/api/v1/partner' });
  const trails = rideTrails(db);
  await app.register(driverRoutes, { prefix: '/api/v1/driver', trails });
  await app.register(rideSafetyRoutes, { prefix: '/api/v1' });
  await app.register(cancellationRoutes, { prefix: '/api/v1' });
  await app.register(recordRoutes, { prefix: '/api/v1' });
  await app.register(trackingRoutes, { prefix: '/api/v1', trails });
  await app.register(dispatcherPlugin, { db, sweepMs: env.DISPATCH_SWEEP_MS });
  every(app, SOS_SWEEP_MS, 'SOS re-notification', async () => {
    await renotifyUnacknowledgedSos(db);
  });
};
