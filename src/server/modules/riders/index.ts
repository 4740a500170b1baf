// riders: the people who ride and the partner's view of them. The rider's profile and phone change, the texts
// they get by SMS or WhatsApp, customers and their history, leads, visits and campaigns, support tickets and the
// contact form. Owns leads, visits, support_tickets, support_messages and contact_enquiries.
import type { RegisterModule } from '../../lib/server-module';
import { contactRoutes } from './contact-routes';
import { leadRoutes } from './leads-routes';
import { partnerCustomerRoutes } from './partner-customers-routes';
import { riderProfileRoutes } from './rider-profile-routes';
import { supportRoutes } from './support-routes';
import { partnerInsightRoutes, visitRoutes } from './visits-routes';

export { listCustomers, listRideEvents } from './customers';
export { convertLeads, leadFromChat } from './leads';
export { rideRef, tellRider, type RiderNotice } from './rider-messages';
export { sessionCampaign } from './visits';

export const register: RegisterModule = async (app) => {
  await app.register(partnerCustomerRoutes, { prefix: '/api/v1/partner' });
  await app.register(partnerInsightRoutes, { prefix: '/api/v1/partner' });
  await app.register(contactRoutes, { prefix: '/api/v1' });
  await app.register(visitRoutes, { prefix: '/api/v1' });
  await app.register(riderProfileRoutes, { prefix: '/api/v1' });
  await app.register(supportRoutes, { prefix: '/api/v1' });
  await app.register(leadRoutes, { prefix: '/api/v1' });
};
