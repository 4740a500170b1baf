// Headers helmet does not send. Permissions-Policy on every response: this origin may use what the product
// needs (location for the driver app and "use my location", payment, share, fullscreen, wake lock, clipboard),
// embedded frames nothing, and no page anything else.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'payment=(self)',
  'web-share=(self)',
  'fullscreen=(self)',
  'screen-wake-lock=(self)',
  'clipboard-write=(self)',
  'camera=()',
  'microphone=()',
  'display-capture=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
].join(', ');

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
});
