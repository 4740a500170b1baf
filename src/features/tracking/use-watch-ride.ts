// Follows one ride's driver over socket.io: joins the ride's room with `ride:watch` (the server lets in only the
// ride's rider or its partner) on every (re)connection, and writes each `driver:location` for this ride into the
// ride's tracking view in the query cache, so the map moves the moment the driver's page sends a position. News of
// the ride itself (accepted, arrived, started, completed) reloads the view and tells the page, whose lists follow.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { SOCKET_EVENTS } from '../../domain/socket-events';
import { driverPositionSchema, rideNewsSchema, type TrackingView } from '../../domain/rides/tracking';
import { readToken } from '../../lib/session';
import { connectSocket } from '../../lib/socket';
import { rideTrackingOptions } from './tracking-queries';

/** Whether the ride's room is joined (positions arrive as they are sent; an empty id watches nothing: family's
 * shared view has no session to join with, so it polls), and the last news heard of the ride. */
export function useWatchRide(
  rideId: string,
  onNews?: () => void,
): { watching: boolean; news: string | null } {
  const queryClient = useQueryClient();
  const [watching, setWatching] = useState(false);
  const [lastNews, setLastNews] = useState<string | null>(null);
  const news = useRef(onNews);
  news.current = onNews;

  useEffect(() => {
    if (!rideId) return undefined;
    const socket = connectSocket(readToken('user') ? 'user' : 'business');
    const { queryKey } = rideTrackingOptions(rideId);
    socket.on('connect', () => {
      // Once watching, the ride is refetched: news sent before the socket joined its room is not lost.
      socket.emit(SOCKET_EVENTS.watchRide, { rideId }, (answer: { ok?: unknown } | undefined) => {
        setWatching(answer?.ok === true);
        if (answer?.ok === true) void queryClient.invalidateQueries({ queryKey });
      });
    });
    socket.on('disconnect', () => setWatching(false));
    socket.on(SOCKET_EVENTS.rideUpdated, (payload: unknown) => {
      const heard = rideNewsSchema.safeParse(payload);
      if (!heard.success || heard.data.rideId !== rideId) return;
      setLastNews(heard.data.news);
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

  return { watching, news: lastNews };
}
