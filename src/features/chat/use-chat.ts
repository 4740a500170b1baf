// The conversation on screen: the stored history, and one turn at a time on top of it. A turn goes over the
// socket when it is connected, else over HTTP; while it is out, the screen shows the rider's message and a typing
// placeholder, which the reply replaces (spec 4). Answered turns are appended to the history's cache entry, so
// the list has one source and a reload shows the same thing from the server.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ChatMessage } from '../../domain/assistants/booking-text/agent-parse-contract';
import type { Language } from '../../domain/constants';
import { ApiRequestError } from '../../lib/api-client';
import { clearToken, readToken, useToken } from '../../lib/session';
import { useAgentSocket } from './agent-socket';
import { chatHistoryQueryOptions, useChatHistory } from './chat-history';
import { knownPosition } from './known-position';
import { sendMessageOverHttp } from './send-message';

export type SendOutcome = 'sent' | 'login' | 'failed';

export function useChat(language: Language) {
  const token = useToken('user');
  const queryClient = useQueryClient();
  const history = useChatHistory(Boolean(token));
  const ask = useAgentSocket(token);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  // Signed out: forget the conversation, so the next rider on this device never glimpses it.
  useEffect(() => {
    if (!token) queryClient.removeQueries({ queryKey: chatHistoryQueryOptions().queryKey });
  }, [token, queryClient]);

  async function remember(text: string, reply: ChatMessage) {
    const { queryKey } = chatHistoryQueryOptions();
    await queryClient.cancelQueries({ queryKey });
    if (!queryClient.getQueryData(queryKey)) {
      await queryClient.invalidateQueries({ queryKey });
      return;
    }
    const at = new Date().toISOString();
    queryClient.setQueryData(queryKey, (messages = []) => [
      ...messages,
      { role: 'user' as const, text, choices: [], createdAt: at },
      { ...reply, createdAt: at },
    ]);
  }

  async function send(text: string): Promise<SendOutcome> {
    const message = text.trim();
    if (!message || pending !== null) return 'failed';
    if (!readToken('user')) return 'login';
    setError(null);
    setPending(message);
    try {
      const position = await knownPosition();
      const reply = await (ask(message, language, position) ??
        sendMessageOverHttp(message, language, position));
      await remember(message, reply);
      return 'sent';
    } catch (cause) {
      if (cause instanceof ApiRequestError && cause.status === 401) {
        clearToken('user');
        return 'login';
      }
      setError(cause);
      return 'failed';
    } finally {
      setPending(null);
    }
  }

  return {
    signedIn: Boolean(token),
    messages: token ? (history.data ?? []) : [],
    loading: Boolean(token) && history.isPending,
    historyError: history.error,
    pending,
    error,
    send,
  };
}
