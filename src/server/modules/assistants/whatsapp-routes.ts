// WhatsApp Cloud API's webhook for the partner the Host names: GET answers Meta's verification handshake, POST
// takes message notifications. The signature covers the raw bytes, so this plugin (and only it) keeps JSON bodies
// raw and parses them itself once the signature holds. Messages are answered after the 200, in the background.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '../../../domain/errors';
import {
  incomingMessages,
  notifiedNumbers,
  webhookNotificationSchema,
  webhookVerifyQuerySchema,
} from '../../../domain/assistants/whatsapp-webhook';
import { HttpError } from '../../http-error';
import { requireTenant } from '../../plugins/tenant';
import { createKeyedQueue } from '../../lib/keyed-queue';
import { announceBooking } from '../booking';
import { acceptSubscription, answerWhatsappMessage, signatureMatches, takeInMessages } from './whatsapp';
import { whatsappSettingsFor } from '../messages';
import { bookingReader } from './booking-reader';

function parseNotification(raw: Buffer) {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HttpError(400, ERROR_CODES.badRequest, 'The request body is not valid JSON.');
  }
  const parsed = webhookNotificationSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(
    parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
  const [field, message] = Object.entries(fields)[0]!;
  throw new HttpError(
    400,
    ERROR_CODES.validation,
    `Not a WhatsApp notification: ${field}: ${message}`,
    fields,
  );
}

export const whatsappRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env, events, quoteTokens } = app.services;
  const deps = {
    db,
    quoteTokens,
    routingUrl: env.ROUTING_URL,
    apiUrl: env.WHATSAPP_API_URL,
    readBooking: bookingReader(env, app.log),
  };
  const warn = (err: unknown, message: string) => app.log.warn({ err }, message);
  const queue = createKeyedQueue((error) => app.log.error({ err: error }, 'WhatsApp message not answered'));
  app.addHook('onClose', () => queue.drain());
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.get('/webhook', { schema: { querystring: webhookVerifyQuerySchema } }, async (request, reply) => {
    const tenant = requireTenant(request);
    const challenge = acceptSubscription(await whatsappSettingsFor(db, tenant.id), request.query);
    if (challenge === null)
      throw new HttpError(403, ERROR_CODES.forbidden, `This verify token is not ${tenant.businessName}'s.`);
    return reply.type('text/plain; charset=utf-8').send(challenge);
  });

  app.post(
    '/webhook',
    { schema: { response: { 200: z.object({ received: z.number().int() }) } } },
    async (request) => {
      const tenant = requireTenant(request);
      const settings = await whatsappSettingsFor(db, tenant.id);
      if (!settings)
        throw new HttpError(404, ERROR_CODES.notFound, `${tenant.businessName} has not set up WhatsApp.`);
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-hub-signature-256'];
      if (!signatureMatches(raw, typeof signature === 'string' ? signature : undefined, settings.appSecret))
        throw new HttpError(
          401,
          ERROR_CODES.unauthorized,
          'The X-Hub-Signature-256 signature does not match.',
        );
      const notification = parseNotification(raw);
      const foreign = [...notifiedNumbers(notification)].find((id) => id !== settings.phoneNumberId);
      if (foreign)
        throw new HttpError(
          403,
          ERROR_CODES.forbidden,
          `WhatsApp number ${foreign} is not ${tenant.businessName}'s.`,
        );

      const fresh = await takeInMessages(db, tenant.id, incomingMessages(notification));
      for (const incoming of fresh) {
        queue.push(`${tenant.id}:${incoming.message.from}`, async () => {
          const booked = await answerWhatsappMessage(deps, tenant, settings, incoming);
          if (booked) await announceBooking({ io: app.io, events, warn }, tenant.id, booked);
        });
      }
      return { received: fresh.length };
    },
  );
};
