// GET /api/v1/partner/drivers and /travel-companies: the members with Total / Online / Offline totals.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { OUTBOX_OVERLAID_META } from '../../domain/constants';
import { overlayCrew } from '../../domain/outbox-overlay';
import { crewResponseSchema, type CrewMember } from '../../domain/drivers/fleet';
import { apiRequestKept } from '../../lib/offline/offline-snapshots';
import { usePendingActions } from '../../lib/offline/outbox';
import { crewKey, type CrewKind } from './fleet-keys';

export function crewQueryOptions(kind: CrewKind) {
  return queryOptions({
    queryKey: crewKey(kind),
    queryFn: ({ signal }) =>
      apiRequestKept(`/api/v1/partner/${kind}`, { schema: crewResponseSchema, session: 'business', signal }),
    staleTime: 15_000,
    meta: OUTBOX_OVERLAID_META,
  });
}

/** The drivers or companies as they will be once the queued actions reach the server. */
export function useCrew(kind: CrewKind) {
  const pending = usePendingActions();
  const select = useCallback(
    (data: { members: CrewMember[] }) => overlayCrew(kind, data, pending),
    [kind, pending],
  );
  return useQuery({ ...crewQueryOptions(kind), select });
}
