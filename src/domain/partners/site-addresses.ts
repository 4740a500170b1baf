// Which names a partner's site may answer on, kept in one place for the sign-up, the settings and the server:
// the slugs no partner may take for `{slug}.{platform domain}` (the operator's and the platform's own names), the
// host names that can never be a partner's own domain (IP literals, localhost and other local names), and the DNS
// record that proves a domain is the partner's (`_travelx.{domain}` TXT holding the token shown in Settings).

/** Slugs an operator or the platform itself needs under the platform domain; no partner gets them. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  // the platform's own sites and services
  'www',
  'api',
  'admin',
  'app',
  'apps',
  'mail',
  'status',
  'docs',
  'static',
  'assets',
  'cdn',
  'help',
  'support',
  'blog',
  'travelx',
  'platform',
  'console',
  'dashboard',
  'account',
  'accounts',
  'auth',
  'login',
  'signup',
  'register',
  'billing',
  'pay',
  'payments',
  'media',
  'images',
  'img',
  'files',
  'download',
  'downloads',
  'security',
  'legal',
  'news',
  'partners',
  // mail, DNS and other protocols' conventional host names
  'email',
  'webmail',
  'smtp',
  'imap',
  'pop',
  'pop3',
  'mx',
  'ftp',
  'sftp',
  'ns',
  'ns1',
  'ns2',
  'ns3',
  'ns4',
  'dns',
  'autoconfig',
  'autodiscover',
  'postmaster',
  'hostmaster',
  'webmaster',
  'abuse',
  'noc',
  'vpn',
  'ws',
  'wss',
  'socket',
  // the operator's environments and tools
  'dev',
  'staging',
  'test',
  'beta',
  'demo',
  'sandbox',
  'internal',
  'localhost',
  'git',
  'ci',
  'grafana',
  'metrics',
  'monitor',
  'health',
]);

/** A slug no partner may hold: one of `RESERVED_SLUGS`, or a label with `--` in the third and fourth places, which
 * IDNA keeps for encodings (`xn--…`). */
export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug) || slug.slice(2, 4) === '--';
}

/** How long an old instant address keeps redirecting to the new one after a slug change, held for its tenant. */
export const OLD_SLUG_REDIRECT_DAYS = 30;
/** How long a claimed domain's proof may stay missing, re-checked daily, before the domain is released. */
export const DOMAIN_LAPSE_GRACE_DAYS = 7;

/** The TXT record that proves a partner holds `domain`. */
export const proofRecordName = (domain: string) => `_travelx.${domain}`;
export const proofRecordValue = (token: string) => `travelx-verify=${token}`;

export const DOMAIN_MESSAGES = {
  ipLiteral: 'Use a domain name, not an IP address',
  localName: 'Use a public domain, not a local name',
  shape: 'Enter a domain like mytravels.com',
  reservedSlug: 'This address is reserved. Choose another',
} as const;

const HOSTNAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
/** Names that only ever mean this machine or a local network (RFC 6761, 6762, 8375 and the like). */
const LOCAL_SUFFIXES = ['localhost', 'local', 'internal', 'lan', 'home', 'arpa', 'invalid', 'localdomain'];

/** Typed text to a bare host name: no scheme, path, port or trailing dots, lower case; an IPv6 literal keeps its
 * colons (in brackets or not) so it is recognised as one rather than cut at the last colon. */
export function normaliseDomain(raw: string): string {
  const host = raw
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^[^@/?#]*@/, '')
    .replace(/[/?#].*$/, '');
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1 || undefined);
  if ((host.match(/:/g) ?? []).length > 1) return host;
  return host.replace(/:\d*$/, '').replace(/\.+$/, '');
}

/** Why `host` (normalised) can never be a partner's own domain, or null when it is a well-formed public name.
 * Every all-digit last label is an IP address in some form (`127.0.0.2`, `0.0.0.0`, `127.1`, `2130706433.0`). */
export function customDomainProblem(host: string): string | null {
  if (host.includes(':') || host.includes('[') || /(^|\.)\d+$/.test(host)) return DOMAIN_MESSAGES.ipLiteral;
  if (/^0x[0-9a-f]+$/.test(host)) return DOMAIN_MESSAGES.ipLiteral;
  const last = host.split('.').at(-1) ?? '';
  if (LOCAL_SUFFIXES.includes(last)) return DOMAIN_MESSAGES.localName;
  if (!HOSTNAME.test(host)) return DOMAIN_MESSAGES.shape;
  return null;
}

/** `host` is the platform domain or a name under it. */
export const underPlatformDomain = (host: string, platformDomain: string) =>
  host === platformDomain || host.endsWith(`.${platformDomain}`);
