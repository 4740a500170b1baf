// Posts to a target the outbound guard checked, connecting only to the addresses it checked: the request's own
// lookup answers them instead of asking the DNS again, so a name rebound to a private address after the check
// reaches nothing. The URL's host name still goes out as the Host header, the TLS server name and the name the
// certificate must carry. A fresh connection each time (no pooled socket from an earlier check), no redirects.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedTarget, ResolvedAddress } from './outbound-address';

export interface OutboundPost {
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

/** A `lookup` for http(s).request that answers the checked addresses (all of them when asked for all, as the
 * happy-eyeballs connect does; else the first of the family asked for). */
export function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_host, options, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : undefined;
    const usable = addresses.filter((entry) => !family || entry.family === family);
    const first = usable[0];
    if (!first) {
      callback(Object.assign(new Error('No checked address'), { code: 'ENOTFOUND' }), '', 0);
      return;
    }
    if (options.all) callback(null, usable);
    else callback(null, first.address, first.family);
  };
}

/** Answers the status code; the answer's body is read and dropped. Rejects on a connection error or timeout. */
export function postToCheckedTarget({ url, addresses }: CheckedTarget, post: OutboundPost): Promise<number> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const abort = new AbortController();
  const timer = setTimeout(
    () => abort.abort(new Error(`No answer within ${post.timeoutMs / 1000} s`)),
    post.timeoutMs,
  );
  return new Promise<number>((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'POST',
        headers: { ...post.headers, 'content-length': String(Buffer.byteLength(post.body)) },
        lookup: pinnedLookup(addresses),
        agent: false,
        signal: abort.signal,
      },
      (answer: IncomingMessage) => {
        answer.on('error', () => undefined);
        answer.resume();
        resolve(answer.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(post.body);
  }).finally(() => {
    clearTimeout(timer);
    abort.abort();
  });
}
