// The one way the server asks DNS for a partner's name (the own-domain proof and the outbound address guard): the
// servers in DNS_SERVERS when set, else the system's, each with a deadline so a slow name never holds a request.
import { Resolver } from 'node:dns/promises';

export const DNS_LOOKUP_TIMEOUT_MS = 3000;

export function dnsResolver(servers: string[]): Resolver {
  const dns = new Resolver({ timeout: DNS_LOOKUP_TIMEOUT_MS, tries: 2 });
  if (servers.length) dns.setServers(servers);
  return dns;
}
