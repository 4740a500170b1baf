// Turns every failure into `{ error: { code, message, fields? } }` with a 4xx where the client is at fault;
// a 5xx is logged in full and answered without a stack trace.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorCode } from '../../domain/errors';
import { HttpError } from '../http-error';

function send(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
) {
  return reply.status(status).send({ error: { code, message, ...(fields ? { fields } : {}) } });
}

function validationFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fields;
  for (const issue of error.validation) {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '(root)';
    fields[path] ??= issue.message ?? 'is not valid';
  }
  return fields;
}

const FASTIFY_CLIENT_ERRORS: Record<string, [number, ErrorCode, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, ERROR_CODES.tooLarge, 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    ERROR_CODES.unsupportedMediaType,
    'Send the body as application/json.',
  ],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, ERROR_CODES.badRequest, 'The request body is not valid JSON.'],
};

/** A failed query's message names its parameters (riders' names, phones, codes): log the statement only. */
export function withoutQueryParameters(error: Error): Error {
  const clean = (text: string) => text.replace(/\nparams:[\s\S]*$/, '\nparams: (not logged)');
  const copy = new Error(clean(error.message));
  copy.name = error.name;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  copy.stack = [`${copy.name}: ${copy.message}`, ...frames].join('\n');
  if (error.cause instanceof Error) copy.cause = withoutQueryParameters(error.cause);
  return copy;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError)
      return send(reply, error.statusCode, error.code, error.message, error.fields);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = validationFields(error);
      const first = Object.entries(fields)[0];
      const message = first ? `${first[0]}: ${first[1]}` : 'The request is not valid.';
      return send(reply, 400, ERROR_CODES.validation, message, fields);
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return send(reply, known[0], known[1], known[2]);
    if (error.statusCode === 429) return send(reply, 429, ERROR_CODES.rateLimited, error.message);
    if (
      error instanceof SyntaxError ||
      (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    ) {
      return send(reply, error.statusCode ?? 400, ERROR_CODES.badRequest, error.message);
    }
    request.log.error({ err: withoutQueryParameters(error) }, 'request failed');

    return send(reply, 500, ERROR_CODES.internal, 'Something went wrong on our side. Please try again.');
  });
}

export function notFound(reply: FastifyReply, what = 'This address') {
  return send(reply, 404, ERROR_CODES.notFound, `${what} was not found.`);
}
