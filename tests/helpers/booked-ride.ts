// The booking answer the confirmation screen reads, as the booking form keeps it for the tab: a cash sedan ride
// an hour from now, for tests that open ride/confirmed without booking first.
export const BOOKED_RIDE_KEY = 'travelx_ride_booked';

export const bookedRide = () => ({
  rideId: '6f1c2a3b-0000-4000-8000-000000000042',
  status: 'booked',
  tripCode: '4242',
  vehicleType: 'sedan',
  pickupTime: new Date(Date.now() + 3600_000).toISOString(),
  currency: 'INR',
  rideAmount: 50_000,
  driverBata: 0,
  tolls: 0,
  totalAmount: 50_000,
  cashbackAmount: 0,
  paymentMethod: 'cash',
  paymentTxnId: null,
  upiLink: null,
});
