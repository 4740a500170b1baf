// A stand-in SMSC speaking SMPP with the same package as the gateway: bind_transceiver checked against one
// system_id and password, each submit_sm recorded (addresses, data_coding, the decoded text, India's DLT TLVs
// 0x1400 and 0x1401) and answered with a message_id, then its delivery receipt sent back as deliver_sm
// (esm_class 0x04, the receipt text of SMPP 3.4 appendix B). It can refuse submits, stay silent, drop its sessions.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import smpp, { type Pdu, type Session } from 'smpp';

export interface SmppSubmit {
  messageId: string;
  sourceAddr: string;
  sourceTon: number;
  destinationAddr: string;
  destinationTon: number;
  registeredDelivery: number;
  dataCoding: number;
  /** The text as the package decodes it by data_coding (GSM 03.38 for 0, UTF-16BE for 8): equal to what was
   * meant only when the octets were encoded as data_coding says. */
  text: string;
  usedPayload: boolean;
  peId?: string;
  templateId?: string;
}

export interface SmppStandIn {
  url: string;
  /** A URL with the wrong password. */
  wrongUrl: string;
  port: number;
  binds: { systemId: string; accepted: boolean }[];
  /** unbind requests taken. */
  unbinds: number;
  submits: SmppSubmit[];
  /** When each of `submits` arrived (performance.now()), for latency figures. */
  arrivals: number[];
  /** deliver_sm_resp command_status for each receipt sent. */
  receiptAnswers: number[];
  /** What the next submits get: a message id and a receipt with this stat, a refusal (command_status), or
   * nothing (the sender times out). */
  mode: { receipt: string } | { refuse: number } | 'silent';
  /** Closes every open session, as a gateway restart would. */
  dropSessions: () => void;
  close: () => Promise<void>;
}

function tlvText(pdu: Pdu, name: string, tag: number): string | undefined {
  const value = pdu[name] ?? pdu[tag];
  if (typeof value === 'string') return value;
  if (Buffer.isBuffer(value)) return value.toString('ascii');
  return undefined;
}

function decodedText(field: unknown): string {
  const value = (field as { message?: unknown } | undefined)?.message ?? field;
  if (typeof value === 'string') return value;
  if (Buffer.isBuffer(value)) return value.toString('latin1');
  return '';
}

const smppTime = (at: Date) =>
  [at.getUTCFullYear() % 100, at.getUTCMonth() + 1, at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes()]
    .map((part) => String(part).padStart(2, '0'))
    .join('');

export async function startSmppStandIn(
  credentials = { systemId: 'travelx', password: 'secret1' },
): Promise<SmppStandIn> {
  const standIn: SmppStandIn = {
    url: '',
    wrongUrl: '',
    port: 0,
    binds: [],
    unbinds: 0,
    submits: [],
    arrivals: [],
    receiptAnswers: [],
    mode: { receipt: 'DELIVRD' },
    dropSessions: () => {},
    close: async () => {},
  };
  const sessions = new Set<Session>();
  const server = smpp.createServer((session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
    session.on('error', () => {});
    let bound = false;
    session.on('bind_transceiver', (pdu: Pdu) => {
      const accepted = pdu.system_id === credentials.systemId && pdu.password === credentials.password;
      standIn.binds.push({ systemId: String(pdu.system_id), accepted });
      if (!accepted) {
        session.send(pdu.response({ command_status: smpp.ESME_RBINDFAIL }));
        return;
      }
      bound = true;
      session.send(pdu.response({ system_id: 'StandInSMSC' }));
    });
    session.on('enquire_link', (pdu: Pdu) => session.send(pdu.response()));
    session.on('unbind', (pdu: Pdu) => {
      standIn.unbinds += 1;
      session.send(pdu.response(), () => session.close());
    });
    session.on('submit_sm', (pdu: Pdu) => {
      const mode = standIn.mode;
      if (mode === 'silent') return;
      if (!bound) return session.send(pdu.response({ command_status: 0x04 /* ESME_RINVBNDSTS */ }));
      if ('refuse' in mode) return session.send(pdu.response({ command_status: mode.refuse }));
      const usedPayload = pdu.message_payload !== undefined;
      const text = decodedText(usedPayload ? pdu.message_payload : pdu.short_message);
      const messageId = randomBytes(8).toString('hex');
      const peId = tlvText(pdu, 'dlt_pe_id', 0x1400);
      const templateId = tlvText(pdu, 'dlt_template_id', 0x1401);
      standIn.arrivals.push(performance.now());
      standIn.submits.push({
        messageId,
        sourceAddr: String(pdu.source_addr),
        sourceTon: Number(pdu.source_addr_ton),
        destinationAddr: String(pdu.destination_addr),
        destinationTon: Number(pdu.dest_addr_ton),
        registeredDelivery: Number(pdu.registered_delivery),
        dataCoding: Number(pdu.data_coding),
        text,
        usedPayload,
        ...(peId ? { peId } : {}),
        ...(templateId ? { templateId } : {}),
      });
      session.send(pdu.response({ message_id: messageId }), () => {
        if (!(Number(pdu.registered_delivery) & 1)) return;
        const now = new Date();
        const stat = mode.receipt;
        const delivered = stat === 'DELIVRD' ? '001' : '000';
        const receipt =
          `id:${messageId} sub:001 dlvrd:${delivered} submit date:${smppTime(now)} done date:${smppTime(now)} ` +
          `stat:${stat} err:${stat === 'DELIVRD' ? '000' : '034'} text:${text.slice(0, 20).replace(/[^\x20-\x7e]/g, '?')}`;
        session.deliver_sm(
          {
            source_addr: pdu.destination_addr,
            destination_addr: pdu.source_addr,
            esm_class: smpp.ESM_CLASS.MC_DELIVERY_RECEIPT,
            short_message: receipt,
          },
          (answer) => standIn.receiptAnswers.push(answer.command_status),
        );
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  standIn.port = (server.address() as AddressInfo).port;
  standIn.url = `smpp://${credentials.systemId}:${credentials.password}@127.0.0.1:${standIn.port}`;
  standIn.wrongUrl = `smpp://${credentials.systemId}:wrong@127.0.0.1:${standIn.port}`;
  standIn.dropSessions = () => {
    for (const session of sessions) session.destroy();
  };
  standIn.close = () =>
    new Promise((resolve) => {
      standIn.dropSessions();
      server.close(() => resolve());
    });
  return standIn;
}
