// Text that reaches the database must hold no control characters other than tab and line breaks, and no half of
// a surrogate pair: PostgreSQL refuses NUL outright and a lone surrogate in JSON, and neither is ever typed by a
// person. One check, used by the HTTP hook that
// guards every route's body, query and path, and by the socket contracts.
import { z } from 'zod';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';

export const hasControlCharacter = (text: string) =>
  CONTROL_CHARACTER.test(text) || LONE_SURROGATE.test(text);

/** The dotted path of the first string holding a control character, `(root)` for a bare string, else null. */
export function controlCharacterPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path || '(root)' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (hasControlCharacter(key)) return path ? `${path}.${key}` : key;
    const found = controlCharacterPath(inner, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

/** Free text typed by a person, for contracts that do not travel through the HTTP hook (sockets). */
export const typedText = () =>
  z.string().refine((text) => !hasControlCharacter(text), CONTROL_CHARACTER_MESSAGE);
