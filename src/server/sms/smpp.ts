// SMPP 3.4 straight to an SMSC or an aggregator (India's operators and bulk-SMS aggregators offer it): one
// bind_transceiver session kept open and bound again with back-off when it is lost, submit_sm with a delivery
// receipt asked for (registered_delivery=1), GSM 03.38 text as the SMSC default alphabet and anything else as
// UCS2, India's DLT ids in the TLVs aggregators read (0x1400 principal entity id, 0x1401 content template id).
// Receipts come back as deliver_sm on the same session and are answered once onReport has taken them. The
// message text is never logged.
import type { FastifyBaseLogger } from 'fastify';
import smpp, { type Pdu, type Session } from 'smpp';
import { parseSmppReceipt } from './delivery-reports';
import type { DeliveryReport, SmsMessage, SmsProvider } from './sms-provider';

/** India's DLT TLVs: the principal entity id and the content template id, as octet strings. */
export const DLT_TLVS = { entityId: 0x1400, templateId: 0x1401 } as const;
if (!smpp.tlvs.dlt_pe_id) smpp.addTLV('dlt_pe_id', { id: DLT_TLVS.entityId, type: smpp.types.tlv.string });
if (!smpp.tlvs.dlt_template_id)
  smpp.addTLV('dlt_template_id', { id: DLT_TLVS.templateId, type: smpp.types.tlv.string });

export interface SmppConnection {
  host: string;
  port: number;
  tls: boolean;
  systemId: string;
  password: string;
  /** Some SMSCs ask for a system_type at bind (`?system_type=`). */
  systemType: string;
  /** The default source address (`?sender=`); a message's own `sender` wins over it. */
  sender: string;
}

/** Reads `smpp://system_id:password@host:port` (`ssmpp://` for TLS; port 2775, or 3550 with TLS). */
export function parseSmppUrl(url: string): SmppConnection {
  const parsed = new URL(url);
  if (parsed.protocol !== 'smpp:' && parsed.protocol !== 'ssmpp:')
    throw new Error('SMPP_URL is smpp://system_id:password@host:port');
  const tls = parsed.protocol === 'ssmpp:';
  return {
    host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: parsed.port ? Number(parsed.port) : tls ? 3550 : 2775,
    tls,
    systemId: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    systemType: parsed.searchParams.get('system_type') ?? '',
    sender: parsed.searchParams.get('sender') ?? '',
  };
}

/** SMPP data_coding: 0 is the SMSC default alphabet (GSM 03.38), 8 is UCS2. */
export const DATA_CODING = { gsm7: 0, ucs2: 8 } as const;

/** The text as the SMSC takes it: GSM 03.38 (one octet per septet, unpacked) when every character is in the GSM
 * alphabet, else UCS2 (UTF-16 big-endian); and whether it fits one SMS (160 septets, or 70 UCS2 characters). */
export function encodeSmsText(text: string): { dataCoding: number; bytes: Buffer; singlePart: boolean } {
  if (smpp.encodings.ASCII.match(text)) {
    const bytes = smpp.gsmCoder.encode(text, 0);
    return { dataCoding: DATA_CODING.gsm7, bytes, singlePart: bytes.length <= 160 };
  }
  const bytes = smpp.encodings.UCS2.encode(text);
  return { dataCoding: DATA_CODING.ucs2, bytes, singlePart: bytes.length <= 140 };
}

/** An SMPP address's type of number and numbering plan: digits are an international number (TON 1, NPI 1,
 * without the plus), anything else an alphanumeric sender (TON 5, NPI 0). */
function address(value: string): { ton: number; npi: number; addr: string } {
  const digits = value.replace(/^\+/, '');
  if (/^\d+$/.test(digits)) return { ton: 1, npi: 1, addr: digits };
  return { ton: 5, npi: 0, addr: value };
}

/** submit_sm's fields for one message. A text longer than one SMS goes in message_payload, which the SMSC splits. */
export function submitSmFields(message: SmsMessage, defaultSender: string): Record<string, unknown> {
  const source = address(message.sender || defaultSender);
  const destination = address(message.to);
  const { dataCoding, bytes, singlePart } = encodeSmsText(message.text);
  return {
    source_addr_ton: source.ton,
    source_addr_npi: source.npi,
    source_addr: source.addr,
    dest_addr_ton: destination.ton,
    dest_addr_npi: destination.npi,
    destination_addr: destination.addr,
    registered_delivery: 1,
    data_coding: dataCoding,
    ...(singlePart ? { short_message: bytes } : { short_message: Buffer.alloc(0), message_payload: bytes }),
    ...(message.dlt ? { dlt_pe_id: message.dlt.entityId, dlt_template_id: message.dlt.templateId } : {}),
  };
}

/** An SMPP command_status's name (ESME_RTHROTTLED…) and number. */
export function smppStatusName(status: number): string {
  const name = Object.entries(smpp.errors).find(([, value]) => value === status)?.[0];
  return `${name ?? 'status'} (0x${status.toString(16).padStart(8, '0')})`;
}

export class SmppError extends Error {
  constructor(
    readonly commandStatus: number,
    message: string,
  ) {
    super(message);
    this.name = 'SmppError';
  }
}

/** The text of a deliver_sm: its short_message, else its message_payload, decoded by the package. */
function deliveredText(pdu: Pdu): string {
  for (const field of [pdu.short_message, pdu.message_payload]) {
    const value = (field as { message?: unknown } | undefined)?.message ?? field;
    if (typeof value === 'string' && value) return value;
    if (Buffer.isBuffer(value) && value.length) return value.toString('latin1');
  }
  return '';
}

/** The receipt a deliver_sm carries (esm_class message type 0x04, "SMSC delivery receipt"), or null. */
export function receiptOf(pdu: Pdu): DeliveryReport | null {
  const esmClass = Number(pdu.esm_class ?? 0);
  if ((esmClass & 0x3c) !== 0x04) return null;
  return parseSmppReceipt({
    text: deliveredText(pdu),
    ...(typeof pdu.receipted_message_id === 'string' && pdu.receipted_message_id
      ? { receiptedMessageId: pdu.receipted_message_id }
      : {}),
    ...(typeof pdu.message_state === 'number' ? { messageState: pdu.message_state } : {}),
  });
}

export interface SmppOptions {
  /** smpp://system_id:password@host:port */
  url: string;
  /** Takes each delivery receipt; the SMSC is answered once it resolves (a temporary error when it throws, so the
   * SMSC sends the receipt again). */
  onReport: (report: DeliveryReport) => Promise<void> | void;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** How long a send waits for the session to be bound and for submit_sm_resp (10 s); also the bind and
   * enquire_link deadline. */
  timeoutMs?: number;
  /** The first and the longest wait before binding again after the session was lost (1 s doubling to 60 s). */
  retry?: { firstMs: number; maxMs: number };
  /** How often the bound session is checked with enquire_link (30 s). */
  enquireLinkMs?: number;
}

export interface SmppProvider extends SmsProvider {
  /** Whether the session is bound right now. */
  readonly bound: boolean;
  /** Resolves once bound (rejects after `timeoutMs`, or when closed). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** ESME_RX_T_APPN: the receipt could not be taken now; the SMSC delivers it again later. */
const TEMPORARY_APP_ERROR = 0x64;

export function createSmppProvider(options: SmppOptions): SmppProvider {
  const connection = parseSmppUrl(options.url);
  const where = `${connection.host}:${connection.port}`;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retry = options.retry ?? { firstMs: 1000, maxMs: 60_000 };
  const enquireLinkMs = options.enquireLinkMs ?? 30_000;
  const log = options.log;

  let session: Session | null = null;
  let bound = false;
  let closed = false;
  let failures = 0;
  let lastProblem = 'not bound yet';
  let retryTimer: NodeJS.Timeout | undefined;
  const waiting = new Set<{ resolve: () => void; reject: (error: Error) => void }>();
  const inFlight = new Set<(error: Error) => void>();

  const lose = (current: Session, problem: string) => {
    lastProblem = problem;
    current.destroy();
  };

  const scheduleBind = () => {
    if (closed) return;
    const wait = Math.min(retry.maxMs, retry.firstMs * 2 ** Math.min(failures, 16));
    failures += 1;
    retryTimer = setTimeout(bind, wait);
    retryTimer.unref();
  };

  function answerDelivery(current: Session, pdu: Pdu) {
    const report = receiptOf(pdu);
    if (!report) {
      current.send(pdu.response());
      return;
    }
    void Promise.resolve()
      .then(() => options.onReport(report))
      .then(
        () => current.send(pdu.response()),
        (error: unknown) => {
          log?.error({ err: error }, `SMPP delivery receipt for ${report.providerId} not taken`);
          current.send(pdu.response({ command_status: TEMPORARY_APP_ERROR }));
        },
      );
  }

  function bind() {
    if (closed) return;
    const current = smpp.connect({ host: connection.host, port: connection.port, tls: connection.tls });
    session = current;
    const deadline = setTimeout(() => lose(current, `no bind within ${timeoutMs / 1000} s`), timeoutMs);
    let linkCheck: NodeJS.Timeout | undefined;

    current.on(connection.tls ? 'secureConnect' : 'connect', () => {
      current.bind_transceiver(
        {
          system_id: connection.systemId,
          password: connection.password,
          system_type: connection.systemType,
          interface_version: 0x34,
        },
        (pdu) => {
          clearTimeout(deadline);
          if (pdu.command_status !== 0) {
            log?.warn(`SMPP gateway ${where} refused the bind: ${smppStatusName(pdu.command_status)}`);
            lose(current, `bind refused: ${smppStatusName(pdu.command_status)}`);
            return;
          }
          bound = true;
          failures = 0;
          lastProblem = '';
          log?.info(`SMPP bound to ${where} as ${connection.systemId}`);
          for (const waiter of waiting) waiter.resolve();
          waiting.clear();
          linkCheck = setInterval(() => {
            const noAnswer = setTimeout(() => lose(current, 'enquire_link unanswered'), timeoutMs);
            current.enquire_link({}, () => clearTimeout(noAnswer));
          }, enquireLinkMs);
          linkCheck.unref();
        },
      );
    });
    current.on('error', (error: Error) => {
      lastProblem = error.message;
    });
    current.on('close', () => {
      clearTimeout(deadline);
      clearInterval(linkCheck);
      if (session !== current) return;
      const wasBound = bound;
      session = null;
      bound = false;
      for (const fail of inFlight) fail(new Error(`SMPP session to ${where} lost before submit_sm_resp`));
      inFlight.clear();
      if (closed) return;
      if (wasBound) log?.warn(`SMPP session to ${where} lost (${lastProblem || 'closed'}); binding again`);
      if (!lastProblem) lastProblem = 'the session closed';
      // A bind that failed fails the sends waiting for it at once (the outbox tries again later); a session lost
      // while bound lets them wait for the next bind.
      if (!wasBound) {
        for (const waiter of waiting)
          waiter.reject(new Error(`SMPP gateway ${where} is not bound (${lastProblem})`));
        waiting.clear();
      }
      scheduleBind();
    });
    current.on('deliver_sm', (pdu: Pdu) => answerDelivery(current, pdu));
    current.on('enquire_link', (pdu: Pdu) => current.send(pdu.response()));
    current.on('unbind', (pdu: Pdu) => {
      lastProblem = 'the gateway unbound';
      bound = false;
      current.send(pdu.response(), () => current.close());
    });
  }

  const ready = () =>
    bound
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => {
          if (closed) return reject(new Error('SMPP gateway closed'));
          const waiter = {
            resolve: () => {
              clearTimeout(timer);
              resolve();
            },
            reject: (error: Error) => {
              clearTimeout(timer);
              reject(error);
            },
          };
          const timer = setTimeout(() => {
            waiting.delete(waiter);
            reject(new Error(`SMPP gateway ${where} is not bound (${lastProblem || 'binding'})`));
          }, timeoutMs);
          waiting.add(waiter);
        });

  bind();

  return {
    name: 'smpp',
    get bound() {
      return bound;
    },
    ready,
    async send(message) {
      await ready();
      const current = session;
      if (!current || !bound) throw new Error(`SMPP gateway ${where} is not bound (${lastProblem})`);
      const fields = submitSmFields(message, connection.sender);
      return new Promise((resolve, reject) => {
        const fail = (error: Error) => {
          clearTimeout(timer);
          inFlight.delete(fail);
          reject(error);
        };
        const timer = setTimeout(
          () =>
            fail(new Error(`SMPP gateway ${where} did not answer submit_sm within ${timeoutMs / 1000} s`)),
          timeoutMs,
        );
        inFlight.add(fail);
        const written = current.submit_sm(fields, (pdu) => {
          if (!inFlight.has(fail)) return;
          if (pdu.command_status !== 0)
            return fail(
              new SmppError(
                pdu.command_status,
                `SMPP gateway refused the message: ${smppStatusName(pdu.command_status)}`,
              ),
            );
          clearTimeout(timer);
          inFlight.delete(fail);
          resolve({ providerId: String(pdu.message_id ?? '') });
        });
        if (!written) fail(new Error(`SMPP session to ${where} is not writable`));
      });
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      for (const waiter of waiting) waiter.reject(new Error('SMPP gateway closed'));
      waiting.clear();
      const current = session;
      if (!current) return;
      if (bound)
        await new Promise<void>((resolve) => {
          const giveUp = setTimeout(resolve, 2000);
          const sent = current.unbind({}, () => {
            clearTimeout(giveUp);
            resolve();
          });
          if (!sent) resolve();
        });
      bound = false;
      if (current.socket.destroyed) return;
      await new Promise<void>((resolve) => {
        const giveUp = setTimeout(() => current.destroy(), 2000);
        current.socket.once('close', () => {
          clearTimeout(giveUp);
          resolve();
        });
        current.close();
      });
    },
  };
}
