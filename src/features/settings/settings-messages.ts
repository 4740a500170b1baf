// The settings forms' error texts in the partner's language: the shared schemas' messages (the server sends the
// same ones under `fields`) map to translation keys; a message we do not know is shown as the server wrote it.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { DEFAULT_LANGUAGE_OFFERED } from '../../domain/partners/partner-settings';
import { ApiRequestError } from '../../lib/api-client';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const MESSAGES: Record<string, string> = {
  'Business name is required': 'signup.errors.nameRequired',
  'Name is required': 'settings.errors.nameRequired',
  'E-mail is required': 'signup.errors.emailRequired',
  'Enter a valid e-mail address': 'signup.errors.emailInvalid',
  'Enter a domain like mytravels.com': 'signup.errors.domainInvalid',
  'Enter a colour like #1d4ed8': 'settings.errors.color',
  'Use 1 to 40 letters, digits and hyphens, not starting or ending with a hyphen': 'settings.errors.slug',
  'Enter a UPI ID like yourname@okaxis': 'settings.errors.upi',
  'Upload an image': 'settings.errors.image',
  'Enter digits only': 'settings.errors.digits',
  'The phone-number id is digits only': 'settings.errors.digits',
  'Use a three-letter currency code': 'settings.errors.currency',
  'Pick places from the list': 'settings.errors.places',
  'Choose at least one language': 'settings.errors.languages',
  [DEFAULT_LANGUAGE_OFFERED]: 'settings.errors.defaultLanguage',
  'This domain is already taken': 'signup.errors.domainTaken',
  'Choose a time zone like Asia/Kolkata': 'settings.errors.timezone',
  'Your address on us is set by the slug above': 'settings.errors.customDomainOurs',
  'Use a domain name, not an IP address': 'settings.errors.domainIp',
  'Use a public domain, not a local name': 'settings.errors.domainLocal',
  'This address is reserved. Choose another': 'settings.errors.slugReserved',
  'Already connected to another business': 'settings.errors.whatsappTaken',
  'Enter the 15-character GSTIN, like 33ABCDE1234F1Z5': 'invoices.errors.gstinShape',
  'The first two digits are not a state code': 'invoices.errors.gstinState',
  'This GSTIN’s last character does not match: check for a typo': 'invoices.errors.gstinCheck',
  'Enter a number': 'fees.errors.number',
  'Enter whole minutes': 'fees.errors.wholeMinutes',
  'Enter 0 or more': 'fees.errors.notNegative',
  'At most 48 hours (2880 minutes)': 'fees.errors.max2880',
  'At most 60 minutes': 'fees.errors.max60',
  'At most 120 minutes': 'fees.errors.max120',
  'Wait at least 1 minute': 'fees.errors.waitOne',
  'At most 100%': 'fees.errors.max100',
  'At most 10,000': 'fees.errors.maxFixed',
  'Enter a time like 07:30': 'bookingWindow.errors.time',
  'At most 7 days (10080 minutes)': 'bookingWindow.errors.maxLead',
  'At most 28 opening times': 'bookingWindow.errors.tooMany',
  'Add at least one opening time': 'bookingWindow.errors.noHours',
  'Write the question': 'faqSettings.errors.question',
  'Write the answer': 'faqSettings.errors.answer',
  'At most 200 characters': 'settings.errors.tooLong',
  'At most 2000 characters': 'settings.errors.tooLong',
  'At most 30 questions': 'faqSettings.errors.tooMany',
  'Use 3 to 11 letters and digits, or a number like +919876543210': 'riderTexts.own.errors.sender',
  'A DLT entity id is 10 to 25 digits': 'riderTexts.own.errors.entityId',
  'A DLT template id is 10 to 25 digits': 'riderTexts.own.errors.templateId',
  'Write the registered wording': 'riderTexts.own.errors.wording',
  "MSG91's template id is 8 to 40 letters and digits": 'riderTexts.own.errors.msg91TemplateId',
  'Give the sender your templates are registered under': 'riderTexts.own.errors.needsSender',
  'At least 10 seconds': 'dispatchSettings.errors.min10Seconds',
  'At most 10 minutes': 'dispatchSettings.errors.max10Minutes',
  'From 1 to 20 drivers': 'dispatchSettings.errors.offers',
  'At least 15 minutes': 'dispatchSettings.errors.min15Minutes',
  'At most 12 hours': 'dispatchSettings.errors.max12Hours',
  'At least 1 km': 'dispatchSettings.errors.min1Km',
  'At most 100 km': 'dispatchSettings.errors.max100Km',
  'At least the first radius': 'dispatchSettings.errors.widest',
};

/** zod's own messages for fields without one of ours, by their first words. */
const GENERIC: readonly [RegExp, string][] = [
  [/^Too big/i, 'settings.errors.tooLong'],
  [/^Too small/i, 'settings.errors.required'],
  [/^Invalid (URL|url)/, 'settings.errors.url'],
  [/^Invalid/i, 'settings.errors.invalid'],
];

export function settingsMessage(t: Translate, message: string | undefined): string | undefined {
  if (!message) return undefined;
  // A taken slug comes back with a free one to try: the suggestion is kept, the words translated.
  const taken = /^Taken\. Try (\S+)$/.exec(message);
  if (taken) return t('settings.errors.slugTaken', { suggestion: taken[1] });
  // A wording with the wrong variables names the ones to keep: they stay as written, the words are translated.
  const variables = /^Use exactly these variables: (.+)$/.exec(message);
  if (variables) return t('riderTexts.own.errors.variables', { variables: variables[1] });
  const key = MESSAGES[message] ?? GENERIC.find(([pattern]) => pattern.test(message))?.[1];
  return key ? t(key) : message;
}

/**
 * Puts the server's field errors of one section (`brand.primaryColor` → `primaryColor`) under the form's fields;
 * answers whether any landed, so the caller shows the message as a whole otherwise.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  section: string,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  let placed = false;
  for (const [path, text] of Object.entries(error.fields)) {
    const name = path.startsWith(`${section}.`) ? path.slice(section.length + 1) : path;
    const field = fields.find((candidate) => candidate === name || name.startsWith(`${candidate}.`));
    if (!field) continue;
    setError(field, { type: 'server', message: text }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
