// The rider's check of a promo code on the summary screen: the fare priced from the signed quote as the booking
// would price it, and the code's answer for it (the discount and new total, or why it does not apply). Nothing is
// held: the booking checks again under the code's lock.
import type { PromoCheckRequest, PromoCheckResponse } from '../../../domain/money/promo-codes';
import { PROMO_REFUSAL_TEXT } from '../../../domain/money/promo-codes';
import { applyPromoCode } from '../money';
import type { Tenant } from '../../lib/tenants';
import { offeredCard, type BookingDeps, type RateCardSource, type Rider } from './bookings';
import { priceQuote } from './quotes';

export async function checkPromoCode(
  { db, quoteTokens }: BookingDeps,
  tenant: Tenant,
  rider: Rider,
  request: PromoCheckRequest,
  rateCards: RateCardSource,
): Promise<PromoCheckResponse> {
  const quote = quoteTokens.read(tenant.id, request.rideSearchId);
  const card = offeredCard(tenant, quote, await rateCards(tenant.id), request.vehicleType);
  const fee = priceQuote(quote, card, tenant);
  const fare = { riderId: rider.user.id, vehicleType: request.vehicleType, rideAmount: fee.ride_amount };
  const outcome = await applyPromoCode(db, tenant, request.code, fare);
  if (!outcome.applies)
    return { data: { applies: false, reason: outcome.reason, message: PROMO_REFUSAL_TEXT[outcome.reason] } };
  return {
    data: {
      applies: true,
      code: outcome.code,
      currency: fee.currency,
      discount: outcome.discount,
      totalAmount: fee.total_fee - outcome.discount,
    },
  };
}
