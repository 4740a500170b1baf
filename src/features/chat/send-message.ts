// POST /api/v1/agent/messages: one chat turn over HTTP, the way in when the socket is not connected.
import {
  chatReplySchema,
  type ChatMessage,
  type RiderPosition,
} from '../../domain/assistants/booking-text/agent-parse-contract';
import type { Language } from '../../domain/constants';
import { apiRequest } from '../../lib/api-client';

export async function sendMessageOverHttp(
  text: string,
  language: Language,
  position: RiderPosition | undefined,
): Promise<ChatMessage> {
  const answer = await apiRequest('/api/v1/agent/messages', {
    method: 'POST',
    body: { text, language, position },
    schema: chatReplySchema,
    session: 'user',
  });
  return answer.reply;
}
