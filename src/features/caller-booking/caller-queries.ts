// GET /api/v1/partner/callers (callers found as the number is typed) and POST /api/v1/partner/bookings (the
// booking for the caller, under one Idempotency-Key per attempt so a retried click books once).
import { useMutation, useQuery } from '@tanstack/react-query';
import { bookingResponseSchema } from '../../domain/booking/booking';
import { callerListSchema, type CallerBooking } from '../../domain/booking/caller-booking';
import { apiRequest } from '../../lib/api-client';

export function useCallers(digits: string) {
  return useQuery({
    queryKey: ['partner', 'callers', digits],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/partner/callers?phone=${digits}`, {
        schema: callerListSchema,
        session: 'business',
        signal,
      }),
    enabled: digits.length >= 3,
    staleTime: 30_000,
  });
}

export function useBookForCaller() {
  return useMutation({
    mutationFn: ({ body, key }: { body: CallerBooking; key: string }) =>
      apiRequest('/api/v1/partner/bookings', {
        method: 'POST',
        body,
        schema: bookingResponseSchema,
        session: 'business',
        headers: { 'Idempotency-Key': key },
      }),
  });
}
