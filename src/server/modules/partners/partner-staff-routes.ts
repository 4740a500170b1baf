// The owner's staff list: invite by e-mail with a role, change a name or role, remove. Each change takes an
// Idempotency-Key like every partner mutation; only owners reach these routes (partner-roles hook).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localePath, ROUTES } from '../../../domain/routes';
import {
  staffCreateSchema,
  staffListSchema,
  staffMemberResponseSchema,
  staffPatchSchema,
} from '../../../domain/partners/partner-staff';
import { partnerActor } from '../../plugins/partner-roles';
import { requestOrigin } from '../../plugins/tenant';
import { idempotencyHeaders } from '../../lib/idempotency';
import { inviteStaff, listStaff, removeStaff, updateStaff } from './staff';
import { idempotentReply } from '../../lib/idempotent-reply';

const idParams = z.object({ id: z.uuid('Unknown staff member') });

export const partnerStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer } = app.services;

  app.get('/staff', { schema: { response: { 200: staffListSchema } } }, async (request) => ({
    data: await listStaff(db, partnerActor(request).tenant.id),
  }));

  app.post(
    '/staff',
    {
      schema: {
        headers: idempotencyHeaders,
        body: staffCreateSchema,
        response: { 201: staffMemberResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = partnerActor(request);
      const loginUrl = `${requestOrigin(request)}${localePath(ROUTES.travelLogin, null)}`;
      return idempotentReply(db, request, reply, actor, async (tx) => ({
        statusCode: 201,
        body: { data: await inviteStaff(tx, mailer, actor.tenant, request.body, loginUrl) },
      }));
    },
  );

  app.patch(
    '/staff/:id',
    {
      schema: {
        params: idParams,
        headers: idempotencyHeaders,
        body: staffPatchSchema,
        response: { 200: staffMemberResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = partnerActor(request);
      return idempotentReply(db, request, reply, actor, async (tx) => ({
        statusCode: 200,
        body: { data: await updateStaff(tx, actor.tenant.id, request.params.id, request.body) },
      }));
    },
  );

  app.delete(
    '/staff/:id',
    {
      schema: {
        params: idParams,
        headers: idempotencyHeaders,
        response: { 200: z.object({ removed: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const actor = partnerActor(request);
      return idempotentReply(db, request, reply, actor, async (tx) => {
        await removeStaff(tx, actor.tenant.id, request.params.id);
        return { statusCode: 200, body: { removed: true as const } };
      });
    },
  );
};
