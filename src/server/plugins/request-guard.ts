// Refuses, before any route runs, what no route can store or answer: a Host header that is not a host name
// with an optional port (pages build absolute addresses from it), and control characters anywhere in a body,
// query or path parameter (PostgreSQL refuses NUL, and no person types the others), and bodies nested deeper
// than any form sends (walking them would exhaust the stack). One guard covers every route, including those
// added later, and answers 400 naming the field.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterPath } from '../../domain/control-characters';
import { LIMITS } from '../../domain/constants';
import { ERROR_CODES } from '../../domain/errors';
import { HttpError } from '../http-error';

const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

export function isValidHostHeader(host: string | undefined): boolean {
  const match = host ? HOST.exec(host) : null;
  if (!match) return false;
  return match[1] === undefined || Number(match[1]) <= 65_535;
}

/** Whether objects and arrays nest deeper than `max`, measured without recursion so a hostile body cannot
 * exhaust the stack while it is measured. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= max) return true;
    for (const inner of Object.values(node)) pending.push([inner, depth + 1]);
  }
  return false;
}

export const requestGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (!isValidHostHeader(request.headers.host))
      throw new HttpError(400, ERROR_CODES.badRequest, 'The Host header is not a valid host name and port.');
  });
  app.addHook('preValidation', async (request) => {
    if (nestsDeeperThan(request.body, LIMITS.bodyDepth))
      throw new HttpError(
        400,
        ERROR_CODES.badRequest,
        `The body nests deeper than ${LIMITS.bodyDepth} levels.`,
      );
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
