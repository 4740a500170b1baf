// drivers: the partner's fleet and the people who drive it. Drivers and vehicles, their documents with expiry
// reminders, and what the driver app shows (duty, position, offers, earnings). Owns drivers, vehicles and
// driver_documents.
import type { RegisterModule } from '../../lib/server-module';
import { documentRemindersPlugin } from './document-reminders-plugin';
import { driverDocumentRoutes } from './driver-documents-routes';
import { partnerFleetRoutes } from './partner-fleet-routes';

export {
  driverForSession,
  driverHome,
  positionTakenAt,
  recordDriverPosition,
  rideDriverId,
  setDuty,
  toDriverRide,
  type DriverRow,
} from './driver-app';
export { overlaid, persistLivePosition, storeLivePosition, withLivePosition } from './live-position';
export { expiredDocumentReason, noExpiredDocument } from './driver-documents';
export { listCrew } from './fleet';

export const register: RegisterModule = async (app) => {
  const { db, env } = app.services;
  await app.register(partnerFleetRoutes, { prefix: '/api/v1/partner' });
  await app.register(driverDocumentRoutes, { prefix: '/api/v1/partner' });
  await app.register(documentRemindersPlugin, { db, sweepMs: env.DOCUMENT_SWEEP_MS });
};
