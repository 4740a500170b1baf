// Text messages go through this small interface so a real SMS gateway can be plugged in later;
// the default writes them to the server log as development delivery.
import type { FastifyBaseLogger } from 'fastify';

export interface SmsProvider {
  send(to: string, text: string): Promise<void>;
}

export function createLogSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    async send(to, text) {
      log.warn(`[development delivery: SMS to ${to}] ${text}`);
    },
  };
}
