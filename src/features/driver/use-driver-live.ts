// The driver's devices share a socket.io room: the server says there when an offer comes, passes on or a ride
// changes, and the home refetches at once instead of waiting for its poll. When the office takes a ride off the
// driver it says why, and the reason is kept to show beside the ride that left.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { rideTakenNoticeSchema } from '../../domain/drivers/driver-app';
import { SOCKET_EVENTS } from '../../domain/socket-events';
import { connectSocket } from '../../lib/socket';
import { DRIVER_KEY } from './driver-home-query';

/** Answers the reasons the office gave for rides it took off the driver, by ride id. */
export function useDriverLive(token: string): Readonly<Record<string, string>> {
  const queryClient = useQueryClient();
  const [reasons, setReasons] = useState<Record<string, string>>({});
  useEffect(() => {
    const socket = connectSocket('driver');
    socket.on(SOCKET_EVENTS.driverRidesChanged, () => {
      void queryClient.invalidateQueries({ queryKey: DRIVER_KEY });
    });
    socket.on(SOCKET_EVENTS.driverRideTaken, (raw: unknown) => {
      const notice = rideTakenNoticeSchema.safeParse(raw);
      if (notice.success) setReasons((known) => ({ ...known, [notice.data.rideId]: notice.data.reason }));
    });
    return () => {
      socket.disconnect();
    };
  }, [queryClient, token]);
  return reasons;
}
