// A small authoritative DNS server over UDP for the own-domain check and the outbound address guard: it answers
// A, AAAA, CNAME and TXT questions from a table the test edits, NXDOMAIN for names it does not know, in the real
// wire format (RFC 1035, RFC 3596), so the app's lookups go through Node's own resolver exactly as they would
// against a registrar's name servers. A record with `next` changes to it once it has answered (a rebinding name).
import { createSocket } from 'node:dgram';

export interface DnsRecords {
  a?: string[];
  /** IPv6 addresses, `::` allowed (`fd00::1`), no dotted IPv4 tail. */
  aaaa?: string[];
  cname?: string;
  /** What the name answers after its first answer with an address. */
  next?: DnsRecords;
  /** TXT records, one string each (long ones are sent in 255-byte chunks, as registrars publish them). */
  txt?: string[];
}

export interface DnsStandIn {
  server: string;
  zone: Map<string, DnsRecords>;
  close: () => Promise<void>;
}

const TYPE_A = 1;
const TYPE_CNAME = 5;
const TYPE_AAAA = 28;

/** `fd00::1` → its 16 bytes (`::` expanded; no dotted IPv4 tail). */
function ipv6Bytes(ip: string): Buffer {
  const groups = (part = '') => (part ? part.split(':') : []);
  const [head, tail] = ip.split('::');
  const gap = tail === undefined ? 0 : 8 - groups(head).length - groups(tail).length;
  const all = [...groups(head), ...new Array<string>(gap).fill('0'), ...groups(tail)].map((g) =>
    parseInt(g, 16),
  );
  return Buffer.from(all.flatMap((group) => [group >> 8, group & 255]));
}

const TYPE_TXT = 16;

/** A TXT record's data: its text as length-prefixed character strings of at most 255 bytes. */
function textData(text: string): Buffer {
  const bytes = Buffer.from(text);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length || at === 0; at += 255) {
    const chunk = bytes.subarray(at, at + 255);
    chunks.push(Buffer.from([chunk.length]), chunk);
    if (bytes.length === 0) break;
  }
  return Buffer.concat(chunks);
}

function readName(message: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let at = offset;
  while (message[at]! > 0) {
    const length = message[at]!;
    labels.push(message.subarray(at + 1, at + 1 + length).toString('ascii'));
    at += length + 1;
  }
  return { name: labels.join('.').toLowerCase(), end: at + 1 };
}

function encodeName(name: string): Buffer {
  const parts = name
    .split('.')
    .filter(Boolean)
    .map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label)]));
  return Buffer.concat([...parts, Buffer.from([0])]);
}

function record(type: number, data: Buffer): Buffer {
  const head = Buffer.alloc(12);
  head.writeUInt16BE(0xc00c, 0); // the question's name
  head.writeUInt16BE(type, 2);
  head.writeUInt16BE(1, 4); // IN
  head.writeUInt32BE(60, 6);
  head.writeUInt16BE(data.length, 10);
  return Buffer.concat([head, data]);
}

function answer(query: Buffer, zone: Map<string, DnsRecords>): Buffer {
  const { name, end } = readName(query, 12);
  const type = query.readUInt16BE(end);
  const known = zone.get(name);
  const answers: Buffer[] = [];
  if (known?.cname && (type === TYPE_CNAME || type === TYPE_A))
    answers.push(record(TYPE_CNAME, encodeName(known.cname)));
  else if (known?.a && type === TYPE_A)
    for (const ip of known.a) answers.push(record(TYPE_A, Buffer.from(ip.split('.').map(Number))));
  else if (known?.aaaa && type === TYPE_AAAA)
    for (const ip of known.aaaa) answers.push(record(TYPE_AAAA, ipv6Bytes(ip)));
  if (known?.next && answers.length && !known.cname) zone.set(name, known.next);
  else if (known?.txt && type === TYPE_TXT)
    for (const text of known.txt) answers.push(record(TYPE_TXT, textData(text)));
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2);
  header.writeUInt16BE(0x8400 | (known ? 0 : 3), 2); // response, authoritative, NOERROR or NXDOMAIN
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(answers.length, 6);
  return Buffer.concat([header, query.subarray(12, end + 4), ...answers]);
}

export async function startDnsStandIn(): Promise<DnsStandIn> {
  const zone = new Map<string, DnsRecords>();
  const socket = createSocket('udp4');
  socket.on('message', (query, peer) => socket.send(answer(query, zone), peer.port, peer.address));
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    server: `127.0.0.1:${socket.address().port}`,
    zone,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
