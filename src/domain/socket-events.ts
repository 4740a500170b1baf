// The socket.io event names the server and the PWA share; kept apart from the other constants so the rider
// home, which opens no socket, does not carry them.
export const SOCKET_EVENTS = {
  userMessage: 'userMessage',
  agentMessage: 'agentMessage',
  rideBooked: 'ride:booked',
  rideUpdated: 'ride:updated',
  driverLocation: 'driver:location',
  watchRide: 'ride:watch',
  partnerMessage: 'partnerMessage',
  partnerAgentMessage: 'partnerAgentMessage',
  /** To a driver's devices: an offer came, or one of their rides changed (refetch the driver home). */
  driverRidesChanged: 'driver:rides',
  /** From a driver's phone: its position, answered with an ack (driver-app.ts `socketPositionAckSchema`). */
  driverPosition: 'driver:position',
  /** To a driver's devices: the office took one of their rides off them, with its reason. */
  driverRideTaken: 'driver:ride-taken',
  /** To the partner's console: the latest position of each driver that moved, at most one batch a second. */
  fleetPositions: 'fleet:positions',
  /** To the partner's console: a driver went on or off duty. */
  driverDuty: 'driver:duty',
  /** To the partner's console: something needs a person now (trip code locked, SOS). */
  rideAlert: 'ride:alert',
  /** To the partner's console: someone in the office acknowledged a ride's SOS. */
  sosAcknowledged: 'ride:sos-acknowledged',
  /** To every client of a process that is shutting down: reconnect now (the proxy sends it to another process). */
  serverRestarting: 'server:restarting',
} as const;
