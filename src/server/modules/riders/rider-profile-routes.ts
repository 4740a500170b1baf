// The rider's own account: /api/v1/me/profile, /me/phone (code to the new number, then the change),
// /me/saved-places, /me/export (a JSON file) and DELETE /me. Identity comes from the rider's session only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codeSentSchema } from '../../../domain/auth/auth';
import {
  accountDeletedSchema,
  phoneChangeRequestSchema,
  phoneChangeVerifySchema,
  profilePatchSchema,
  riderExportSchema,
  riderProfileSchema,
  savedPlacesBodySchema,
} from '../../../domain/riders/rider-profile';
import { requireSession } from '../../plugins/auth';
import { requireTenant } from '../../plugins/tenant';
import {
  confirmPhoneChange,
  deleteRiderAccount,
  exportRiderData,
  profileOf,
  saveSavedPlaces,
  sendPhoneChangeCode,
  updateProfile,
} from './rider-profile';

const perClientLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export const riderProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, secret } = app.services;

  app.get('/me/profile', { schema: { response: { 200: riderProfileSchema } } }, async (request) =>
    profileOf(requireSession(request, 'rider').user),
  );

  app.patch(
    '/me/profile',
    { schema: { body: profilePatchSchema, response: { 200: riderProfileSchema } } },
    async (request) => updateProfile(db, requireSession(request, 'rider'), request.body),
  );

  app.post(
    '/me/phone/code',
    { config: perClientLimit, schema: { body: phoneChangeRequestSchema, response: { 200: codeSentSchema } } },
    async (request) =>
      sendPhoneChangeCode(
        { db, secret },
        requireTenant(request),
        requireSession(request, 'rider'),
        request.body.phone,
        request.ip,
      ),
  );

  app.post(
    '/me/phone',
    {
      config: perClientLimit,
      schema: { body: phoneChangeVerifySchema, response: { 200: riderProfileSchema } },
    },
    async (request) =>
      confirmPhoneChange(
        { db, secret },
        requireSession(request, 'rider'),
        request.body.phone,
        request.body.code,
      ),
  );

  app.put(
    '/me/saved-places',
    { schema: { body: savedPlacesBodySchema, response: { 200: riderProfileSchema } } },
    async (request) => saveSavedPlaces(db, requireSession(request, 'rider'), request.body.places),
  );

  app.get('/me/export', { schema: { response: { 200: riderExportSchema } } }, async (request, reply) => {
    const data = await exportRiderData(db, requireTenant(request), requireSession(request, 'rider'));
    reply.header('cache-control', 'no-store');
    reply.header(
      'content-disposition',
      `attachment; filename="my-data-${data.exportedAt.slice(0, 10)}.json"`,
    );
    return data;
  });

  app.delete('/me', { schema: { response: { 200: accountDeletedSchema } } }, async (request) =>
    deleteRiderAccount(db, requireSession(request, 'rider')),
  );
};
