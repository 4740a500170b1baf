// The partner blocking an abusive rider (with a reason) and lifting it again; the customers list shows both.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blockRiderSchema, customerSchema } from '../../../domain/riders/customers';
import { partnerActor } from '../../plugins/partner-roles';
import { userRoom } from '../../realtime/rooms';
import { setRiderBlock } from './customers';

const riderParams = z.object({ id: z.uuid('Unknown rider id') });

export const partnerCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;

  app.post(
    '/customers/:id/block',
    { schema: { params: riderParams, body: blockRiderSchema, response: { 200: customerSchema } } },
    async (request) => {
      const blocked = await setRiderBlock(db, partnerActor(request).tenant, request.params.id, request.body);
      // The rider's open sockets (chat, ride tracking) were admitted with sessions that just ended.
      app.io.in(userRoom(blocked.id)).disconnectSockets(true);
      return blocked;
    },
  );

  app.post(
    '/customers/:id/unblock',
    { schema: { params: riderParams, response: { 200: customerSchema } } },
    async (request) => setRiderBlock(db, partnerActor(request).tenant, request.params.id, null),
  );
};
