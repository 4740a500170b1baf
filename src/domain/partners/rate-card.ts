// A partner's prices for one vehicle type, per ride service, in integer paise. Stored as JSON per vehicle type
// and parsed with this schema on the way out of the database, so a bad row can never price a ride.
import { z } from 'zod';
import { VEHICLE_TYPES } from '../constants';

const paise = z.number().int().min(0);

export const distanceRatesSchema = z.object({
  baseFare: paise,
  perKm: paise,
  perMinute: paise,
  minimumFare: paise,
});

export const WAITING_FREE_MINUTES_MAX = 120;

export const waitingRatesSchema = z.object({
  freeMinutes: z
    .number()
    .int('Enter whole minutes')
    .min(0, 'Enter minutes of zero or more')
    .max(WAITING_FREE_MINUTES_MAX, `Enter at most ${WAITING_FREE_MINUTES_MAX} minutes`),
  perMinute: paise,
});
export type WaitingRates = z.infer<typeof waitingRatesSchema>;

export const rentalPackageSchema = z.object({
  hours: z.number().int().min(1).max(24),
  km: z.number().int().min(1),
  price: paise,
});
export type RentalPackage = z.infer<typeof rentalPackageSchema>;

export const vehicleRatesSchema = z.object({
  seats: z.number().int().min(1).max(60),
  local: distanceRatesSchema,
  airport: distanceRatesSchema,
  outstation: z.object({
    perKm: paise,
    /** Days of a return trip are billed at least this many km each. */
    minKmPerDay: z.number().int().min(0),
    driverAllowancePerDay: paise,
    tollPerKm: paise,
  }),
  rental: z.object({
    packages: z.array(rentalPackageSchema).min(1),
    extraKm: paise,
    extraHour: paise,
  }),
  night: z.object({
    startHour: z.number().int().min(0).max(23),
    endHour: z.number().int().min(0).max(23),
    surchargeBps: z.number().int().min(0).max(10_000),
  }),
  /** Waiting at the pickup: free minutes once the driver is there, then a charge per started minute (0 = none).
   * Defaulted so cards stored before it existed still parse, charging nothing. */
  waiting: waitingRatesSchema.default({ freeMinutes: 5, perMinute: 0 }),
});
export type VehicleRates = z.infer<typeof vehicleRatesSchema>;

export const rateCardSchema = z.object({
  vehicleType: z.enum(VEHICLE_TYPES),
  rates: vehicleRatesSchema,
});
export type RateCard = z.infer<typeof rateCardSchema>;
