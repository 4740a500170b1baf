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
});
export type VehicleRates = z.infer<typeof vehicleRatesSchema>;

export const rateCardSchema = z.object({
  vehicleType: z.enum(VEHICLE_TYPES),
  rates: vehicleRatesSchema,
});
export type RateCard = z.infer<typeof rateCardSchema>;
