// POST /api/v1/partner/wallet/payouts: a payout the partner made to their bank, with an Idempotency-Key; the
// wallet's queries refresh so the debit shows at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { PayoutRequest } from '../../domain/money/statement';
import { walletTransactionSchema } from '../../domain/money/wallet';
import { apiRequest } from '../../lib/api-client';
import { idempotencyHeaders } from '../../lib/idempotency-key';

const payoutResponseSchema = z.object({ transaction: walletTransactionSchema });

export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payout: PayoutRequest) =>
      apiRequest('/api/v1/partner/wallet/payouts', {
        method: 'POST',
        body: payout,
        schema: payoutResponseSchema,
        session: 'business',
        headers: idempotencyHeaders(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['partner', 'wallet'] }),
  });
}
