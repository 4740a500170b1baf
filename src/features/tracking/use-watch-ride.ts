// Follows one ride's driver over socket.io: joins the ride's room with `ride:watch` (the server lets in only the
// ride's rider or its partner) on every (re)connection, and writes each `driver:location` for this ride into the
// ride's tracking view in the query cache, so the map moves the moment the driver's page sends a position.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SOCKET_EVENTS } from '../../domain/constants';
import { driverPositionSchema, type TrackingView } from '../../domain/tracking';
import { readToken } from '../../lib/session';
import { connectSocket } from '../../lib/socket';
import { rideTrackingOptions } from './tracking-queries';

/** True while the ride's room is joined, so positions arrive as they are sent; an empty id watches nothing
 * (family's shared view has no session to join with, so it polls). */
export function useWatchRide(rideId: string): boolean {
  const queryClient = useQueryClient();
  const [watching, setWatching] = useState(false);

  useEffect(() => {
    if (!rideId) return undefined;
    const socket = connectSocket(readToken('user') ? 'user' : 'business');
    const { queryKey } = rideTrackingOptions(rideId);
    socket.on('connect', () => {
      socket.emit(SOCKET_EVENTS.watchRide, { rideId }, (answer: { ok?: unknown } | undefined) =>
        setWatching(answer?.ok === true),
      );
    });
    socket.on('disconnect', () => setWatching(false));
    // A status change (driver assigned, arrived, started, completed, cancelled) redraws at once, not at the next poll.
    socket.on(SOCKET_EVENTS.rideUpdated, (payload: { rideId?: unknown } | undefined) => {
      if (payload?.rideId === rideId) void queryClient.invalidateQueries({ queryKey });
    });
    socket.on(SOCKET_EVENTS.driverLocation, (payload: unknown) => {
      const position = driverPositionSchema.safeParse(payload);
      if (!position.success || position.data.rideId !== rideId) return;
      queryClient.setQueryData(queryKey, (view: TrackingView | undefined) =>
        view?.driver ? { ...view, driver: { ...view.driver, position: position.data } } : view,
      );
    });
    return () => {
      socket.disconnect();
      setWatching(false);
    };
  }, [rideId, queryClient]);

  return watching;
}
