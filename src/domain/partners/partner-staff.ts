// A partner's staff and what each role may do. The owner runs everything; a night dispatcher runs rides and
// the fleet but not money or settings; an accountant reads money and customers. One table says which roles
// each partner endpoint admits: the server checks it on every request, the console hides what it forbids.
import { z } from 'zod';
import { emailSchema } from '../auth/auth';
import { PARTNER_ROLES, type PartnerRole } from '../constants';

const ALL: readonly PartnerRole[] = PARTNER_ROLES;
const OWNER: readonly PartnerRole[] = ['owner'];
const OPERATIONS: readonly PartnerRole[] = ['owner', 'dispatcher'];
const MONEY: readonly PartnerRole[] = ['owner', 'accountant'];

/** Every partner endpoint's path starts so; the role table below covers them all (and, for API keys,
 * PARTNER_ROUTE_SCOPES in domain/integrations/api-keys.ts). */
export const PARTNER_API_PREFIX = '/api/v1/partner/';

/** `METHOD /api/v1/partner/...` (the registered route) → the roles it admits; a route not listed is refused. */
export const PARTNER_ROUTE_ROLES: Record<string, readonly PartnerRole[]> = {
  'GET /api/v1/partner/rides': ALL,
  'POST /api/v1/partner/rides/:rideId/actions': OPERATIONS,
  'POST /api/v1/partner/rides/:rideId/sos/acknowledge': OPERATIONS,
  'GET /api/v1/partner/ride-events': ALL,
  'GET /api/v1/partner/rides/:rideId/messages': ALL,
  'GET /api/v1/partner/messages/summary': OWNER,
  'GET /api/v1/partner/vehicles': OPERATIONS,
  'POST /api/v1/partner/vehicles': OPERATIONS,
  'PUT /api/v1/partner/vehicles/:id': OPERATIONS,
  'DELETE /api/v1/partner/vehicles/:id': OPERATIONS,
  'GET /api/v1/partner/drivers': OPERATIONS,
  'POST /api/v1/partner/drivers': OPERATIONS,
  'POST /api/v1/partner/drivers/:id/status': OPERATIONS,
  'DELETE /api/v1/partner/drivers/:id': OPERATIONS,
  'GET /api/v1/partner/drivers/:id/whereabouts': OPERATIONS,
  'GET /api/v1/partner/travel-companies': OPERATIONS,
  'POST /api/v1/partner/travel-companies': OPERATIONS,
  'POST /api/v1/partner/travel-companies/:id/status': OPERATIONS,
  'DELETE /api/v1/partner/travel-companies/:id': OPERATIONS,
  'GET /api/v1/partner/customers': ALL,
  'POST /api/v1/partner/customers/:id/block': OPERATIONS,
  'POST /api/v1/partner/customers/:id/unblock': OPERATIONS,
  'GET /api/v1/partner/leads': ALL,
  'GET /api/v1/partner/wallet': MONEY,
  'GET /api/v1/partner/wallet/statement.csv': MONEY,
  'GET /api/v1/partner/wallet/statement.pdf': MONEY,
  'POST /api/v1/partner/wallet/payouts': MONEY,
  'GET /api/v1/partner/billing': MONEY,
  'GET /api/v1/partner/promo-codes': MONEY,
  'POST /api/v1/partner/promo-codes': OWNER,
  'POST /api/v1/partner/promo-codes/:id/archive': OWNER,
  'PUT /api/v1/partner/rider-rewards': OWNER,
  'GET /api/v1/partner/referral-rewards': OWNER,
  'PUT /api/v1/partner/referral-rewards': OWNER,
  'GET /api/v1/partner/rides/:rideId/invoice.pdf': ALL,
  'GET /api/v1/partner/rides/:rideId/refunds': MONEY,
  'POST /api/v1/partner/rides/:rideId/refunds': MONEY,
  'GET /api/v1/partner/ratings': ALL,
  'GET /api/v1/partner/callers': OPERATIONS,
  'POST /api/v1/partner/bookings': OPERATIONS,
  'GET /api/v1/partner/support/tickets': OPERATIONS,
  'POST /api/v1/partner/support/tickets/:id/answer': OPERATIONS,
  'POST /api/v1/partner/support/tickets/:id/status': OPERATIONS,
  'GET /api/v1/partner/blog/posts': OWNER,
  'GET /api/v1/partner/blog/posts/:id': OWNER,
  'POST /api/v1/partner/blog/posts': OWNER,
  'PUT /api/v1/partner/blog/posts/:id': OWNER,
  'DELETE /api/v1/partner/blog/posts/:id': OWNER,
  'POST /api/v1/partner/blog/images': OWNER,
  'POST /api/v1/partner/blog/drafts': OWNER,
  'GET /api/v1/partner/settings': OWNER,
  'PATCH /api/v1/partner/settings': OWNER,
  'POST /api/v1/partner/settings/domain-check': OWNER,
  'POST /api/v1/partner/settings/whatsapp-test': OWNER,
  'POST /api/v1/partner/media': OWNER,
  'GET /api/v1/partner/rate-cards': OWNER,
  'PUT /api/v1/partner/rate-cards/:vehicleType': OWNER,
  'GET /api/v1/partner/staff': OWNER,
  'POST /api/v1/partner/staff': OWNER,
  'PATCH /api/v1/partner/staff/:id': OWNER,
  'DELETE /api/v1/partner/staff/:id': OWNER,
  'GET /api/v1/partner/webhooks': OWNER,
  'POST /api/v1/partner/webhooks': OWNER,
  'DELETE /api/v1/partner/webhooks/:id': OWNER,
  'POST /api/v1/partner/webhooks/:id/test': OWNER,
  'GET /api/v1/partner/webhooks/:id/deliveries': OWNER,
  'GET /api/v1/partner/api-keys': OWNER,
  'POST /api/v1/partner/api-keys': OWNER,
  'DELETE /api/v1/partner/api-keys/:id': OWNER,
  'GET /api/v1/partner/insights': MONEY,
  'GET /api/v1/partner/drivers/:id/documents': OPERATIONS,
  'PUT /api/v1/partner/drivers/:id/documents/:kind': OPERATIONS,
  'POST /api/v1/partner/drivers/:id/documents/:kind/review': OPERATIONS,
  'GET /api/v1/partner/driver-documents/alerts': OPERATIONS,
  'POST /api/v1/partner/driver-documents/images': OPERATIONS,
};

/** The console's areas and who sees them; the navigation and screens read this, the server the table above. */
export const PARTNER_AREAS = {
  rides: ALL,
  dispatch: OPERATIONS,
  fleet: OPERATIONS,
  customers: ALL,
  chat: OPERATIONS,
  help: OPERATIONS,
  wallet: MONEY,
  insights: MONEY,
  /** The console home's revenue and commission: the rides list answers them only to these roles. */
  revenue: MONEY,
  blog: OWNER,
  settings: OWNER,
  staff: OWNER,
} as const satisfies Record<string, readonly PartnerRole[]>;
export type PartnerArea = keyof typeof PARTNER_AREAS;

export const mayUse = (role: PartnerRole, area: PartnerArea) =>
  (PARTNER_AREAS[area] as readonly PartnerRole[]).includes(role);

export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(PARTNER_ROLES),
  /** False until the invited person first logs in. */
  joined: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffCreateSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80),
  email: emailSchema,
  role: z.enum(PARTNER_ROLES),
});
export const staffPatchSchema = staffCreateSchema.pick({ name: true, role: true }).partial();
export const staffListSchema = z.object({ data: z.array(staffMemberSchema) });
export const staffMemberResponseSchema = z.object({ data: staffMemberSchema });
