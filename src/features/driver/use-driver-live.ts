// The driver's devices share a socket.io room: the server says there when an offer comes, passes on or a ride
// changes, and the home refetches at once instead of waiting for its poll.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SOCKET_EVENTS } from '../../domain/socket-events';
import { connectSocket } from '../../lib/socket';
import { DRIVER_KEY } from './driver-home-query';

export function useDriverLive(token: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = connectSocket('driver');
    socket.on(SOCKET_EVENTS.driverRidesChanged, () => {
      void queryClient.invalidateQueries({ queryKey: DRIVER_KEY });
    });
    return () => {
      socket.disconnect();
    };
  }, [queryClient, token]);
}
