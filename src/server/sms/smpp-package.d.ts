// The part of the `smpp` package (node-smpp, which ships no types) the SMPP gateway and its test stand-in use.
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type { Server as NetServer, Socket } from 'node:net';

  export interface Pdu {
    command: string;
    command_id: number;
    command_status: number;
    sequence_number: number;
    isResponse(): boolean;
    response(options?: Record<string, unknown>): Pdu;
    /** Parameters and TLVs by name (unknown TLVs by their numeric tag, as a Buffer). */
    [field: string]: unknown;
  }

  export interface Session extends EventEmitter {
    socket: Socket;
    send(pdu: Pdu, responseCallback?: (pdu: Pdu) => void, sendCallback?: (pdu: Pdu) => void): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
    pause(): void;
    resume(): void;
    bind_transceiver(options: Record<string, unknown>, responseCallback?: (pdu: Pdu) => void): boolean;
    submit_sm(options: Record<string, unknown>, responseCallback?: (pdu: Pdu) => void): boolean;
    deliver_sm(options: Record<string, unknown>, responseCallback?: (pdu: Pdu) => void): boolean;
    enquire_link(options?: Record<string, unknown>, responseCallback?: (pdu: Pdu) => void): boolean;
    unbind(options?: Record<string, unknown>, responseCallback?: (pdu: Pdu) => void): boolean;
  }

  export interface Server extends NetServer {
    sessions: Session[];
  }

  interface TlvType {
    read(buffer: Buffer, offset: number, length: number): unknown;
    write(value: unknown, buffer: Buffer, offset: number): void;
    size(value: unknown): number;
  }

  interface Smpp {
    connect(options: {
      host: string;
      port: number;
      tls?: boolean;
      auto_enquire_link_period?: number;
      [option: string]: unknown;
    }): Session;
    createServer(listener: (session: Session) => void): Server;
    addTLV(tag: string, options: { id: number; type: TlvType }): void;
    PDU: new (command: string, options?: Record<string, unknown>) => Pdu;
    types: { tlv: { string: TlvType; cstring: TlvType; int8: TlvType; buffer: TlvType } };
    tlvs: Record<string, { id: number }>;
    errors: Record<string, number>;
    encodings: { ASCII: { match(text: string): boolean }; UCS2: { encode(text: string): Buffer } };
    gsmCoder: {
      encode(text: string, shiftTable: number): Buffer;
      decode(data: Buffer, shiftTable: number): string;
    };
    ESM_CLASS: Record<string, number>;
    ESME_ROK: number;
    ESME_RBINDFAIL: number;
    ESME_RINVPASWD: number;
    ESME_RSUBMITFAIL: number;
  }

  const smpp: Smpp;
  export default smpp;
}
