// The rider's chat over socket.io (spec 7: `userMessage` out, `agentMessage` in), signed with the rider's token and
// reconnected whenever that token changes. `ask` answers null when the socket cannot carry the turn (not
// connected, or still signed as somebody else), so the caller falls back to HTTP.
import { useCallback, useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { z } from 'zod';
import {
  chatMessageSchema,
  type ChatMessage,
  type RiderPosition,
} from '../../domain/assistants/booking-text/agent-parse-contract';
import { type Language } from '../../domain/constants';
import { SOCKET_EVENTS } from '../../domain/socket-events';
import { readToken } from '../../lib/session';

/** The server's `agentMessage`: the chat message's text and choices under `content`. */
const agentMessageSchema = z.object({
  role: z.literal('agent'),
  content: chatMessageSchema.pick({ text: true, choices: true }),
});

export const AGENT_TIMEOUT_MS = 15_000;

export class AgentTimeoutError extends Error {
  constructor() {
    super('The assistant did not answer in time');
    this.name = 'AgentTimeoutError';
  }
}

interface Waiter {
  resolve: (message: ChatMessage) => void;
  reject: (error: Error) => void;
}

export function useAgentSocket(token: string | null) {
  const current = useRef<{ socket: Socket; token: string } | null>(null);
  const waiters = useRef<Waiter[]>([]);

  useEffect(() => {
    if (!token) return;
    let socket: Socket | null = null;
    let cancelled = false;
    const failAll = () => {
      for (const waiter of waiters.current.splice(0)) waiter.reject(new Error('disconnected'));
    };
    // socket.io-client loads only for a signed-in rider; until it connects, turns go over HTTP.
    void import('../../lib/socket').then(({ connectSocket }) => {
      if (cancelled) return;
      const open = connectSocket('user');
      socket = open;
      current.current = { socket: open, token };
      open.on(SOCKET_EVENTS.agentMessage, (payload: unknown) => {
        const parsed = agentMessageSchema.safeParse(payload);
        if (!parsed.success) return;
        waiters.current.shift()?.resolve({ role: 'agent', ...parsed.data.content });
      });
      open.on('disconnect', failAll);
    });
    return () => {
      cancelled = true;
      failAll();
      socket?.disconnect();
      if (current.current?.socket === socket) current.current = null;
    };
  }, [token]);

  return useCallback(
    (text: string, language: Language, position: RiderPosition | undefined): Promise<ChatMessage> | null => {
      const open = current.current;
      if (!open || !open.socket.connected || open.token !== readToken('user')) return null;
      return new Promise<ChatMessage>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.current = waiters.current.filter((w) => w !== waiter);
          reject(new AgentTimeoutError());
        }, AGENT_TIMEOUT_MS);
        const waiter: Waiter = {
          resolve: (message) => {
            clearTimeout(timer);
            resolve(message);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        };
        waiters.current.push(waiter);
        open.socket.emit(SOCKET_EVENTS.userMessage, { role: 'user', content: text, language, position });
      });
    },
    [],
  );
}
