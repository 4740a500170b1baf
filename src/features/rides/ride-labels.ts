// How a ride is named on screen: the short id partners search by, and translated statuses and ride types.
import type { TFunction } from 'i18next';
import type { RideSummary } from '../../domain/rides/ride';
import { sayServerWords } from '../../domain/server-words';

export function shortRideId(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

export function rideStatusLabel(t: TFunction, status: RideSummary['status']): string {
  return t(`partner.rides.status.${status}`);
}

/** The server's field messages, translated where we know them (here, or as words the server writes); anything
 * else is shown as the server wrote it. */
const FIELD_MESSAGES: Record<string, string> = {
  'Wrong trip code': 'partner.rides.errors.wrongTripCode',
  "Enter the rider's 4-digit trip code": 'partner.rides.errors.tripCodeFormat',
  'Choose a verified driver': 'partner.rides.errors.verifiedDriver',
  'Choose a free driver': 'partner.rides.errors.freeDriver',
  'Choose a free vehicle': 'partner.rides.errors.freeVehicle',
  'Choose a driver': 'partner.rides.errors.chooseDriver',
  'Choose a vehicle': 'partner.rides.errors.chooseVehicle',
  'Give a reason': 'partner.rides.errors.reason',
  'Enter an amount': 'fees.errors.amount',
  'Enter an amount above 0': 'fees.errors.amountAboveZero',
  'More than is left to refund': 'fees.errors.moreThanLeft',
  'Not paid by card': 'fees.errors.notCard',
};

export function fieldMessage(
  t: TFunction,
  message: string | undefined,
  language: string,
): string | undefined {
  if (!message) return undefined;
  const key = FIELD_MESSAGES[message];
  return key ? t(key) : sayServerWords(message, t, language);
}
