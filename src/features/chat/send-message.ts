// POST /api/v1/agent/messages: one chat turn over HTTP, the way in when the socket is not connected.
import { chatReplySchema, type ChatMessage } from '../../domain/assistants/booking-text/agent-parse-contract';
import type { Language } from '../../domain/constants';
import { apiRequest } from '../../lib/api-client';

export async function sendMessageOverHttp(text: string, language: Language): Promise<ChatMessage> {
  const answer = await apiRequest('/api/v1/agent/messages', {
    method: 'POST',
    body: { text, language },
    schema: chatReplySchema,
    session: 'user',
  });
  return answer.reply;
}
