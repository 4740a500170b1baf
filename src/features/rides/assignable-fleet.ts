// GET /api/v1/partner/drivers and /vehicles, read for the Accept picker: only verified, free drivers and free
// vehicles of the booked type can take a ride.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { crewResponseSchema, vehiclesResponseSchema } from '../../domain/drivers/fleet';
import type { VehicleType } from '../../domain/constants';
import { apiRequestKept } from '../../lib/offline/offline-snapshots';
import { PARTNER_KEY } from './rides-query';

export function assignableFleetQueryOptions() {
  return queryOptions({
    queryKey: [...PARTNER_KEY, 'assignable-fleet'],
    queryFn: async ({ signal }) => {
      const [crew, fleet] = await Promise.all([
        apiRequestKept('/api/v1/partner/drivers', {
          schema: crewResponseSchema,
          session: 'business',
          signal,
        }),
        apiRequestKept('/api/v1/partner/vehicles', {
          schema: vehiclesResponseSchema,
          session: 'business',
          signal,
        }),
      ]);
      return { drivers: crew.members, vehicles: fleet.vehicles };
    },
    staleTime: 0,
  });
}

export function useAssignableFleet(vehicleType: VehicleType) {
  const query = useQuery(assignableFleetQueryOptions());
  const drivers = (query.data?.drivers ?? []).filter((d) => d.accountStatus === 'Verified' && !d.busy);
  const vehicles = (query.data?.vehicles ?? []).filter((v) => v.vehicleType === vehicleType && !v.busy);
  return { ...query, drivers, vehicles };
}
