// The contact-us form (spec 2.5 and 3): its fields, the checks shared by the form and `POST /api/v1/contact`
// (each message is an error code the PWA translates, so server and browser errors read alike), and the answer.
import { z } from 'zod';
import { LIMITS } from '../constants';

/** What the visitor is looking for; the form's 'Please Select' placeholder is the empty value. */
export const CONTACT_TOPICS = ['product', 'pricing', 'meeting'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_LIMITS = { companyMax: 100, enquiryMin: 10, enquiryMax: 2000 } as const;

export const CONTACT_ERRORS = [
  'firstNameRequired',
  'lastNameRequired',
  'nameTooLong',
  'companyTooLong',
  'emailRequired',
  'emailInvalid',
  'topicRequired',
  'enquiryTooShort',
  'enquiryTooLong',
] as const;
export type ContactError = (typeof CONTACT_ERRORS)[number];

const name = (required: ContactError) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(LIMITS.nameMax, 'nameTooLong' satisfies ContactError);

export const contactRequestSchema = z.object({
  firstName: name('firstNameRequired'),
  lastName: name('lastNameRequired'),
  company: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.companyMax, 'companyTooLong' satisfies ContactError)
    .default(''),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'emailRequired' satisfies ContactError)
    .max(254, 'emailInvalid' satisfies ContactError)
    .pipe(z.email('emailInvalid' satisfies ContactError)),
  lookingFor: z.enum(CONTACT_TOPICS, 'topicRequired' satisfies ContactError),
  enquiry: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.enquiryMin, 'enquiryTooShort' satisfies ContactError)
    .max(CONTACT_LIMITS.enquiryMax, 'enquiryTooLong' satisfies ContactError),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
/** The form's own values: the topic may still be the placeholder. */
export type ContactFormValues = Omit<z.input<typeof contactRequestSchema>, 'lookingFor'> & {
  lookingFor: ContactTopic | '';
};

export const contactReceivedSchema = z.object({
  data: z.object({ id: z.string(), received: z.literal(true) }),
});

export function isContactError(code: string | undefined): code is ContactError {
  return (CONTACT_ERRORS as readonly string[]).includes(code ?? '');
}
