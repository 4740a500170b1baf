// The API's OpenAPI 3.1 description, generated from the zod contracts each route already validates with, so
// it cannot drift from what the server accepts and answers. JSON Schema 2020-12 is OpenAPI 3.1's own dialect.
import { z } from 'zod';
import type { CataloguedRoute } from '../../lib/route-catalogue';
import { API_KEYS, PARTNER_ROUTE_SCOPES } from '../../../domain/integrations/api-keys';
import { WEBHOOK_EVENTS, WEBHOOK_SIGNATURE_HEADER } from '../../../domain/integrations/webhooks';
import { PARTNER_API_PREFIX } from '../../../domain/partners/partner-staff';
import { WEBHOOK_SIGNATURE_TEXT, WEBHOOK_VERIFIERS } from './webhook-verifiers';

type JsonSchema = Record<string, unknown>;

export const API_DOCS = { title: 'TravelX API', version: '1' } as const;

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** `/rides/:rideId` → `/rides/{rideId}` */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

function parameters(schema: unknown, where: 'path' | 'query' | 'header') {
  if (!isZod(schema)) return [];
  const object = jsonSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

function responses(schema: CataloguedRoute['schema']) {
  const declared = Object.entries((schema?.response ?? {}) as Record<string, unknown>).filter(([, value]) =>
    isZod(value),
  );
  const answers: Record<string, unknown> = {};
  for (const [status, value] of declared)
    answers[String(status)] = {
      description: `${status} answer`,
      content: { 'application/json': { schema: jsonSchema(value as z.ZodType, 'output') } },
    };
  answers['4XX'] = {
    description: 'The request was refused: `{ error: { code, message, fields? } }`',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
  if (declared.length === 0) answers['200'] = { description: 'Success' };
  return answers;
}

/** The deliveries a partner's endpoint receives (OpenAPI 3.1 `webhooks`), with the verification code. */
function webhookDeliveries() {
  const code = Object.entries(WEBHOOK_VERIFIERS)
    .map(([language, text]) => `${language}:\n\n\`\`\`\n${text}\`\`\``)
    .join('\n\n');
  return {
    rideEvent: {
      post: {
        summary: `A signed event: ${WEBHOOK_EVENTS.join(', ')} or test`,
        description: `${WEBHOOK_SIGNATURE_TEXT}\n\n${code}`,
        parameters: [
          {
            name: WEBHOOK_SIGNATURE_HEADER,
            in: 'header',
            required: true,
            schema: { type: 'string', pattern: '^t=\\d+,v1=[0-9a-f]{64}$' },
          },
        ],
        responses: {
          '2XX': { description: 'Received; any other answer is retried with back-off for a day' },
        },
      },
    },
  };
}

/** Who may call a partner operation: a person's session, and an API key with the scope it needs (also as
 * `x-scope`, for tools that read no security requirements); partner operations no key reaches say so. */
function partnerSecurity(route: CataloguedRoute) {
  if (!route.url.startsWith(PARTNER_API_PREFIX)) return {};
  const scope = PARTNER_ROUTE_SCOPES[`${route.method} ${route.url}`];
  if (!scope)
    return { security: [{ session: [] }], description: 'A person signed in to the console; no API key.' };
  return {
    security: [{ session: [] }, { apiKey: [scope] }],
    'x-scope': scope,
    description: `An API key needs the ${scope} scope.`,
  };
}

/** One operation per catalogued route under `/api/v1`, grouped (tagged) by the path's first segment. */
export function buildOpenApi(catalogue: readonly CataloguedRoute[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of catalogue) {
    if (!route.url.startsWith('/api/v1/')) continue;
    const schema = route.schema;
    const tag = route.url.split('/')[3] ?? 'api';
    const operation: Record<string, unknown> = {
      tags: [tag],
      operationId: `${route.method.toLowerCase()}${route.url.replace(/[^a-zA-Z0-9]+(\w)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
      parameters: [
        ...parameters(schema?.params, 'path'),
        ...parameters(schema?.querystring, 'query'),
        ...parameters(schema?.headers, 'header'),
      ],
      responses: responses(schema),
      ...partnerSecurity(route),
    };
    if (isZod(schema?.body))
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: jsonSchema(schema.body, 'input') } },
      };
    const path = openApiPath(route.url);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      ...API_DOCS,
      description:
        'Every request is answered for the partner whose host it is sent to. Sessions are bearer tokens from the ' +
        'login endpoints under /auth; partner and driver endpoints need their session, rider endpoints the ' +
        "rider's. A partner's own systems call partner endpoints with an API key instead (`Authorization: Bearer " +
        `${API_KEYS.prefix}…\`, made by the owner in Settings › Developers), each endpoint naming the scope it needs. ` +
        'Changes take an Idempotency-Key header: a replayed key answers the first result.',
    },
    servers: [{ url: serverUrl }],
    paths,
    webhooks: webhookDeliveries(),
    components: {
      securitySchemes: {
        session: { type: 'http', scheme: 'bearer' },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: `${API_KEYS.prefix}…`,
          description:
            'A partner API key: it opens the partner endpoints of its scopes, for the site it was made on, until the ' +
            'owner revokes it.',
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: { type: 'string' },
                message: { type: 'string' },
                fields: { type: 'object', additionalProperties: { type: 'string' } },
              },
            },
          },
        },
      },
    },
    security: [{ session: [] }, {}],
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApi>;
