// Booking a ride from the summary: one Idempotency-Key per attempt (kept while the same booking is retried, so
// the server never books it twice), a 15 s limit after which the rider is sent on without cashback (spec 8),
// and the answer saved for the confirmation screen.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { BookedRide, BookingRequest } from '../../domain/booking/booking';
import { createBooking } from './create-booking';
import { clearRideDraft, saveBookingOutcome, type BookingOutcome } from './ride-draft';

export const BOOKING_TIMEOUT_MS = 15_000;

export type BookingResult = { kind: 'booked'; ride: BookedRide } | { kind: 'timeout' };

export function useBookRide() {
  const queryClient = useQueryClient();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  function keyFor(body: BookingRequest): string {
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { body: text, key: crypto.randomUUID() };
    return attempt.current.key;
  }

  async function book(body: BookingRequest): Promise<BookingResult | null> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = window.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, BOOKING_TIMEOUT_MS);
    setPending(true);
    setError(null);
    try {
      const ride = await createBooking(body, keyFor(body), controller.signal);
      finish({ ride, timedOut: false });
      return { kind: 'booked', ride };
    } catch (cause) {
      if (timedOut) {
        finish({ ride: null, timedOut: true });
        return { kind: 'timeout' };
      }
      setError(cause);
      return null;
    } finally {
      window.clearTimeout(timer);
      setPending(false);
    }
  }

  function finish(outcome: BookingOutcome) {
    attempt.current = null;
    saveBookingOutcome(outcome);
    clearRideDraft();
    queryClient.removeQueries({ queryKey: ['quote'] });
  }

  return { book, pending, error };
}
