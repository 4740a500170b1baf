// One call to an OpenAI-compatible chat-completions endpoint (`LLM_BASE_URL`, e.g. a local model server): the
// reply's text, or an error the caller turns into its deterministic fallback. Nothing else leaves the server.
import { z } from 'zod';

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

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

export async function chatCompletion(config: LlmConfig, messages: ChatMessage[]): Promise<string> {
  const response = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: config.model, messages, temperature: 0.4 }),
    signal: AbortSignal.timeout(config.timeoutMs ?? 20_000),
  });
  if (!response.ok) throw new Error(`chat completion answered ${response.status}`);
  return completionSchema.parse(await response.json()).choices[0]!.message.content;
}
