// The driver's devices share a socket.io room: the server says there when an offer comes, passes on or a ride
// changes, and the home refetches at once instead of waiting for its poll. When a ride leaves the driver without
// their doing (the office cancelled it or took it off them, or the rider cancelled) it says why, and the notice
// is kept to show beside the ride that left.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { rideTakenNoticeSchema, type RideTakenNotice } from '../../domain/drivers/driver-app';
import { SOCKET_EVENTS } from '../../domain/socket-events';
import { connectSocket } from '../../lib/socket';
import { DRIVER_KEY } from './driver-home-query';
import { lendPositionSocket } from './position-socket';

/** Answers the notices of rides that left the driver, in the order heard. */
export function useDriverLive(token: string): readonly RideTakenNotice[] {
  const queryClient = useQueryClient();
  const [taken, setTaken] = useState<RideTakenNotice[]>([]);
  useEffect(() => {
    const socket = connectSocket('driver');
    // The same socket carries the duty positions (position-socket.ts), HTTP when it is down.
    const takeBack = lendPositionSocket(socket);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: DRIVER_KEY });
    // A connection refetches too: an offer sent before the socket joined the driver's room, or while it was
    // away, shows at once instead of at the next poll.
    socket.on('connect', refresh);
    socket.on(SOCKET_EVENTS.driverRidesChanged, refresh);
    socket.on(SOCKET_EVENTS.driverRideTaken, (raw: unknown) => {
      const notice = rideTakenNoticeSchema.safeParse(raw);
      if (notice.success)
        setTaken((heard) => [...heard.filter((n) => n.rideId !== notice.data.rideId), notice.data]);
    });
    return () => {
      takeBack();
      socket.disconnect();
    };
  }, [queryClient, token]);
  return taken;
}
