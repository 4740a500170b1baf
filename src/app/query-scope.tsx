// The query client for the routes (and the login popup) that talk to the API through TanStack Query. A lazy
// chunk of its own, so the rider home and the static pages never load the query library. The partner's answers
// are persisted, so the console's lists appear at once on a cold start, online or off. On the server each
// request renders with a client of its own, so no answer is shared between tenants or requests.
import { QueryClientProvider } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { persistOptions, queryClient } from '../lib/query-persistence';
import { serverPage } from '../lib/server-page';

export function QueryScope({ children }: { children?: ReactNode }) {
  const content = children ?? <Outlet />;
  const server = serverPage();
  // Neither provider writes markup, so the server's and the hydrating browser's trees draw the same HTML.
  if (server) return <QueryClientProvider client={server.queryClient}>{content}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      {content}
    </PersistQueryClientProvider>
  );
}
