// GET /api/v1/partner/wallet: the balance (sum of the whole ledger) and the period's entries, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { walletResponseSchema, type walletQuerySchema } from '../../domain/wallet';
import { apiRequestKept } from '../../lib/offline/offline-snapshots';

export type WalletParams = z.input<typeof walletQuerySchema>;

export function walletQueryOptions(params: WalletParams) {
  return queryOptions({
    queryKey: ['partner', 'wallet', params],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(params)) if (value) search.set(name, String(value));
      return apiRequestKept(`/api/v1/partner/wallet?${search}`, {
        schema: walletResponseSchema,
        session: 'business',
        signal,
      });
    },
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useWallet(params: WalletParams) {
  return useQuery(walletQueryOptions(params));
}
