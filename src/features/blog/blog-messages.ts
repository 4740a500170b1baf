// The blog contract's English field messages, and the upload's error codes, as translation keys, so the form
// speaks the visitor's language; a message we do not know (a new server rule) is shown as written.
import type { TFunction } from 'i18next';
import { BLOG_MESSAGES } from '../../domain/pages/blog';

const KEYS = new Map<string, string>(
  Object.entries(BLOG_MESSAGES).map(([key, message]) => [message, `blog.errors.${key}`]),
);
const UPLOAD_KEYS: Record<string, string> = {
  unsupportedType: 'blog.errors.imageType',
  unreadable: 'blog.errors.imageUnreadable',
  tooLarge: 'blog.errors.imageTooLarge',
};

export function blogMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = KEYS.get(message) ?? UPLOAD_KEYS[message];
  return key ? t(key) : message;
}
