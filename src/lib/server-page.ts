// What the page being rendered on the server carries: the tenant's brand, the answers to its first API requests
// and its own query client. In the browser there is none (the brand and answers are read from the served
// document); the server entry plugs in a per-request source, so module-level stores never mix two tenants'
// requests that render at the same time.
import type { QueryClient } from '@tanstack/react-query';
import type { Brand } from '../domain/brand';
import type { ServedResponses } from '../domain/served-responses';

export interface ServerPage {
  brand: Brand;
  responses: ServedResponses;
  queryClient: QueryClient;
}

let source: () => ServerPage | undefined = () => undefined;

/** Called once by the server entry, with a reader of the request being rendered. */
export function setServerPageSource(read: () => ServerPage | undefined): void {
  source = read;
}

/** The page the server is rendering now; undefined in the browser. */
export function serverPage(): ServerPage | undefined {
  return source();
}
