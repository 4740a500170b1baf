// The driver app's API: duty, positions, the home screen (offers, rides, earnings) and ride actions. Every
// action takes an Idempotency-Key, so the driver's outbox can replay it from a tunnel exactly once; what follows
// an action (the console's board, the rider's texts, the next driver's offer) happens after it is committed.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SOCKET_EVENTS } from '../../../domain/socket-events';
import type { RideAlert } from '../../../domain/rides/ride-safety';
import { REASSIGNING_NEWS } from '../../../domain/rides/tracking';
import {
  driverActionResponseSchema,
  driverActionSchema,
  driverHomeSchema,
  driverPositionRequestSchema,
  recordedRefusalSchema,
  dutyRequestSchema,
  positionAnswerSchema,
} from '../../../domain/drivers/driver-app';
import { rides as ridesTable } from '../../db/schema';
import { requireSession } from '../../plugins/auth';
import { requireTenant, requestOrigin } from '../../plugins/tenant';
import { queueStatusEvent } from './ride-news';
import { partnerRoom, rideRoom } from '../../realtime/rooms';
import { applyDriverAction, type DriverNews } from './driver-actions';
import {
  driverForSession,
  driverHome,
  persistLivePosition,
  setDuty,
  toDriverRide,
  withLivePosition,
} from '../drivers';
import { idempotencyHeaders } from '../../lib/idempotency';
import { findPartnerRide } from './partner-rides';
import { mailInvoice } from '../money';
import { tellRider, type RiderNotice } from '../riders';
import { idempotentReply } from '../../lib/idempotent-reply';
import { refusalAnswer } from './trip-code';
import type { AppMetrics } from '../../lib/metrics';
import type { RideTrails } from './ride-trails';
import { serverLagWindow } from '../../realtime/server-lag';
import { positionGate, shareDriverPosition, type DriverPositionDeps } from './driver-position';
import { answerDriverPositions } from './driver-position-socket';

type DriverActionAnswer = z.infer<typeof driverActionResponseSchema> | z.infer<typeof recordedRefusalSchema>;

const RIDER_NOTICES: Partial<Record<DriverNews, RiderNotice>> = {
  accepted: 'assigned',
  arrived: 'arrived',
  started: 'started',
  completed: 'completed',
  dropped: 'reassigning',
};

/** An answered offer, counted by how it ended, and an accepted one by how long the driver took. */
function countOfferAnswer(metrics: AppMetrics, news: DriverNews | null, offeredAt: Date) {
  if (news !== 'accepted' && news !== 'declined') return;
  metrics.dispatchOffers.inc({ outcome: news });
  if (news === 'accepted') metrics.offerAcceptSeconds.observe((Date.now() - offeredAt.getTime()) / 1000);
}

export const driverRoutes: FastifyPluginAsyncZod<{ trails: RideTrails }> = async (app, { trails }) => {
  const { db, events, mailer, livePositions } = app.services;
  const lag = serverLagWindow();
  const gate = positionGate();
  app.addHook('onClose', async () => lag.close());
  // Built on first use, once: the socket server (`app.io`) exists only once the app is ready.
  let deps: DriverPositionDeps | undefined;
  const positionDeps = (): DriverPositionDeps =>
    (deps ??= {
      db,
      livePositions,
      trails,
      io: app.io,
      fleetPositions: app.fleetPositions,
      lag,
      gate,
      warn: (driverId, reason) => app.log.warn({ driverId }, `driver position ignored: ${reason}`),
    });
  // The socket plugin registers after this module; its server exists once the app is ready.
  app.addHook('onReady', async () => {
    app.io.on('connection', (socket) => answerDriverPositions(socket, positionDeps()));
  });

  /** The session's driver, at their last position in the live index. */
  async function actor(request: Parameters<typeof requireTenant>[0]) {
    const session = requireSession(request, 'driver');
    const tenant = requireTenant(request);
    return {
      tenant,
      session,
      driver: await withLivePosition(livePositions, await driverForSession(db, session)),
    };
  }

  app.get('/rides', { schema: { response: { 200: driverHomeSchema } } }, async (request) => {
    const { tenant, driver } = await actor(request);
    return driverHome(db, tenant, driver);
  });

  app.post(
    '/duty',
    { schema: { body: dutyRequestSchema, response: { 200: driverHomeSchema } } },
    async (request) => {
      const { tenant, driver } = await actor(request);
      await setDuty(db, livePositions, driver, request.body.online, request.body.vehicleId);
      const home = await driverHome(db, tenant, (await actor(request)).driver);
      app.io
        .to(partnerRoom(tenant.id))
        .emit(SOCKET_EVENTS.driverDuty, { driverId: driver.id, online: request.body.online });
      return home;
    },
  );

  app.post(
    '/position',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        body: driverPositionRequestSchema,
        response: {
          200: positionAnswerSchema,
        },
      },
    },
    async (request) => {
      const arrivedAt = performance.now();
      return gate.through(async () =>
        shareDriverPosition(positionDeps(), (await actor(request)).driver, request.body, arrivedAt),
      );
    },
  );

  app.post(
    '/rides/:rideId/actions',
    {
      schema: {
        params: z.object({ rideId: z.uuid('Unknown ride') }),
        headers: idempotencyHeaders,
        body: driverActionSchema,
        response: { 200: driverActionResponseSchema, 400: recordedRefusalSchema, 423: recordedRefusalSchema },
      },
    },
    async (request, reply) => {
      const { tenant, session, driver } = await actor(request);
      const { rideId } = request.params;
      let news: DriverNews | null = null;
      let offeredAt: Date | undefined;
      const body = await idempotentReply<DriverActionAnswer>(
        db,
        request,
        reply,
        { tenant, session },
        async (tx) => {
          const result = await applyDriverAction(tx, tenant, driver, rideId, request.body);
          news = result.news;
          offeredAt = result.offeredAt;
          if (result.refusal) return refusalAnswer(result.refusal);
          return { statusCode: 200, body: { ride: toDriverRide(result.ride, driver, null) } };
        },
      );
      if (offeredAt) countOfferAnswer(app.services.metrics, news, offeredAt);
      // A ride change keeps the driver's last position in the database, as a restart would lose the index's.
      if (news) await persistLivePosition(db, livePositions, tenant.id, driver.id);
      if (news)
        await afterDriverAction(tenant, rideId, news, requestOrigin(request), (err) =>
          request.log.warn({ err }, 'ride news failed'),
        );
      return body;
    },
  );

  async function afterDriverAction(
    tenant: Awaited<ReturnType<typeof actor>>['tenant'],
    rideId: string,
    news: DriverNews,
    origin: string,
    warn: (error: unknown) => void,
  ) {
    const ride = await findPartnerRide(db, tenant.id, rideId);
    if (ride) app.io.to(partnerRoom(tenant.id)).emit(SOCKET_EVENTS.rideUpdated, ride);
    if (ride && ['accepted', 'started', 'completed', 'noShow'].includes(news))
      await queueStatusEvent({ events, warn: (error) => warn(error) }, tenant.id, rideId, ride.status);
    // The rider's screen says a hand-back in the same words as the office taking the ride off its driver.
    app.io
      .to(rideRoom(rideId))
      .emit(SOCKET_EVENTS.rideUpdated, { rideId, news: news === 'dropped' ? REASSIGNING_NEWS : news });
    if (news === 'codeLocked')
      app.io.to(partnerRoom(tenant.id)).emit(SOCKET_EVENTS.rideAlert, {
        rideId,
        kind: 'tripCodeLocked',
      } satisfies RideAlert);
    if (news === 'declined' || news === 'dropped') await app.dispatchNow(tenant, rideId).catch(warn);
    if (news === 'completed') await mailInvoice(db, mailer, tenant, rideId).catch(warn);
    const notice = RIDER_NOTICES[news];
    const [row] = notice ? await db.select().from(ridesTable).where(eq(ridesTable.id, rideId)) : [];
    if (notice && row) await tellRider({ db }, tenant, row, notice, origin).catch(warn);
  }
};
