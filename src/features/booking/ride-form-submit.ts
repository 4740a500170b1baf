// What the ride form needs only once it is touched: its checks (zod and the phone-number library), the ride
// and the typed values saved in the session, and the quote request. A chunk of its own, so the form draws
// without them.
import { zodResolver } from '@hookform/resolvers/zod';
import { rideFormSchema } from '../../domain/booking/ride-form-schema';

export const rideFormResolver = zodResolver(rideFormSchema);
export { quoteQueryOptions } from './quote';
export { readRideDraft, readRideFormDraft, saveRideDraft, saveRideFormDraft } from './ride-draft';
