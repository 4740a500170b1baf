// The query client for the routes (and the login popup) that talk to the API through TanStack Query. A lazy
// chunk of its own, so the rider home and the static pages never load the query library. The partner's answers
// are persisted, so the console's lists appear at once on a cold start, online or off.
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { persistOptions, queryClient } from '../lib/query-persistence';

export function QueryScope({ children }: { children?: ReactNode }) {
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      {children ?? <Outlet />}
    </PersistQueryClientProvider>
  );
}
