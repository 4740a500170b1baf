// The answers a served page carries to its own first API requests (a city page's landing data, a blog post),
// keyed by the request's path: the app starts with the data the server already read for the page's HTML,
// instead of asking for it again and drawing the page twice.
import * as z from 'zod/mini';

/** The element of the served page that holds them, as JSON. */
export const SERVED_RESPONSES_ID = 'served-responses';

/** Its attribute saying when the server read them (epoch milliseconds): a page the service worker answers from
 * its copy can be days old, and its queries must see that age to refresh the data. */
export const SERVED_AT_ATTRIBUTE = 'data-served-at';

export const servedResponsesSchema = z.record(z.string(), z.unknown());
export type ServedResponses = z.infer<typeof servedResponsesSchema>;
