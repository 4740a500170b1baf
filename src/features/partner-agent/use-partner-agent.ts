// The partner agent's conversation over the console's socket (signed with the business session): one message
// out as `partnerMessage`, its reply in as `partnerAgentMessage`. While a message is out the screen shows it
// with a typing placeholder; a reply that does not come, or a dropped connection, gives the text back.
import { useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { SOCKET_EVENTS } from '../../domain/socket-events';
import {
  partnerAgentMessageSchema,
  type PartnerReply,
} from '../../domain/assistants/partner-agent/partner-agent-contract';
import { useToken } from '../../lib/session';
import { connectSocket } from '../../lib/socket';

export type AgentEntry =
  { role: 'user'; text: string; at: string } | { role: 'agent'; reply: PartnerReply; at: string };
export type AgentProblem = 'offline' | 'timeout' | null;

const REPLY_TIMEOUT_MS = 15_000;

export function usePartnerAgent() {
  const token = useToken('business');
  const socket = useRef<Socket | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [entries, setEntries] = useState<AgentEntry[]>([]);
  const [pending, setPending] = useState<string | null>(null);
  const [connected, setConnected] = useState(false);
  const [problem, setProblem] = useState<AgentProblem>(null);
  const pendingRef = useRef<string | null>(null);

  useEffect(() => {
    if (!token) return;
    const open = connectSocket('business');
    socket.current = open;
    const settle = () => {
      clearTimeout(timer.current);
      pendingRef.current = null;
      setPending(null);
    };
    open.on('connect', () => {
      setConnected(true);
      setProblem(null);
    });
    open.on('disconnect', () => {
      setConnected(false);
      if (pendingRef.current !== null) setProblem('offline');
      settle();
    });
    open.on(SOCKET_EVENTS.partnerAgentMessage, (payload: unknown) => {
      const message = partnerAgentMessageSchema.safeParse(payload);
      const asked = pendingRef.current;
      if (!message.success || asked === null) return;
      const at = message.data.content.createIsoTime;
      setEntries((list) => [
        ...list,
        { role: 'user', text: asked, at },
        { role: 'agent', reply: message.data.content.reply, at },
      ]);
      settle();
    });
    return () => {
      clearTimeout(timer.current);
      open.disconnect();
      socket.current = null;
    };
  }, [token]);

  /** False when the message could not go: the caller keeps the text in the box. `shown` is what the partner's
   * side of the log says when a button sends a command worded for the agent. */
  function send(text: string, shown = text): boolean {
    const message = text.trim();
    const open = socket.current;
    if (!message || pendingRef.current !== null) return false;
    if (!open?.connected) {
      setProblem('offline');
      return false;
    }
    setProblem(null);
    pendingRef.current = shown.trim();
    setPending(shown.trim());
    open.emit(SOCKET_EVENTS.partnerMessage, {
      role: 'human',
      content: { message, createIsoTime: new Date().toISOString() },
    });
    timer.current = setTimeout(() => {
      pendingRef.current = null;
      setPending(null);
      setProblem('timeout');
    }, REPLY_TIMEOUT_MS);
    return true;
  }

  return { entries, pending, connected, problem, send };
}
