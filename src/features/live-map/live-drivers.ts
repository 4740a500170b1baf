// The drivers on the partner's live map: GET /api/v1/partner/drivers for who is on duty, free or on a ride and
// where they were last seen, then the partner's socket room keeps it live: each batch of positions (at most one
// a second) moves the drivers in it at once, and a driver going on or off duty or a ride changing hands refetches
// the list. Each connection refetches it too: news sent before the socket joined the partner's room (or while it
// was away) never reaches this page.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { crewResponseSchema, type CrewMember } from '../../domain/drivers/fleet';
import { partnerRideSchema } from '../../domain/rides/partner-rides';
import { SOCKET_EVENTS } from '../../domain/socket-events';
import { fleetPositionsSchema } from '../../domain/rides/tracking';
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
    socket.on(SOCKET_EVENTS.fleetPositions, (payload: unknown) => {
      const batch = fleetPositionsSchema.safeParse(payload);
      if (!batch.success) return;
      const moved = new Map(batch.data.positions.map((position) => [position.driverId, position]));
      const known = queryClient.getQueryData(liveDriversQuery.queryKey);
      // A driver the list does not know yet (just added, or just on duty): fetch them with the rest.
      const listed = new Set(known?.members.map((member) => member.id));
      if (!known || [...moved.keys()].some((driverId) => !listed.has(driverId))) return refresh();
      const members = known.members.map((member) => {
        const position = moved.get(member.id);
        return position
          ? {
              ...member,
              online: true,
              latitude: position.lat,
              longitude: position.lng,
              lastSeenAt: position.at,
            }
          : member;
      });
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
