// GET /api/v1/agent/messages: the rider's stored conversation, so the chat reopens where it was left (also after a
// reload). Its query key lives here only; sending appends each answered turn to the same cache entry.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  chatHistorySchema,
  type ChatMessage,
} from '../../domain/assistants/booking-text/agent-parse-contract';
import { apiRequest } from '../../lib/api-client';

export function chatHistoryQueryOptions() {
  return queryOptions({
    queryKey: ['chat', 'history'] as const,
    queryFn: async ({ signal }): Promise<ChatMessage[]> =>
      (await apiRequest('/api/v1/agent/messages', { schema: chatHistorySchema, session: 'user', signal }))
        .messages,
    staleTime: 0,
  });
}

export function useChatHistory(signedIn: boolean) {
  return useQuery({ ...chatHistoryQueryOptions(), enabled: signedIn });
}
