// The query client for the routes (and the login popup) that talk to the API through TanStack Query. A lazy
// chunk of its own, so the rider home and the static pages never load the query library.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { queryClient } from '../lib/query-client';

export function QueryScope({ children }: { children?: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children ?? <Outlet />}</QueryClientProvider>;
}
