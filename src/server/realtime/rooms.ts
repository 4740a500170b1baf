// socket.io room names: every connection of a tenant, its partner sessions, a driver's devices, the
// watchers of one ride, and every connection of one signed-in user (closed when their sessions end).
// Kept apart from the socket plugin so the handlers it wires can name rooms without importing it back.
export const tenantRoom = (tenantId: string) => `tenant:${tenantId}`;
export const partnerRoom = (tenantId: string) => `partner:${tenantId}`;
export const rideRoom = (rideId: string) => `ride:${rideId}`;
export const driverRoom = (driverId: string) => `driver:${driverId}`;
export const userRoom = (userId: string) => `user:${userId}`;
