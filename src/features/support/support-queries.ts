// The rider's side of support: GET /api/v1/support/contact, GET|POST /api/v1/support/tickets (a ticket that
// cannot be sent for want of a network is queued and sent later), POST /support/tickets/:id/messages.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  supportContactSchema,
  ticketListSchema,
  ticketSchema,
  type TicketCreate,
} from '../../domain/riders/support';
import { apiRequest, ApiRequestError, CLIENT_ERROR_CODES } from '../../lib/api-client';
import { apiRequestKept } from '../../lib/offline/offline-snapshots';
import { dropPending, queueTicket, readPending, type PendingTicket } from './pending-tickets';

export function riderTicketsQueryOptions() {
  return queryOptions({
    queryKey: ['rider', 'tickets'],
    queryFn: ({ signal }) =>
      apiRequestKept('/api/v1/support/tickets', { schema: ticketListSchema, session: 'user', signal }),
  });
}

export const useRiderTickets = (enabled: boolean) => useQuery({ ...riderTicketsQueryOptions(), enabled });

export const useSupportContact = () =>
  useQuery({
    queryKey: ['supportContact'],
    queryFn: ({ signal }) =>
      apiRequestKept('/api/v1/support/contact', { schema: supportContactSchema, signal }),
    staleTime: 10 * 60_000,
  });

const send = ({ key, body }: PendingTicket) =>
  apiRequest('/api/v1/support/tickets', {
    method: 'POST',
    body,
    schema: ticketSchema,
    session: 'user',
    headers: { 'Idempotency-Key': key },
  });

const offline = (error: unknown) =>
  error instanceof ApiRequestError && error.code === CLIENT_ERROR_CODES.network;

/** Sends a ticket; offline it is queued instead and the answer is 'queued'. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TicketCreate): Promise<'sent' | 'queued'> => {
      const entry = { key: `ticket-${crypto.randomUUID()}`, body };
      try {
        await send(entry);
        return 'sent';
      } catch (error) {
        if (!offline(error)) throw error;
        queueTicket(entry);
        return 'queued';
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: riderTicketsQueryOptions().queryKey }),
  });
}

/** Sends the queued tickets now and whenever the browser comes back online. A ticket the server refuses is
 * dropped: its reason cannot change by sending it again. */
export function useSendPendingTickets(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let running = false;
    const flush = async () => {
      if (running) return;
      running = true;
      try {
        for (const entry of readPending()) {
          try {
            await send(entry);
          } catch (error) {
            if (offline(error)) return;
          }
          dropPending(entry.key);
        }
      } finally {
        running = false;
        void queryClient.invalidateQueries({ queryKey: riderTicketsQueryOptions().queryKey });
      }
    };
    void flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [enabled, queryClient]);
}

export function useReplyToTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      apiRequest(`/api/v1/support/tickets/${encodeURIComponent(id)}/messages`, {
        method: 'POST',
        body: { message },
        schema: ticketSchema,
        session: 'user',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: riderTicketsQueryOptions().queryKey }),
  });
}
