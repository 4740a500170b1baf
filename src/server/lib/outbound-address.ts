// The one guard for every URL the server fetches on a partner's say-so (today: webhook endpoints). It resolves
// the host once and refuses it when any of its addresses lies outside the public internet (loopback, private,
// link-local, carrier-grade NAT, multicast, unspecified, documentation and the other special ranges, IPv4 and
// IPv6 alike, IPv4-mapped and 6to4/NAT64 forms of them too); otherwise a partner could make the server call its
// own network and read what answered from the delivery log. The checked addresses are what the request then
// connects to (outbound-post.ts), so a DNS answer that changes after the check reaches nothing.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { DNS_LOOKUP_TIMEOUT_MS, dnsResolver } from './dns-resolver';

/** Address blocks that are not the public internet (IANA special-purpose registries), refused as targets. */
export const REFUSED_RANGES = {
  ipv4: [
    ['0.0.0.0', 8], // "this network", 0.0.0.0 included
    ['10.0.0.0', 8],
    ['100.64.0.0', 10], // carrier-grade NAT
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24], // IETF protocol assignments
    ['192.0.2.0', 24], // documentation
    ['192.88.99.0', 24], // 6to4 relays
    ['192.168.0.0', 16],
    ['198.18.0.0', 15], // benchmarking
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4], // multicast
    ['240.0.0.0', 4], // reserved, broadcast included
  ],
  ipv6: [
    ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible form
    ['64:ff9b:1::', 48], // local-use NAT64
    ['100::', 64], // discard
    ['2001::', 23], // IETF protocol assignments, Teredo included
    ['2001:db8::', 32], // documentation
    ['3fff::', 20], // documentation
    ['5f00::', 16], // segment routing
    ['fc00::', 7], // unique-local
    ['fe80::', 10], // link-local
    ['fec0::', 10], // site-local (deprecated)
    ['ff00::', 8], // multicast
  ],
} as const;

const refused = new BlockList();
for (const [network, prefix] of REFUSED_RANGES.ipv4) refused.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of REFUSED_RANGES.ipv6) refused.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address, `::` expanded and a dotted IPv4 tail folded in. */
function hextets(address: string): number[] {
  let text = address.split('%')[0]!.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const groups = (part: string | undefined) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : [];
  const [head, tail] = text.split('::');
  const left = groups(head);
  const right = groups(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const dottedQuad = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');

/** The IPv4 address a 6to4 (2002::/16) or well-known NAT64 (64:ff9b::/96) address carries, if it is one. */
function embeddedIpv4(address: string): string | null {
  const h = hextets(address);
  if (h[0] === 0x2002) return dottedQuad(h[1]!, h[2]!);
  if (h[0] === 0x64 && h[1] === 0xff9b && h.slice(2, 6).every((group) => group === 0))
    return dottedQuad(h[6]!, h[7]!);
  return null;
}

/** True for an address the server must not connect to for a partner. IPv4-mapped IPv6 is checked as the IPv4
 * address it is (BlockList does that itself). */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return refused.check(address, 'ipv4');
  if (family !== 6) return true;
  if (refused.check(address, 'ipv6')) return true;
  const carried = embeddedIpv4(address);
  return carried !== null && refused.check(carried, 'ipv4');
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** A URL whose host resolved to public addresses only: connect to these, never to a fresh lookup. */
export interface CheckedTarget {
  url: URL;
  addresses: ResolvedAddress[];
}

/** Either way one answer: whether a name has no address or a refused one is not told apart, so a partner
 * cannot probe which internal names exist (a CNAME to one would otherwise tell). */
export type AddressCheck = { ok: true; target: CheckedTarget } | { ok: false };

export interface OutboundGuard {
  check: (url: string) => Promise<AddressCheck>;
}

export interface OutboundGuardOptions {
  /** WEBHOOK_ALLOW_PRIVATE: for a developer's own machine and tests; every address passes (still pinned). */
  allowPrivate: boolean;
  /** DNS_SERVERS: asked directly when set (as the own-domain check does), else the system's resolver. */
  dnsServers: string[];
}

const withFamily =
  (family: 4 | 6) =>
  (addresses: string[]): ResolvedAddress[] =>
    addresses.map((address) => ({ address, family }));

const nothing = (): ResolvedAddress[] => [];

async function resolveWith(servers: string[], host: string): Promise<ResolvedAddress[]> {
  const dns = dnsResolver(servers);
  const [v4, v6] = await Promise.all([
    dns.resolve4(host).then(withFamily(4), nothing),
    dns.resolve6(host).then(withFamily(6), nothing),
  ]);
  return [...v4, ...v6];
}

async function resolveHost(host: string, servers: string[]): Promise<ResolvedAddress[]> {
  const literal = isIP(host);
  if (literal) return [{ address: host, family: literal as 4 | 6 }];
  if (servers.length) return resolveWith(servers, host);
  // The system's lookup has no deadline of its own: a name that takes longer counts as not found.
  let timer: NodeJS.Timeout | undefined;
  const found = await Promise.race([
    lookup(host, { all: true, verbatim: true }).catch(() => []),
    new Promise<[]>((resolve) => (timer = setTimeout(() => resolve([]), DNS_LOOKUP_TIMEOUT_MS * 2))),
  ]).finally(() => clearTimeout(timer));
  return found.map(({ address, family }) => ({ address, family: family as 4 | 6 }));
}

export function createOutboundGuard({ allowPrivate, dnsServers }: OutboundGuardOptions): OutboundGuard {
  return {
    async check(text) {
      const url = URL.parse(text);
      if (!url) return { ok: false };
      const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
      const addresses = await resolveHost(host, dnsServers);
      const passes =
        addresses.length > 0 && (allowPrivate || !addresses.some((a) => isRefusedAddress(a.address)));
      return passes ? { ok: true, target: { url, addresses } } : { ok: false };
    },
  };
}
