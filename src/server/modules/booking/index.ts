// booking: from a search to a booked ride. Routes and their prices (quotes, signed so the booking is priced as
// offered), the booking itself under its idempotency key, bookings the office takes for a caller, and the news
// of a new booking (the console live, the rideBooked event). Writes rides and their first ride_events row.
import type { RegisterModule } from '../../lib/server-module';
import { bookingRoutes } from './booking-routes';
import { callerBookingRoutes } from './caller-booking-routes';

export { announceBooking, type BookingNewsDeps } from './booking-news';
export { PickupOutsideWindowError } from './booking-window';
export { bookRide, type BookingDeps, type RideRow, type Rider } from './bookings';
export { quoteTokens, type QuoteTokens } from './quote-tokens';
export { createQuote, offeredRateCards, type OfferedRateCards } from './quotes';
export { rideSummary } from './ride-summary';
export { drivingRoute, type Route } from './routing';

export const register: RegisterModule = async (app) => {
  await app.register(bookingRoutes, { prefix: '/api/v1' });
  await app.register(callerBookingRoutes, { prefix: '/api/v1' });
};
