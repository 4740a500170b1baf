// socket.io on the same port as the API. Every connection joins its tenant's room (from the Host header),
// and a partner session also joins the partner room, which ride news is published to. With REDIS_URL the rooms
// span every server process through the Redis adapter, so a booking taken by one process reaches a partner
// connected to another.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { SOCKET_EVENTS } from '../../../domain/socket-events';
import { chatMessageRequestSchema } from '../../../domain/assistants/booking-text/agent-parse-contract';
import { riderWords } from '../../../domain/assistants/booking-text/rider-words/rider-words';
import type { RiderWords } from '../../../domain/assistants/booking-text/rider-words/rider-words-shape';
import { writtenLanguage } from '../../../domain/assistants/booking-text/written-language';
import { CHAT_MESSAGE_MAX, DEFAULTS, type Language } from '../../../domain/constants';
import { HttpError } from '../../http-error';
import { answerRider, type AgentDeps } from './agent';
import { announceBooking, type BookingNewsDeps } from '../booking';
import { findActiveSession, type ActiveSession } from '../../lib/sessions';
import { assertMayWatch } from '../rides';
import { findTenantByHost, findTenantById, normaliseHost } from '../../lib/tenants';
import {
  driverRoom,
  partnerRoom,
  rideRoom,
  socketsByRoomKind,
  tenantRoom,
  userRoom,
} from '../../realtime/rooms';
import { driverForSession } from '../drivers';
import { answerPartnerChat } from './partner-chat';
import { connectRedisPair } from '../../lib/redis-clients';
import { fleetPositionBatches, type FleetPositionBatches } from '../../realtime/fleet-positions';
import { bookingReader } from './booking-reader';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
    /** Drivers' positions on their way to the partner's live map, one batch a second per partner. */
    fleetPositions: FleetPositionBatches;
  }
}

export { tenantRoom, partnerRoom, rideRoom };

const watchRequestSchema = z.object({ rideId: z.uuid() });

async function redisAdapter(url: string, warn: (error: unknown) => void) {
  const [pair, { createAdapter }] = await Promise.all([
    connectRedisPair(url, warn),
    import('@socket.io/redis-adapter'),
  ]);
  return { adapter: createAdapter(pair.publisher, pair.subscriber), ping: pair.ping, close: pair.close };
}

const userMessageSchema = z.object({
  content: chatMessageRequestSchema.shape.text,
  language: chatMessageRequestSchema.shape.language,
  position: chatMessageRequestSchema.shape.position,
});

/** The language to refuse a message in: its script's, else the screen's (read even when the rest is invalid). */
function languageOf(raw: unknown): Language {
  const sent = z.object({ content: z.string(), language: z.string() }).partial().safeParse(raw).data;
  return writtenLanguage(sent?.content ?? '', sent?.language ?? DEFAULTS.language);
}

/** Why a message was refused, in the rider's words: a message empty or too long; anything else is a broken
 * client's, said as zod says it. */
function refusal(issue: z.core.$ZodIssue | undefined, words: RiderWords): string {
  if (issue?.path[0] !== 'content') return issue?.message ?? words.writeMessage;
  return issue.code === 'too_big' ? words.tooLong(CHAT_MESSAGE_MAX) : words.writeMessage;
}

/** The rider's chat over the socket (spec: userMessage in, agentMessage out); the same agent as over HTTP. */
function answerChat(socket: Socket, deps: AgentDeps, news: BookingNewsDeps) {
  socket.on(SOCKET_EVENTS.userMessage, async (raw: unknown) => {
    const say = (text: string, choices: string[] = []) =>
      socket.emit(SOCKET_EVENTS.agentMessage, { role: 'agent', content: { text, choices } });
    const words = riderWords(languageOf(raw));
    const session: ActiveSession | null = socket.data.session;
    const message = userMessageSchema.safeParse(raw);
    if (!session || session.user.role !== 'rider') return say(words.logInToChat);
    if (!message.success) return say(refusal(message.error.issues[0], words));
    const tenant = await findTenantById(deps.db, socket.data.tenantId);
    try {
      const { content, language, position } = message.data;
      const answer = await answerRider(deps, tenant!, session, content, language, 'chat', position);
      say(answer.reply.text, answer.reply.choices);
      if (answer.booked) await announceBooking(news, tenant!.id, answer.booked);
    } catch (error) {
      say(error instanceof HttpError ? error.message : words.failed);
    }
  });
}

function joinRooms(socket: Socket, db: Db) {
  void socket.join(tenantRoom(socket.data.tenantId));
  if (socket.data.session) void socket.join(userRoom(socket.data.session.user.id));
  if (socket.data.session?.user.role === 'partner') void socket.join(partnerRoom(socket.data.tenantId));
  if (socket.data.driverId) void socket.join(driverRoom(socket.data.driverId));
  // A rider watches their own ride, a partner any of theirs; the answer says which, never why not.
  socket.on(SOCKET_EVENTS.watchRide, async (raw: unknown, ack?: (answer: { ok: boolean }) => void) => {
    const request = watchRequestSchema.safeParse(raw);
    const session = socket.data.session;
    const ok =
      request.success && session
        ? await assertMayWatch(db, socket.data.tenantId, request.data.rideId, session).then(
            () => true,
            () => false,
          )
        : false;
    if (ok && request.success) await socket.join(rideRoom(request.data.rideId));
    if (typeof ack === 'function') ack({ ok });
  });
}

export const socketPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      db: Db;
      redisUrl: string | undefined;
      routingUrl: string | undefined;
      platformDomain: string;
    },
  ) => {
    const io = new Server(app.server, { serveClient: false, transports: ['websocket', 'polling'] });
    app.decorate('io', io);
    const fleetPositions = fleetPositionBatches((tenantId, positions) =>
      io.to(partnerRoom(tenantId)).emit(SOCKET_EVENTS.fleetPositions, { positions }),
    );
    app.decorate('fleetPositions', fleetPositions);
    const redis = opts.redisUrl
      ? await redisAdapter(opts.redisUrl, (err) => app.log.warn({ err }, 'socket.io Redis adapter'))
      : null;
    if (redis) {
      io.adapter(redis.adapter);
      app.services.redisProbes.push(redis.ping);
    }

    io.use(async (socket, next) => {
      const tenant = await findTenantByHost(
        opts.db,
        normaliseHost(socket.handshake.headers.host),
        opts.platformDomain,
      );
      if (!tenant) return next(new Error('No travel partner runs a site on this host.'));
      socket.data.tenantId = tenant.id;
      const token = typeof socket.handshake.auth.token === 'string' ? socket.handshake.auth.token : null;
      const session = token ? await findActiveSession(opts.db, token) : null;
      socket.data.session = session && session.tenantId === tenant.id ? session : null;
      // The driver is found before the connection is granted, so every room is joined before the client hears
      // it is connected and refetches: no news falls between that fetch and the join.
      if (socket.data.session?.user.role === 'driver') {
        const driver = await driverForSession(opts.db, socket.data.session).catch(() => null);
        if (!driver) return next(new Error('This driver account is not in service.'));
        socket.data.driverId = driver.id;
      }
      next();
    });

    const { secret, env, mailer, events, quoteTokens, livePositions } = app.services;
    const warn = (err: unknown, message: string) => app.log.warn({ err }, message);
    const readBooking = bookingReader(env, app.log);
    io.on('connection', (socket) => {
      joinRooms(socket, opts.db);
      answerChat(
        socket,
        { db: opts.db, quoteTokens, routingUrl: opts.routingUrl, readBooking },
        { io, events, warn },
      );
      answerPartnerChat(socket, {
        io,
        db: opts.db,
        events,
        secret,
        mailer,
        livePositions,
        warn,
        trustProxy: env.TRUST_PROXY,
      });
    });

    const { metrics } = app.services;
    metrics.gauge('travelx_socket_connections', 'socket.io clients connected to this process', [], (g) =>
      g.set(io.of('/').sockets.size),
    );
    metrics.gauge(
      'travelx_socket_clients',
      'socket.io clients of this process in rooms of each kind (tenant, partner, ride, driver, user)',
      ['room_kind'],
      (g) => {
        for (const [kind, count] of socketsByRoomKind(io.of('/').adapter.rooms))
          g.set({ room_kind: kind }, count);
      },
    );

    // Before the listener closes: this process's clients (only its own: `local`, whatever the adapter) hear to
    // reconnect, which takes them to a process still in rotation, and their connections end now instead of
    // holding the close open.
    app.addHook('preClose', async () => {
      fleetPositions.close();
      io.local.emit(SOCKET_EVENTS.serverRestarting);
      io.local.disconnectSockets(true);
    });
    app.addHook('onClose', async () => {
      await io.close();
      await redis?.close();
    });
  },
);
