// GET /api/v1/partner/wallet (the partner's own) and GET /api/v1/wallet (the signed-in rider's cashback): the
// balance (sum of the whole ledger) and the period's entries, newest first. Both keep their last answer on the
// device, so the wallet still reads offline.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { walletResponseSchema, type walletQuerySchema } from '../../domain/money/wallet';
import { apiRequestKept } from '../../lib/offline/offline-snapshots';

export type WalletParams = z.input<typeof walletQuerySchema>;
export type WalletOwner = 'partner' | 'rider';

const SOURCES = {
  partner: { path: '/api/v1/partner/wallet', session: 'business' },
  rider: { path: '/api/v1/wallet', session: 'user' },
} as const;

export function walletQueryOptions(params: WalletParams, owner: WalletOwner = 'partner') {
  const source = SOURCES[owner];
  return queryOptions({
    queryKey: [owner, 'wallet', params],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(params)) if (value) search.set(name, String(value));
      return apiRequestKept(`${source.path}?${search}`, {
        schema: walletResponseSchema,
        session: source.session,
        signal,
      });
    },
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useWallet(params: WalletParams, owner: WalletOwner = 'partner') {
  return useQuery(walletQueryOptions(params, owner));
}
