// An unknown driver number gets the answer a driver's gets and no text, message id included: the id is a decoy
// the server knows by its own signature, and asking about it answers like a code on its way, so following the
// message does not tell who drives for whom either.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LOGIN_CODE_CHANNELS, type LoginCodeChannel } from '../../../domain/messages/message-kinds';
import type { CodeMessageStatus } from '../../../domain/auth/rider-auth';

const signature = (secret: string, tenantId: string, channel: LoginCodeChannel, nonce: Buffer) =>
  createHmac('sha256', secret).update(`decoy-message:${tenantId}:${channel}:`).update(nonce).digest();

/** A uuid (version 4 in form) of 8 random bytes and 8 of their signature. */
export function decoyMessageId(secret: string, tenantId: string, channel: LoginCodeChannel): string {
  const nonce = randomBytes(8);
  nonce[6] = (nonce[6]! & 0x0f) | 0x40;
  const bytes = Buffer.concat([nonce, signature(secret, tenantId, channel, nonce).subarray(0, 8)]);
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A decoy's status (a code sent), or null when the id is no decoy of this partner's. */
export function decoyStatus(secret: string, tenantId: string, id: string): CodeMessageStatus | null {
  const bytes = Buffer.from(id.replace(/-/g, ''), 'hex');
  if (bytes.length !== 16) return null;
  const nonce = bytes.subarray(0, 8);
  // The first signature byte gave two bits to the uuid's variant: the other seven are compared.
  const channel = LOGIN_CODE_CHANNELS.find((candidate) =>
    timingSafeEqual(signature(secret, tenantId, candidate, nonce).subarray(1, 8), bytes.subarray(9, 16)),
  );
  return channel ? { channel, status: 'sent', fellBackToSms: false } : null;
}
