// One call to an OpenAI-compatible chat-completions endpoint (`LLM_BASE_URL`, e.g. a local model server): the
// reply's text or a tool call's arguments, or an error the caller turns into its deterministic fallback. Nothing
// else leaves the server.
import { z } from 'zod';
import type { Env } from '../env';

export type LanguageModelEnv = Pick<Env, 'LLM_BASE_URL' | 'LLM_MODEL' | 'LLM_API_KEY'>;

/** The platform has a model to ask: partners may then choose it in Settings. */
export const languageModelAvailable = (env: LanguageModelEnv) => Boolean(env.LLM_BASE_URL);

export interface LlmConfig {
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
  timeoutMs?: number;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A function tool the model is made to call, its parameters as JSON Schema. */
export interface FunctionTool {
  type: 'function';
  function: { name: string; description: string; parameters: object };
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

const toolCallSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          tool_calls: z
            .array(z.object({ function: z.object({ name: z.string(), arguments: z.string() }) }))
            .nullish(),
        }),
      }),
    )
    .min(1),
});

/** Why a model gave nothing usable, worded for the log without the rider's words or the model's. */
export class LlmError extends Error {}

async function complete(config: LlmConfig, body: object): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: config.model, ...body }),
      signal: AbortSignal.timeout(config.timeoutMs ?? 20_000),
    });
    if (!response.ok) throw new LlmError(`chat completion answered ${response.status}`);
    return await response.json();
  } catch (error) {
    if (error instanceof LlmError) throw error;
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new LlmError(timedOut ? 'chat completion timed out' : 'chat completion failed', { cause: error });
  }
}

export async function chatCompletion(config: LlmConfig, messages: ChatMessage[]): Promise<string> {
  const answer = await complete(config, { messages, temperature: 0.4 });
  return completionSchema.parse(answer).choices[0]!.message.content;
}

/** The model made to call `tool`: the arguments it called it with, parsed from their JSON. */
export async function toolCallArguments(
  config: LlmConfig,
  messages: ChatMessage[],
  tool: FunctionTool,
): Promise<unknown> {
  const answer = toolCallSchema.safeParse(
    await complete(config, {
      messages,
      tools: [tool],
      tool_choice: { type: 'function', function: { name: tool.function.name } },
      temperature: 0,
    }),
  );
  if (!answer.success) throw new LlmError('chat completion is not a chat completion');
  const call = answer.data.choices[0]!.message.tool_calls?.find(
    (candidate) => candidate.function.name === tool.function.name,
  );
  if (!call) throw new LlmError(`the model did not call ${tool.function.name}`);
  try {
    return JSON.parse(call.function.arguments);
  } catch {
    throw new LlmError(`the model's ${tool.function.name} arguments are not JSON`);
  }
}
