// Turns any thrown error into a sentence for the visitor: the server's own message for API errors (it is
// written for people and may say how many tries are left), in the page's language where it is one of the
// phrases the server writes (domain/server-words), a translated one for network and unknown failures.
import { sayServerWords } from '../domain/server-words';
import { ApiRequestError, CLIENT_ERROR_CODES } from './api-client';

type Translate = (key: string, params?: Record<string, string>) => string;

const CLIENT_CODES: readonly string[] = Object.values(CLIENT_ERROR_CODES);

/** The page's language, for the dates a server phrase names; none while rendering on the server. */
const pageLanguage = () =>
  typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;

export function describeError(error: unknown, t: Translate): string {
  if (error instanceof ApiRequestError) {
    if (error.code === CLIENT_ERROR_CODES.network) return t('errors.network');
    if (!CLIENT_CODES.includes(error.code) && error.message)
      return sayServerWords(error.message, t, pageLanguage());
  }
  return t('errors.generic');
}
