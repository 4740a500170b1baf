// Shapes a ride row into the summary partners see, in lists and in live notifications alike.
import type { RideSummary } from '../../../domain/rides/ride';
import type { RideRow } from './bookings';

export function rideSummary(ride: RideRow): RideSummary {
  return {
    id: ride.id,
    status: ride.status as RideSummary['status'],
    customerName: ride.customerName,
    customerPhone: ride.customerPhone,
    pickup: ride.pickupName,
    dropoff: ride.dropoffName,
    service: ride.service as RideSummary['service'],
    tripType: ride.tripType as RideSummary['tripType'],
    vehicleType: ride.vehicleType as RideSummary['vehicleType'],
    pickupTime: ride.pickupAt.toISOString(),
    returnTime: ride.returnAt?.toISOString() ?? null,
    tripCode: ride.tripCode,
    totalAmount: ride.totalAmount,
    currency: ride.currency,
    paymentMethod: ride.paymentMethod as RideSummary['paymentMethod'],
    flightNumber: ride.flightNumber,
    createdAt: ride.createdAt.toISOString(),
  };
}
