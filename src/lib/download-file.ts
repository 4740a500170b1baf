// Saves a file the API serves behind a session (an invoice or a statement): the bearer token rides in a fetch,
// since a plain link cannot carry it, and the answer is handed to the browser as a download under the server's
// file name. A refusal throws the API's own error, as every other call does.
import { apiErrorSchema } from '../domain/errors';
import { ApiRequestError, CLIENT_ERROR_CODES } from './api-client';
import { readToken, type SessionKind } from './session';

const fileNameOf = (disposition: string | null, fallback: string) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

export async function downloadFile(path: string, session: SessionKind, fallbackName: string): Promise<void> {
  const token = readToken(session);
  let response: Response;
  try {
    response = await fetch(path, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiRequestError(CLIENT_ERROR_CODES.network, 'Network request failed', 0);
  }
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(await response.json().catch(() => null));
    const error = parsed.success ? parsed.data.error : null;
    throw new ApiRequestError(
      error?.code ?? CLIENT_ERROR_CODES.http,
      error?.message ?? `Request failed (${response.status})`,
      response.status,
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
