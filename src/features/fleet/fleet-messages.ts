// The shared schemas' field messages mapped to translation keys, so forms speak the visitor's language; a
// message we do not know (a new server rule) is shown as written.
import type { TFunction } from 'i18next';
import { plateExampleIn } from '../../domain/drivers/vehicle-plate';

const MESSAGES: Record<string, string> = {
  'Vehicle type is required': 'partner.vehicles.errors.typeRequired',
  'Vehicle model is required': 'partner.vehicles.errors.modelRequired',
  'Vehicle number is required': 'partner.vehicles.errors.numberRequired',
  'At most 16 characters': 'partner.vehicles.errors.numberMax',
  'At most 50 characters': 'partner.crew.errors.nameMax',
  'Phone number is required': 'partner.crew.errors.phoneRequired',
  'Invalid phone number': 'partner.crew.errors.phoneInvalid',
  'This phone number is already added': 'partner.crew.errors.phoneTaken',
};

export function fleetMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const example = plateExampleIn(message);
  if (example) return t('partner.vehicles.errors.numberPattern', { example });
  const key = MESSAGES[message];
  return key ? t(key) : message;
}
