// The live positions shared by every process through Redis: per partner a geo set (GEOADD, GEOSEARCH) that finds
// drivers near a point, and a hash holding each driver's exact position and when it was taken (a geo set keeps
// coordinates to about half a metre, and no time). A put writes both in one MULTI, so no process reads one
// without the other.
import { z } from 'zod';
import { haversineKm } from '../../domain/geo';
import { connectRedisClient } from '../lib/redis-clients';
import { writeClock, type LivePosition, type LivePositions } from './live-positions';

const geoKey = (tenantId: string) => `travelx:live-geo:${tenantId}`;
const hashKey = (tenantId: string) => `travelx:live-at:${tenantId}`;

const storedSchema = z.object({ lat: z.number(), lng: z.number(), at: z.number() });

function parseStored(driverId: string, raw: string | null | undefined): LivePosition | null {
  if (!raw) return null;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? { driverId, ...parsed.data } : null;
  } catch {
    return null;
  }
}

export async function redisLivePositions(
  url: string,
  warn: (error: unknown) => void,
): Promise<LivePositions> {
  const { client, ping, close } = await connectRedisClient(url, warn);
  const clock = writeClock();

  async function remove(tenantId: string, driverIds: string[]) {
    if (driverIds.length === 0) return;
    await client.multi().zRem(geoKey(tenantId), driverIds).hDel(hashKey(tenantId), driverIds).exec();
  }

  async function many(tenantId: string, driverIds: readonly string[]) {
    const found = new Map<string, LivePosition>();
    if (driverIds.length === 0) return found;
    const raws = await client.hmGet(hashKey(tenantId), [...driverIds]);
    driverIds.forEach((driverId, n) => {
      const position = parseStored(driverId, raws[n]);
      if (position) found.set(driverId, position);
    });
    return found;
  }

  return {
    put: async (tenantId, { driverId, lat, lng, at }) => {
      await client
        .multi()
        .geoAdd(geoKey(tenantId), { longitude: lng, latitude: lat, member: driverId })
        .hSet(hashKey(tenantId), driverId, JSON.stringify({ lat, lng, at }))
        .exec();
    },
    remove: async (tenantId, driverId) => {
      clock.forget(driverId);
      await remove(tenantId, [driverId]);
    },
    many,
    near: async (tenantId, { point, radiusKm, freshSince, limit }) => {
      const members = await client.geoSearch(
        geoKey(tenantId),
        { longitude: point.lng, latitude: point.lat },
        { radius: radiusKm, unit: 'km' },
        { SORT: 'ASC', COUNT: limit },
      );
      const positions = await many(tenantId, members);
      const stale = members.filter((driverId) => (positions.get(driverId)?.at ?? 0) < freshSince);
      await remove(tenantId, stale);
      return members
        .map((driverId) => positions.get(driverId))
        .filter((position): position is LivePosition => !!position && position.at >= freshSince)
        .map((position) => ({ ...position, km: haversineKm(point, position) }));
    },
    claimWrite: clock.claim,
    ping,
    close,
  };
}
