// Compares a secret the client sent with the one we expect without leaking, through timing, how much of it
// matched. `timingSafeEqual` throws on inputs of different lengths; a different length is simply no match.
import { timingSafeEqual } from 'node:crypto';

export function sameBytes(expected: Buffer, given: Buffer): boolean {
  return expected.length === given.length && timingSafeEqual(expected, given);
}
