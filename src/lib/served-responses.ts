// Reads the answers the served page carries (domain/served-responses) for the queries that start with them:
// each is parsed with the caller's schema like any API answer, and one that does not parse is ignored, so the
// query asks the server as usual.
import { safeParse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { SERVED_AT_ATTRIBUTE, SERVED_RESPONSES_ID, servedResponsesSchema } from '../domain/served-responses';
import { serverPage } from './server-page';

/** When the served answers were read, for the queries' staleness: as the server says, since the service worker
 * may answer with a copy served days ago (then the queries refetch on mount), never later than now (a clock
 * ahead of the device's would keep them fresh); now when the page says nothing (on the server, in tests). */
export const SERVED_AT = servedAt();

function servedAt(): number {
  const now = Date.now();
  if (typeof document === 'undefined') return now;
  const said = Number(document.getElementById(SERVED_RESPONSES_ID)?.getAttribute(SERVED_AT_ATTRIBUTE));
  return Number.isFinite(said) && said > 0 ? Math.min(said, now) : now;
}

let served: Record<string, unknown> | undefined;

function servedResponses(): Record<string, unknown> {
  if (served) return served;
  let text = 'null';
  if (typeof document !== 'undefined')
    text = document.getElementById(SERVED_RESPONSES_ID)?.textContent ?? 'null';
  try {
    const parsed = safeParse(servedResponsesSchema, JSON.parse(text));
    served = parsed.success ? parsed.data : {};
  } catch {
    served = {};
  }
  return served;
}

/** The served page's answer to GET `path`, or undefined when it carries none (or none that parses). */
export function servedResponse<S extends $ZodType>(path: string, schema: S): output<S> | undefined {
  const raw = (serverPage()?.responses ?? servedResponses())[path];
  if (raw === undefined) return undefined;
  const parsed = safeParse(schema, raw);
  return parsed.success ? parsed.data : undefined;
}
