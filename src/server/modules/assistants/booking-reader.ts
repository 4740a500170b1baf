// The one place that decides how a rider's message is read, for the web chat, WhatsApp and `POST /agent/parse`
// alike: by the platform's language model when LLM_BASE_URL is set and the partner chose it in Settings, else by
// the rule-based reader. The model has 2 s; any failure (network, status, no tool call, arguments that are not
// the contract) falls back to the rule reader, so a rider always gets an answer.
import type { FastifyBaseLogger } from 'fastify';
import {
  bookingTool,
  draftFromModel,
  modelBookingSchema,
  modelInstructions,
} from '../../../domain/assistants/booking-text/model-booking';
import {
  parseBookingText,
  type BookingDraft,
  type ParseContext,
} from '../../../domain/assistants/booking-text/parse-booking-text';
import { LlmError, toolCallArguments, type LanguageModelEnv, type LlmConfig } from '../../lib/llm-client';

/** A rider waits for the reply: past this the rule reader answers instead. */
export const LANGUAGE_MODEL_TIMEOUT_MS = 2_000;

/** Reads one message; `useModel` is the partner's choice in Settings. */
export type ReadBooking = (text: string, context: ParseContext, useModel: boolean) => Promise<BookingDraft>;

async function modelDraft(config: LlmConfig, text: string, context: ParseContext): Promise<BookingDraft> {
  const args = await toolCallArguments(
    config,
    [
      { role: 'system', content: modelInstructions(context.now, context.timezone) },
      { role: 'user', content: text },
    ],
    bookingTool,
  );
  const booking = modelBookingSchema.safeParse(args);
  if (!booking.success) throw new LlmError("the model's booking is not the booking contract");
  return draftFromModel(booking.data, context);
}

export function bookingReader(env: LanguageModelEnv, log: FastifyBaseLogger): ReadBooking {
  const config: LlmConfig | null = env.LLM_BASE_URL
    ? {
        baseUrl: env.LLM_BASE_URL,
        model: env.LLM_MODEL,
        apiKey: env.LLM_API_KEY,
        timeoutMs: LANGUAGE_MODEL_TIMEOUT_MS,
      }
    : null;
  return async (text, context, useModel) => {
    if (config && useModel) {
      try {
        return await modelDraft(config, text, context);
      } catch (error) {
        // The reason only: the rider's words stay out of the log.
        const reason = error instanceof LlmError ? error.message : 'the model could not be read';
        log.warn({ reason }, 'the language model did not read a booking; the rule reader does');
      }
    }
    return parseBookingText(text, context);
  };
}
