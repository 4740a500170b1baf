// Live ride news over socket.io: 'ride:booked' hands the new booking to the caller (for the new-bookings sheet)
// and 'ride:updated' refreshes the partner's views. Payloads are parsed on the way in; anything else is ignored.
// Each connection refreshes them too, for the news sent before the socket joined the room or while it was away.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { SOCKET_EVENTS } from '../../domain/socket-events';
import { partnerRideSchema } from '../../domain/rides/partner-rides';
import { rideSummarySchema, type RideSummary } from '../../domain/rides/ride';
import { connectSocket } from '../../lib/socket';
import { PARTNER_KEY } from './rides-query';

export function useLiveRides(onBooked?: (ride: RideSummary) => void): { connected: boolean } {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const onBookedRef = useRef(onBooked);
  useEffect(() => {
    onBookedRef.current = onBooked;
  }, [onBooked]);

  useEffect(() => {
    const socket = connectSocket('business');
    const refresh = () => void queryClient.invalidateQueries({ queryKey: PARTNER_KEY });
    socket.on('connect', () => {
      setConnected(true);
      refresh();
    });
    socket.on('disconnect', () => setConnected(false));
    socket.on(SOCKET_EVENTS.rideBooked, (payload: unknown) => {
      const ride = rideSummarySchema.safeParse(payload);
      if (ride.success) onBookedRef.current?.(ride.data);
      refresh();
    });
    socket.on(SOCKET_EVENTS.rideUpdated, (payload: unknown) => {
      if (partnerRideSchema.safeParse(payload).success) refresh();
    });
    return () => {
      socket.disconnect();
    };
  }, [queryClient]);

  return { connected };
}
