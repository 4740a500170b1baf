// Follows one ride's driver over socket.io: joins the ride's room with `ride:watch` (the server lets in only the
// ride's rider or its partner) on every (re)connection, and writes each `driver:location` for this ride into the
// ride's tracking view in the query cache, so the map moves the moment the driver's page sends a position. News of
// the ride itself (accepted, arrived, started, completed) reloads the view and tells the page, whose lists follow.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { SOCKET_EVENTS } from '../../domain/socket-events';
import { driverPositionSchema, type TrackingView } from '../../domain/rides/tracking';
import { readToken } from '../../lib/session';
import { connectSocket } from '../../lib/socket';
import { rideTrackingOptions } from './tracking-queries';

/** True while the ride's room is joined, so positions arrive as they are sent; an empty id watches nothing
 * (family's shared view has no session to join with, so it polls). */
export function useWatchRide(rideId: string, onNews?: () => void): boolean {
  const queryClient = useQueryClient();
  const [watching, setWatching] = useState(false);
  const news = useRef(onNews);
  news.current = onNews;

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
    socket.on(SOCKET_EVENTS.rideUpdated, (payload: unknown) => {
      if ((payload as { rideId?: unknown } | null)?.rideId !== rideId) return;
      void queryClient.invalidateQueries({ queryKey });
      news.current?.();
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
