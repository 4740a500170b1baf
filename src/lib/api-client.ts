// The one way the PWA calls its API: same-origin JSON, the session's bearer token, every error turned into an
// ApiRequestError from the shared error shape, and every answer parsed with the caller's zod schema (full zod
// or zod/mini alike: both are zod core types, and parsing through zod/mini keeps full zod out of the entry).
import { safeParse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { apiErrorSchema } from '../domain/errors';
import { readToken, type SessionKind } from './session';

export const CLIENT_ERROR_CODES = {
  network: 'network_error',
  invalidResponse: 'invalid_response',
  http: 'http_error',
} as const;

export class ApiRequestError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields: Record<string, string>;

  constructor(code: string, message: string, status: number, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiRequestError';
    this.code = code;
    this.status = status;
    this.fields = fields;
  }
}

export interface ApiRequestOptions<S extends $ZodType> {
  schema: S;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON, or FormData sent as multipart (a file upload) with the browser's own boundary. */
  body?: unknown;
  /** Which session signs the call; by default the rider's if present, else the business's. */
  session?: SessionKind;
  signal?: AbortSignal;
  /** Extra request headers, such as an Idempotency-Key. */
  headers?: Record<string, string>;
}

function bearerToken(session: SessionKind | undefined): string | null {
  if (session) return readToken(session);
  return readToken('user') ?? readToken('business');
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export async function apiRequest<S extends $ZodType>(
  path: string,
  options: ApiRequestOptions<S>,
): Promise<output<S>> {
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  const token = bearerToken(options.session);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const form = options.body instanceof FormData ? options.body : null;
  if (options.body !== undefined && !form) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: form ?? (options.body === undefined ? null : JSON.stringify(options.body)),
      signal: options.signal ?? null,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError(CLIENT_ERROR_CODES.network, 'Network request failed', 0);
  }

  const json = await readJson(response);
  if (!response.ok) {
    const parsed = safeParse(apiErrorSchema, json);
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      throw new ApiRequestError(code, message, response.status, fields);
    }
    throw new ApiRequestError(
      CLIENT_ERROR_CODES.http,
      `Request failed (${response.status})`,
      response.status,
    );
  }

  const parsed = safeParse(options.schema, json);
  if (!parsed.success) {
    throw new ApiRequestError(
      CLIENT_ERROR_CODES.invalidResponse,
      'Unexpected answer from the server',
      response.status,
    );
  }
  return parsed.data;
}
