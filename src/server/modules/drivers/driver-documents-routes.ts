// Drivers' documents in the console: each driver's documents, an upload (an image from the media pipeline and
// its expiry date) that replaces the last of its kind, the office's verify-or-reject, and the banner's list of
// documents expiring within 30 days or expired. Changes take an Idempotency-Key.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentAlertsSchema,
  documentKindParams,
  documentReviewSchema,
  documentUploadSchema,
  driverDocumentSchema,
  driverDocumentsSchema,
} from '../../../domain/drivers/driver-documents';
import { partnerActor } from '../../plugins/partner-roles';
import { documentAlerts, listDocuments, reviewDocument, saveDocument } from './driver-documents';
import { idempotencyHeaders } from '../../lib/idempotency';
import { idempotentReply } from '../../lib/idempotent-reply';

const driverParams = z.object({ id: z.uuid('Unknown driver') });

export const driverDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;

  app.get(
    '/drivers/:id/documents',
    { schema: { params: driverParams, response: { 200: driverDocumentsSchema } } },
    async (request) => listDocuments(db, partnerActor(request).tenant, request.params.id),
  );

  app.put(
    '/drivers/:id/documents/:kind',
    {
      schema: {
        params: documentKindParams,
        headers: idempotencyHeaders,
        body: documentUploadSchema,
        response: { 200: driverDocumentSchema },
      },
    },
    async (request, reply) => {
      const actor = partnerActor(request);
      const { id, kind } = request.params;
      return idempotentReply(db, request, reply, actor, async (tx) => ({
        statusCode: 200,
        body: await saveDocument(tx, actor.tenant, id, kind, request.body),
      }));
    },
  );

  app.post(
    '/drivers/:id/documents/:kind/review',
    {
      schema: {
        params: documentKindParams,
        headers: idempotencyHeaders,
        body: documentReviewSchema,
        response: { 200: driverDocumentSchema },
      },
    },
    async (request, reply) => {
      const actor = partnerActor(request);
      const { id, kind } = request.params;
      return idempotentReply(db, request, reply, actor, async (tx) => ({
        statusCode: 200,
        body: await reviewDocument(tx, actor.tenant, id, kind, request.body),
      }));
    },
  );

  app.get(
    '/driver-documents/alerts',
    { schema: { response: { 200: documentAlertsSchema } } },
    async (request) => documentAlerts(db, partnerActor(request).tenant),
  );
};
