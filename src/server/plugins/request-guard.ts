// Refuses, before any route runs, what no route can store or answer: a Host header that is not a host name
// with an optional port (pages build absolute addresses from it), and control characters anywhere in a body,
// query or path parameter (PostgreSQL refuses NUL, and no person types the others). One guard covers every
// route, including those added later, and answers 400 naming the field.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterPath } from '../../domain/control-characters';
import { ERROR_CODES } from '../../domain/errors';
import { HttpError } from '../http-error';

const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

export function isValidHostHeader(host: string | undefined): boolean {
  const match = host ? HOST.exec(host) : null;
  if (!match) return false;
  return match[1] === undefined || Number(match[1]) <= 65_535;
}

export const requestGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (!isValidHostHeader(request.headers.host))
      throw new HttpError(400, ERROR_CODES.badRequest, 'The Host header is not a valid host name and port.');
  });
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const path = controlCharacterPath(value);
      if (path === null) continue;
      const field = path === '(root)' ? part : path;
      throw new HttpError(400, ERROR_CODES.validation, `${field}: ${CONTROL_CHARACTER_MESSAGE}`, {
        [field]: CONTROL_CHARACTER_MESSAGE,
      });
    }
  });
});
