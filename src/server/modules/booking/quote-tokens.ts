// A vehicle search is not stored: its answer's `ride_search_id` is the search itself (the trip, the distance
// and time the server routed, the vehicle types it offered, the partner and the expiry) signed with the
// server's key. A booking reads it back and prices it with today's rate card, so a search costs no database
// round trip and a rider still cannot choose the distance they pay for: any change breaks the signature.
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { quoteRequestSchema } from '../../../domain/booking/booking';
import { RIDE_SERVICES, VEHICLE_TYPES } from '../../../domain/constants';
import { ERROR_CODES } from '../../../domain/errors';
import { HttpError } from '../../http-error';
import { sameBytes } from '../../lib/same-bytes';

const signedQuoteSchema = z.object({
  /** Kept on the ride (`rides.quote_id`), so the rides one search made can be told apart. */
  id: z.uuid(),
  tenantId: z.uuid(),
  /** Milliseconds since the epoch. */
  expiresAt: z.number().int(),
  request: quoteRequestSchema,
  service: z.enum(RIDE_SERVICES),
  route: z.object({
    distanceMeters: z.number().nonnegative(),
    durationSeconds: z.number().nonnegative(),
    source: z.enum(['estimate', 'routing']),
  }),
  vehicleTypes: z.array(z.enum(VEHICLE_TYPES)),
});
export type SignedQuote = z.infer<typeof signedQuoteSchema>;

export interface QuoteTokens {
  sign: (quote: SignedQuote) => string;
  /** The live search of this partner behind a token: 404 for a token that is not ours, is altered or is another
   * partner's; 410 once it has expired. */
  read: (tenantId: string, token: string, now?: Date) => SignedQuote;
}

const notFound = () =>
  new HttpError(404, ERROR_CODES.notFound, 'This vehicle search was not found. Search for vehicles again.', {
    rideSearchId: 'Search for vehicles again',
  });

export function quoteTokens(secret: string): QuoteTokens {
  // A key of its own, so a quote's signature can never stand for a code's or a link's made with the same secret.
  const key = createHmac('sha256', secret).update('quote-token').digest();
  const signature = (payload: string) => createHmac('sha256', key).update(payload).digest();

  function verifiedPayload(token: string): unknown {
    const [payload, mac, ...rest] = token.split('.');
    if (!payload || !mac || rest.length > 0) throw notFound();
    const given = Buffer.from(mac, 'base64url');
    const expected = signature(payload);
    if (!sameBytes(expected, given)) throw notFound();
    try {
      return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      throw notFound();
    }
  }

  return {
    sign(quote) {
      const payload = Buffer.from(JSON.stringify(quote)).toString('base64url');
      return `${payload}.${signature(payload).toString('base64url')}`;
    },
    read(tenantId, token, now = new Date()) {
      const parsed = signedQuoteSchema.safeParse(verifiedPayload(token));
      if (!parsed.success || parsed.data.tenantId !== tenantId) throw notFound();
      if (parsed.data.expiresAt <= now.getTime()) {
        throw new HttpError(
          410,
          ERROR_CODES.quoteExpired,
          'These prices have expired. Search for vehicles again.',
          { rideSearchId: 'Search for vehicles again' },
        );
      }
      return parsed.data;
    },
  };
}
