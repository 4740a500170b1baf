// What follows a new booking, whichever door it came through (form, chat, WhatsApp, the office): the console
// shows it at once, and the `rideBooked` event tells the modules that follow bookings (the partner's webhooks).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Server } from 'socket.io';
import { SOCKET_EVENTS } from '../../../domain/socket-events';
import type { RideRow } from '../../db/rows';
import type { EventSeam, EventWarn } from '../../lib/events';
import { partnerRoom } from '../../realtime/rooms';
import type { BookingAnswer } from './bookings';
import { rideSummary } from './ride-summary';

export interface BookingNewsDeps {
  io: Server;
  events: EventSeam;
  warn: EventWarn;
}

/** A new booking: the console shows it and the partner's webhooks hear it. */
export async function announceBooking(deps: BookingNewsDeps, tenantId: string, ride: RideRow) {
  deps.io.to(partnerRoom(tenantId)).emit(SOCKET_EVENTS.rideBooked, rideSummary(ride));
  await deps.events.emit('rideBooked', { tenantId, ride }, deps.warn);
}

/** Sends a booking's answer (201 when made, 200 for a replayed key) after announcing a ride it made: the one ending
 * of every route that books, for the rider or for a caller. */
export async function replyWithBooking(
  deps: Omit<BookingNewsDeps, 'warn'>,
  request: FastifyRequest,
  reply: FastifyReply,
  tenantId: string,
  answer: BookingAnswer,
) {
  if (answer.created)
    await announceBooking(
      { ...deps, warn: (err, message) => request.log.warn({ err }, message) },
      tenantId,
      answer.created,
    );
  return reply
    .status(answer.statusCode === 201 ? 201 : 200)
    .header('idempotent-replayed', String(answer.replayed))
    .send(answer.body);
}
