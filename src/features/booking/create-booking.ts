// POST /api/v1/bookings with an Idempotency-Key: the server prices the ride again from the quote and answers
// it with the cashback. The caller keeps one key per attempt, so a retry can never book twice.
import { bookingResponseSchema, type BookingRequest } from '../../domain/booking/booking';
import { ApiRequestError, apiRequest } from '../../lib/api-client';
import { trackingRefused, visitSessionId } from '../../lib/visit-session';

export async function createBooking(body: BookingRequest, idempotencyKey: string, signal: AbortSignal) {
  const answer = await apiRequest('/api/v1/bookings', {
    method: 'POST',
    // The visit session lets the server credit the ad campaign the visitor landed from, unless they said no.
    body: trackingRefused() ? body : { ...body, visitSessionId: visitSessionId() },
    schema: bookingResponseSchema,
    session: 'user',
    signal,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const [ride] = answer.data;
  if (!ride) throw new ApiRequestError('invalid_response', 'Unexpected answer from the server', 200);
  return ride;
}
