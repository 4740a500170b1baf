// India's GST identification number (GSTIN) and the state codes it starts with: a partner's invoicing settings
// are checked with `gstinSchema`, and an invoice's place of supply is named by the same codes.
import { z } from 'zod';

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** State and union-territory codes of the GST registry (the first two digits of a GSTIN). */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

/** The GST state code of a state's name as the places gazetteer writes it, or null. */
export function gstStateCode(stateName: string): string | null {
  const wanted = stateName.trim().toLowerCase();
  const found = Object.entries(GST_STATES).find(([, name]) => name.toLowerCase() === wanted);
  return found ? found[0] : null;
}

/** The 15th character: each of the first 14 (base 36) weighted 1, 2, 1, 2…, the products' base-36 digits
 * summed, and the check the amount that makes the sum a multiple of 36. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let at = 0; at < 14; at += 1) {
    const product = BASE36.indexOf(first14[at]!) * (at % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

/** State code, PAN (5 letters, 4 digits, a letter), entity number, `Z`, check character. */
const GSTIN_SHAPE = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export function isValidGstin(gstin: string): boolean {
  const shape = GSTIN_SHAPE.exec(gstin);
  return Boolean(shape && shape[1]! in GST_STATES && gstinCheckCharacter(gstin) === gstin[14]);
}

/** Empty (not registered) or a valid GSTIN; spaces are dropped and letters upper-cased as typed. */
export const gstinSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z.union([
      z.literal(''),
      z
        .string()
        .regex(GSTIN_SHAPE, 'Enter the 15-character GSTIN, like 33ABCDE1234F1Z5')
        .refine((gstin) => gstin.slice(0, 2) in GST_STATES, 'The first two digits are not a state code')
        .refine(isValidGstin, 'This GSTIN’s last character does not match: check for a typo'),
    ]),
  );
