// Turns any thrown error into a sentence for the visitor: the server's own message for API errors (it is
// written for people and may say how many tries are left), a translated one for network and unknown failures.
import { ApiRequestError, CLIENT_ERROR_CODES } from './api-client';

type Translate = (key: string) => string;

const CLIENT_CODES: readonly string[] = Object.values(CLIENT_ERROR_CODES);

export function describeError(error: unknown, t: Translate): string {
  if (error instanceof ApiRequestError) {
    if (error.code === CLIENT_ERROR_CODES.network) return t('errors.network');
    if (!CLIENT_CODES.includes(error.code) && error.message) return error.message;
  }
  return t('errors.generic');
}
