// The readable API reference at /api/docs: the OpenAPI document drawn as one plain HTML page (no script), grouped
// by area, each operation with its parameters, body fields and answers.
import { escapeHtml } from '../pages';
import type { OpenApiDocument } from './openapi';
import { WEBHOOK_SIGNATURE_TEXT, WEBHOOK_VERIFIERS } from './webhook-verifiers';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  description?: string;
};
interface Operation {
  tags: string[];
  /** Who may call it (partner operations: the API key scope it needs). */
  description?: string;
  parameters: { name: string; in: string; required: boolean; schema: Schema }[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  responses: Record<string, { content?: { 'application/json': { schema: Schema } } }>;
}

function typeOf(schema: Schema): string {
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(typeOf).join(' | ');
  if (schema.type === 'array' && schema.items) return `${typeOf(schema.items)}[]`;
  const base = [schema.type ?? 'any'].flat().join(' | ');
  const limits = [
    schema.format,
    schema.minimum !== undefined ? `≥ ${schema.minimum}` : '',
    schema.maximum !== undefined ? `≤ ${schema.maximum}` : '',
    schema.minLength ? `${schema.minLength}+ chars` : '',
    schema.maxLength ? `≤ ${schema.maxLength} chars` : '',
  ].filter(Boolean);
  return limits.length ? `${base} (${limits.join(', ')})` : base;
}

const row = (name: string, type: string, required: boolean) =>
  `<tr><td><code>${escapeHtml(name)}</code>${required ? ' *' : ''}</td><td>${escapeHtml(type)}</td></tr>`;

function fields(title: string, schema: Schema | undefined): string {
  const properties = Object.entries(schema?.properties ?? {});
  if (!properties.length) return '';
  const required = new Set(schema?.required ?? []);
  return `<table><caption>${title}</caption><tbody>${properties
    .map(([name, property]) => row(name, typeOf(property), required.has(name)))
    .join('')}</tbody></table>`;
}

function operationHtml(method: string, path: string, operation: Operation): string {
  const parameters = operation.parameters.length
    ? `<table><caption>Parameters</caption><tbody>${operation.parameters
        .map((p) => row(`${p.name} (${p.in})`, typeOf(p.schema), p.required))
        .join('')}</tbody></table>`
    : '';
  const body = fields('Body', operation.requestBody?.content['application/json'].schema);
  const answers = Object.entries(operation.responses)
    .filter(([status]) => !status.endsWith('XX'))
    .map(([status, answer]) => fields(`${status} answer`, answer.content?.['application/json'].schema))
    .join('');
  const who = operation.description ? `<p>${escapeHtml(operation.description)}</p>` : '';
  return `<section id="${escapeHtml(`${method}-${path}`)}"><h3><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>${who}${parameters}${body}${answers}</section>`;
}

/** Signatures and the code that checks them, under the operations. */
const webhooksHtml = () =>
  `<h2 id="webhook-signatures">Webhook signatures</h2><p>${escapeHtml(WEBHOOK_SIGNATURE_TEXT)}</p>${Object.entries(
    WEBHOOK_VERIFIERS,
  )
    .map(([language, code]) => `<h3>${language}</h3><pre><code>${escapeHtml(code)}</code></pre>`)
    .join('')}`;

export function renderApiDocs(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(methods as Record<string, Operation>)) {
      const tag = operation.tags[0] ?? 'api';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, operation)]);
    }
  const tags = [...byTag.keys()].sort();
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title><link rel="stylesheet" href="/api/docs.css"></head>
<body><main><h1>${escapeHtml(document.info.title)}</h1><p>${escapeHtml(document.info.description)}</p>
<p>Errors answer <code>{ "error": { "code", "message", "fields"? } }</code> with a 4xx status. Fields marked * are required.
The machine-readable description: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI 3.1).</p>
<nav aria-label="Areas"><ul>${tags.map((tag) => `<li><a href="#${escapeHtml(tag)}">${escapeHtml(tag)}</a></li>`).join('')}<li><a href="#webhook-signatures">Webhook signatures</a></li></ul></nav>
${tags.map((tag) => `<h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${byTag.get(tag)!.join('\n')}`).join('\n')}
${webhooksHtml()}
</main></body></html>`;
}

/** Kept apart from the page so a strict Content-Security-Policy (no inline styles) holds. */
export const API_DOCS_CSS = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1d2433}
main{max-width:960px;margin:0 auto;padding:16px}
nav ul{display:flex;flex-wrap:wrap;gap:8px 16px;list-style:none;padding:0}
section{border-top:1px solid #d9dde5;padding:8px 0}
h3{font-size:1rem;overflow-wrap:anywhere}
.method{display:inline-block;min-width:4.5em;font-weight:700;color:#0b5cad}
table{border-collapse:collapse;margin:8px 0;width:100%}
caption{text-align:start;font-weight:600}
td{border:1px solid #d9dde5;padding:4px 8px;vertical-align:top;overflow-wrap:anywhere}
td:first-child{width:35%}
pre{background:#f4f6f9;padding:8px;overflow-x:auto}`;
