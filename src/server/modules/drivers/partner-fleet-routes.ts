// The partner's fleet: vehicles, drivers and travel companies. Drivers and companies share one set of routes
// over their own tables; every change takes an Idempotency-Key.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Country } from '../../../domain/constants';
import {
  accountActionSchema,
  crewInputSchema,
  crewMemberSchema,
  crewResponseSchema,
  vehicleInputSchema,
  vehicleSchema,
  vehiclesResponseSchema,
} from '../../../domain/drivers/fleet';
import { drivers, travelCompanies } from '../../db/schema';
import { requireSession } from '../../plugins/auth';
import { requireTenant } from '../../plugins/tenant';
import {
  addCrewMember,
  addVehicle,
  changeAccountStatus,
  listCrew,
  listVehicles,
  removeCrewMember,
  removeVehicle,
  updateVehicle,
  withCanonicalPlate,
  type CrewTable,
} from './fleet';
import { idempotencyHeaders } from '../../lib/idempotency';
import { idempotentReply } from '../../lib/idempotent-reply';

const idParams = z.object({ id: z.uuid('Unknown id') });
const removedSchema = z.object({ removed: z.literal(true) });

function partner(request: FastifyRequest) {
  const session = requireSession(request, 'partner');
  return { tenant: requireTenant(request), session };
}

export const partnerFleetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;

  app.get('/vehicles', { schema: { response: { 200: vehiclesResponseSchema } } }, async (request) =>
    listVehicles(db, partner(request).tenant.id),
  );

  app.post(
    '/vehicles',
    { schema: { headers: idempotencyHeaders, body: vehicleInputSchema, response: { 201: vehicleSchema } } },
    async (request, reply) => {
      const actor = partner(request);
      const input = withCanonicalPlate(actor.tenant.countryCode as Country, request.body);
      return idempotentReply(db, request, reply, actor, async (tx) => ({
        statusCode: 201,
        body: await addVehicle(tx, actor.tenant.id, input),
      }));
    },
  );

  app.put(
    '/vehicles/:id',
    {
      schema: {
        params: idParams,
        headers: idempotencyHeaders,
        body: vehicleInputSchema,
        response: { 200: vehicleSchema },
      },
    },
    async (request, reply) => {
      const actor = partner(request);
      return idempotentReply(db, request, reply, actor, async (tx) => ({
        statusCode: 200,
        body: await updateVehicle(tx, actor.tenant, request.params.id, request.body),
      }));
    },
  );

  app.delete(
    '/vehicles/:id',
    { schema: { params: idParams, headers: idempotencyHeaders, response: { 200: removedSchema } } },
    async (request, reply) => {
      const actor = partner(request);
      return idempotentReply(db, request, reply, actor, async (tx) => {
        await removeVehicle(tx, actor.tenant.id, request.params.id);
        return { statusCode: 200, body: { removed: true as const } };
      });
    },
  );

  for (const [path, table] of [
    ['drivers', drivers],
    ['travel-companies', travelCompanies],
  ] as const) {
    await app.register(crewRoutes(table), { prefix: `/${path}` });
  }
};

function crewRoutes(table: CrewTable): FastifyPluginAsyncZod {
  return async (app) => {
    const { db, livePositions } = app.services;
    /** A driver no longer verified, or removed, leaves the live index at once: no offer reaches them after. */
    const leaveIndex = (tenantId: string, id: string) =>
      table === drivers ? livePositions.remove(tenantId, id) : Promise.resolve();

    app.get('/', { schema: { response: { 200: crewResponseSchema } } }, async (request) =>
      listCrew(db, table, partner(request).tenant.id, new Date(), livePositions),
    );

    app.post(
      '/',
      { schema: { headers: idempotencyHeaders, body: crewInputSchema, response: { 201: crewMemberSchema } } },
      async (request, reply) => {
        const actor = partner(request);
        return idempotentReply(db, request, reply, actor, async (tx) => ({
          statusCode: 201,
          body: await addCrewMember(tx, table, actor.tenant.id, request.body),
        }));
      },
    );

    app.post(
      '/:id/status',
      {
        schema: {
          params: idParams,
          headers: idempotencyHeaders,
          body: accountActionSchema,
          response: { 200: crewMemberSchema },
        },
      },
      async (request, reply) => {
        const actor = partner(request);
        return idempotentReply(db, request, reply, actor, async (tx) => {
          const { id } = request.params;
          const member = await changeAccountStatus(tx, table, actor.tenant.id, id, request.body.action);
          if (member.accountStatus !== 'Verified') await leaveIndex(actor.tenant.id, id);
          return { statusCode: 200, body: member };
        });
      },
    );

    app.delete(
      '/:id',
      { schema: { params: idParams, headers: idempotencyHeaders, response: { 200: removedSchema } } },
      async (request, reply) => {
        const actor = partner(request);
        return idempotentReply(db, request, reply, actor, async (tx) => {
          await removeCrewMember(tx, table, actor.tenant.id, request.params.id);
          await leaveIndex(actor.tenant.id, request.params.id);
          return { statusCode: 200, body: { removed: true as const } };
        });
      },
    );
  };
}
