// socket.io room names: every connection of a tenant, its partner sessions, a driver's devices, the
// watchers of one ride, and every connection of one signed-in user (closed when their sessions end).
// Kept apart from the socket plugin so the handlers it wires can name rooms without importing it back.
export const tenantRoom = (tenantId: string) => `tenant:${tenantId}`;
export const partnerRoom = (tenantId: string) => `partner:${tenantId}`;
export const rideRoom = (rideId: string) => `ride:${rideId}`;
export const driverRoom = (driverId: string) => `driver:${driverId}`;
export const userRoom = (userId: string) => `user:${userId}`;

/** The kinds of room above, by their name's prefix: metrics count sockets by kind, never by room. */
const ROOM_KINDS = ['tenant', 'partner', 'ride', 'driver', 'user'] as const;

/** Every room kind with how many sockets are in rooms of it (a socket counts once in each room it joined). */
export function socketsByRoomKind(rooms: ReadonlyMap<string, ReadonlySet<string>>) {
  const counts = new Map<string, number>(ROOM_KINDS.map((kind) => [kind, 0]));
  for (const [room, members] of rooms) {
    const kind = room.slice(0, room.indexOf(':'));
    if (counts.has(kind)) counts.set(kind, counts.get(kind)! + members.size);
  }
  return counts;
}
