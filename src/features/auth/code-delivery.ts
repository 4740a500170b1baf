// How a phone code travels, as the login screens need it: the channels the site offers (`GET
// /api/v1/auth/code-channels`), and for a code sent by WhatsApp, whether it had to go by SMS instead (`GET
// /api/v1/auth/code-messages/:id`, asked about once a second until WhatsApp took or refused it, for ~20 s).
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  codeMessageStatusSchema,
  loginChannelsSchema,
  type CodeMessageStatus,
  type phoneCodeSentSchema,
} from '../../domain/auth/rider-auth';
import { LOGIN_CODE_CHANNELS, type LoginCodeChannel } from '../../domain/messages/message-kinds';
import { apiRequest } from '../../lib/api-client';

export type PhoneCodeSent = z.output<typeof phoneCodeSentSchema>;

const POLL_MS = 1000;
/** About 20 s of asking, errors included (a 429 is no reason to keep asking). */
const MAX_POLLS = 20;

export function useCodeChannels() {
  return useQuery({
    queryKey: ['auth', 'code-channels'],
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/auth/code-channels', { schema: loginChannelsSchema, signal }),
    staleTime: 60_000,
  });
}

const settled = (status: CodeMessageStatus | undefined) => Boolean(status && status.status !== 'queued');

/** True once a WhatsApp code was refused and its SMS copy queued; SMS codes are not followed. */
export function useFellBackToSms(sent: PhoneCodeSent | null): boolean {
  const followed = sent?.channel === 'whatsapp' ? sent.messageId : null;
  const status = useQuery({
    queryKey: ['auth', 'code-message', followed],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/auth/code-messages/${followed}`, { schema: codeMessageStatusSchema, signal }),
    enabled: followed !== null,
    retry: false,
    refetchInterval: ({ state }) =>
      settled(state.data) || state.dataUpdateCount + state.errorUpdateCount >= MAX_POLLS ? false : POLL_MS,
  });
  return Boolean(followed && status.data?.fellBackToSms);
}

/** The channel of the button that sent the form (Enter sends by the first: the partner's default). */
export function submittedChannel(event: { nativeEvent: Event }): LoginCodeChannel | undefined {
  const value = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
  return LOGIN_CODE_CHANNELS.find((channel) => channel === value);
}
