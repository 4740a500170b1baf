// Hooks every console route sits behind. The host is checked on arrival, so a partner's host answers 404 to any
// admin request whatever it carries; the session before validation, so no one without one learns what a body
// should hold.
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../../domain/errors';
import { HttpError } from '../../http-error';
import { onPlatformHost, requirePlatformAdmin } from '../../plugins/platform-admin';

export function onlyOnPlatformHost(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!onPlatformHost(request))
      throw new HttpError(
        404,
        ERROR_CODES.notFound,
        "The platform's console is on the platform's own address.",
      );
  });
}

export function onlyPlatformAdmins(app: FastifyInstance) {
  onlyOnPlatformHost(app);
  app.addHook('preValidation', async (request) => {
    requirePlatformAdmin(request);
  });
}
