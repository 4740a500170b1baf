// The app's one TanStack Query client: modest freshness, and no retries of answers that will not change (4xx).
import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

const MAX_RETRIES = 2;

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    // 'always': offline, the console's queries still run and answer what IndexedDB kept, and its actions reach
    // the outbox, instead of both pausing until the network returns.
    queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
  },
});
