// A fresh Idempotency-Key per mutation, so the server applies it once however often it is retried. randomUUID
// needs a secure context; a plain-http LAN address falls back to the same 122 random bits by hand.
export function idempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function idempotencyHeaders(): Record<string, string> {
  return { 'Idempotency-Key': idempotencyKey() };
}
