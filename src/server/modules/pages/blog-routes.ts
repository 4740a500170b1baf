// The blog API: readers list and open a tenant's posts; its partner creates, edits and deletes them, uploads
// covers and asks for description drafts. Tenant and author come from the host and the session only.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  blogDraftRequestSchema,
  blogDraftSchema,
  blogListQuerySchema,
  blogPostInputSchema,
  ownBlogPostsSchema,
  uploadedImageSchema,
} from '../../../domain/pages/blog';
import { blogListResponseSchema, blogPostSchema } from '../../../domain/pages/blog-post';
import { BLOG_LIMITS } from '../../../domain/pages/blog-limits';
import { ERROR_CODES } from '../../../domain/errors';
import { HttpError } from '../../http-error';
import { requireSession } from '../../plugins/auth';
import { requireTenant } from '../../plugins/tenant';
import {
  createPost,
  deletePost,
  getOwnPost,
  getPost,
  listOwnPosts,
  listPosts,
  updatePost,
} from './blog-posts';
import { draftDescription } from './blog-drafts';
import { idempotencyHeaders } from '../../lib/idempotency';
import { storeImage } from '../media';
import { idempotentReply } from '../../lib/idempotent-reply';
import { createDecodeGate, UploadRefused } from '../media';

const idParams = z.object({ id: z.uuid('Unknown id') });
const slugParams = z.object({ slug: z.string().min(1).max(200) });
const removedSchema = z.object({ removed: z.literal(true) });

function partner(request: FastifyRequest) {
  const session = requireSession(request, 'partner');
  return { tenant: requireTenant(request), session };
}

/** The one file of a multipart upload, whole, or a 4xx naming what was wrong with it. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new HttpError(415, ERROR_CODES.unsupportedMediaType, 'Send the image as multipart/form-data.');
  }
  const file = await request.file();
  if (!file) throw new HttpError(400, ERROR_CODES.badRequest, 'Attach an image file.', { image: 'missing' });
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, ERROR_CODES.tooLarge, 'Images can be at most 5 MB.', { image: 'tooLarge' });
    }
    throw error;
  }
}

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app.services;
  await app.register(multipart, { limits: { fileSize: BLOG_LIMITS.imageBytesMax, files: 1, fields: 0 } });

  app.get(
    '/blog/posts',
    { schema: { querystring: blogListQuerySchema, response: { 200: blogListResponseSchema } } },
    async (request) => listPosts(db, requireTenant(request).id, request.query),
  );

  app.get(
    '/blog/posts/:slug',
    { schema: { params: slugParams, response: { 200: blogPostSchema } } },
    async (request) => getPost(db, requireTenant(request).id, request.params.slug),
  );

  app.get('/partner/blog/posts', { schema: { response: { 200: ownBlogPostsSchema } } }, async (request) =>
    listOwnPosts(db, partner(request).tenant.id),
  );

  app.get(
    '/partner/blog/posts/:id',
    { schema: { params: idParams, response: { 200: blogPostSchema } } },
    async (request) => getOwnPost(db, partner(request).tenant.id, request.params.id),
  );

  app.post(
    '/partner/blog/posts',
    { schema: { headers: idempotencyHeaders, body: blogPostInputSchema, response: { 201: blogPostSchema } } },
    async (request, reply) => {
      const actor = partner(request);
      return idempotentReply(db, request, reply, actor, async (tx) => ({
        statusCode: 201,
        body: await createPost(tx, actor.tenant.id, request.body),
      }));
    },
  );

  app.put(
    '/partner/blog/posts/:id',
    {
      schema: {
        params: idParams,
        headers: idempotencyHeaders,
        body: blogPostInputSchema,
        response: { 200: blogPostSchema },
      },
    },
    async (request, reply) => {
      const actor = partner(request);
      return idempotentReply(db, request, reply, actor, async (tx) => ({
        statusCode: 200,
        body: await updatePost(tx, actor.tenant.id, request.params.id, request.body),
      }));
    },
  );

  app.delete(
    '/partner/blog/posts/:id',
    { schema: { params: idParams, headers: idempotencyHeaders, response: { 200: removedSchema } } },
    async (request, reply) => {
      const actor = partner(request);
      return idempotentReply(db, request, reply, actor, async (tx) => {
        await deletePost(tx, actor.tenant.id, request.params.id);
        return { statusCode: 200, body: { removed: true as const } };
      });
    },
  );

  // Blog pictures, the logo and banner the settings and setup wizard upload, and photos of drivers' documents:
  // one image pipeline, behind one decode gate for this app.
  const decodeGate = createDecodeGate();
  for (const path of ['/partner/blog/images', '/partner/media', '/partner/driver-documents/images'])
    app.post(
      path,
      {
        schema: { response: { 201: uploadedImageSchema } },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const { tenant } = partner(request);
        const bytes = await uploadedFile(request);
        const image = await storeImage(db, decodeGate, tenant.id, bytes).catch((error: unknown) => {
          if (error instanceof UploadRefused) reply.header('retry-after', String(error.retryAfterSeconds));
          throw error;
        });
        return reply.status(201).send(image);
      },
    );

  app.post(
    '/partner/blog/drafts',
    {
      schema: { body: blogDraftRequestSchema, response: { 200: blogDraftSchema } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => draftDescription(env, request.log, partner(request).tenant, request.body),
  );
};
