// The drivers on the partner's live map: GET /api/v1/partner/drivers for who is on duty, free or on a ride and
// where they were last seen, then the partner's socket room keeps it live: a position moves its driver at once,
// and a driver going on or off duty or a ride changing hands refetches the list. Each connection refetches it too:
// news sent before the socket joined the partner's room (or while it was away) never reaches this page.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { crewResponseSchema, type CrewMember } from '../../domain/drivers/fleet';
import { partnerRideSchema } from '../../domain/rides/partner-rides';
import { SOCKET_EVENTS } from '../../domain/socket-events';
import { fleetPositionSchema } from '../../domain/rides/tracking';
import { apiRequest } from '../../lib/api-client';
import { connectSocket } from '../../lib/socket';

const liveDriversQuery = queryOptions({
  queryKey: ['partner', 'live-map', 'drivers'],
  queryFn: ({ signal }) =>
    apiRequest('/api/v1/partner/drivers', { schema: crewResponseSchema, session: 'business', signal }),
  refetchInterval: 60_000,
});

export interface LiveDrivers {
  drivers: CrewMember[] | undefined;
  error: unknown;
  connected: boolean;
}

export function useLiveDrivers(): LiveDrivers {
  const queryClient = useQueryClient();
  const crew = useQuery(liveDriversQuery);
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    const socket = connectSocket('business');
    const refresh = () => void queryClient.invalidateQueries({ queryKey: liveDriversQuery.queryKey });
    socket.on('connect', () => {
      setConnected(true);
      refresh();
    });
    socket.on('disconnect', () => setConnected(false));
    socket.on(SOCKET_EVENTS.driverDuty, refresh);
    socket.on(SOCKET_EVENTS.rideUpdated, (payload: unknown) => {
      if (partnerRideSchema.safeParse(payload).success) refresh();
    });
    socket.on(SOCKET_EVENTS.driverLocation, (payload: unknown) => {
      const position = fleetPositionSchema.safeParse(payload);
      if (!position.success) return;
      const { driverId, lat, lng, at } = position.data;
      const known = queryClient.getQueryData(liveDriversQuery.queryKey);
      // A driver the list does not know yet (just added, or just on duty): fetch them with the rest.
      if (!known?.members.some((member) => member.id === driverId)) return refresh();
      const members = known.members.map((member) =>
        member.id === driverId
          ? { ...member, online: true, latitude: lat, longitude: lng, lastSeenAt: at }
          : member,
      );
      queryClient.setQueryData(liveDriversQuery.queryKey, { ...known, members });
    });
    return () => {
      socket.disconnect();
    };
  }, [queryClient]);

  const onDuty = crew.data?.members.filter(
    (member) => member.online && member.latitude !== null && member.longitude !== null,
  );
  return { drivers: onDuty, error: crew.error, connected };
}
