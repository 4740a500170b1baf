// The production edge on loopback: Debian's Pebble (the ACME test authority, challenge validation switched off as
// its documentation allows) and Debian's Caddy running deploy/Caddyfile itself, its placeholders set to high
// ports, Pebble as its CA and the app under test as upstream and `ask`. Nothing is fetched from the internet.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import https from 'node:https';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { waitFor } from './wait-for';

export const PEBBLE_PATH = process.env.PEBBLE_PATH ?? '/usr/bin/pebble';
export const CADDY_PATH = process.env.CADDY_PATH ?? '/usr/bin/caddy';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

function run(command: string, args: string[], env: Record<string, string>, log: string[]): ChildProcess {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => log.push(chunk.toString('utf8'));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return child;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The names the served certificate is for (its subjectAltName). */
  certificateNames: string[];
}

export interface HttpsEdge {
  httpPort: number;
  httpsPort: number;
  /** Pebble's issuing root, PEM: what a client trusts to accept the certificates Caddy got. */
  pebbleRoot: string;
  /** The intermediate Pebble issues under, PEM: served in every chain, so a browser can be told to trust its key. */
  pebbleIntermediate: string;
  /** An HTTPS request to `name` on the edge, trusting only Pebble's root. */
  get: (name: string, path?: string, headers?: Record<string, string>) => Promise<HttpsAnswer>;
  log: string[];
  close: () => Promise<void>;
}

const bodyOf = (response: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', reject);
  });

function httpsGet(
  port: number,
  ca: string,
  name: string,
  path: string,
  headers: Record<string, string>,
): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const request = https.get(
      {
        host: '127.0.0.1',
        port,
        path,
        servername: name,
        ca,
        agent: false,
        headers: { host: `${name}:${port}`, ...headers },
      },
      (response) => {
        const certificate = (response.socket as TLSSocket).getPeerCertificate();
        const certificateNames = (certificate.subjectaltname ?? '')
          .split(', ')
          .map((entry) => entry.replace(/^DNS:/, ''));
        bodyOf(response).then(
          (body) =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body, certificateNames }),
          reject,
        );
      },
    );
    request.on('error', reject);
  });
}

/** A throwaway self-signed certificate for Pebble's own HTTPS (its ACME and management endpoints). */
function pebbleServerCertificate(dir: string) {
  const cert = join(dir, 'pebble-cert.pem');
  const key = join(dir, 'pebble-key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=pebble on loopback',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

async function startPebble(dir: string, log: string[], children: ChildProcess[]) {
  const [acmePort, managementPort] = [await freePort(), await freePort()];
  const { cert, key } = pebbleServerCertificate(dir);
  const config = join(dir, 'pebble.json');
  writeFileSync(
    config,
    JSON.stringify({
      pebble: {
        listenAddress: `127.0.0.1:${acmePort}`,
        managementListenAddress: `127.0.0.1:${managementPort}`,
        certificate: cert,
        privateKey: key,
        // Where Pebble would validate challenges; validation is off, so nothing listens there.
        httpPort: await freePort(),
        tlsPort: await freePort(),
        ocspResponderURL: '',
        externalAccountBindingRequired: false,
      },
    }),
  );
  const child = run(
    PEBBLE_PATH,
    ['-config', config],
    { PEBBLE_VA_ALWAYS_VALID: '1', PEBBLE_VA_NOSLEEP: '1', PEBBLE_WFE_NONCEREJECT: '0' },
    log,
  );
  children.push(child);
  await waitFor(() => accepts(managementPort), 'Pebble to listen', 20_000);
  const pebbleTrust = readFileSync(cert, 'utf8');
  const [root, intermediate] = await Promise.all([
    managementGet(managementPort, pebbleTrust, '/roots/0'),
    managementGet(managementPort, pebbleTrust, '/intermediates/0'),
  ]);
  return {
    directory: `https://127.0.0.1:${acmePort}/dir`,
    serverCertificate: cert,
    root,
    intermediate,
  };
}

function managementGet(port: number, ca: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    https
      .get({ host: '127.0.0.1', port, path, ca, agent: false }, (response) =>
        bodyOf(response).then(resolve, reject),
      )
      .on('error', reject);
  });
}

/** Starts Pebble, then Caddy with deploy/Caddyfile in front of `upstreams` (host:port of the app processes). */
export async function startHttpsEdge(upstreams: string[]): Promise<HttpsEdge> {
  const dir = mkdtempSync(join(tmpdir(), 'travelx-edge-'));
  const log: string[] = [];
  const children: ChildProcess[] = [];
  const close = async () => {
    for (const child of children.reverse()) await stop(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    return await startIn(dir, upstreams, log, children, close);
  } catch (error) {
    await close();
    throw new Error(`the HTTPS edge did not start: ${String(error)}\n${log.join('')}`, { cause: error });
  }
}

async function startIn(
  dir: string,
  upstreams: string[],
  log: string[],
  children: ChildProcess[],
  close: () => Promise<void>,
): Promise<HttpsEdge> {
  const pebble = await startPebble(dir, log, children);
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const caddy = run(
    CADDY_PATH,
    ['run', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'],
    {
      HOME: dir,
      XDG_DATA_HOME: join(dir, 'data'),
      XDG_CONFIG_HOME: join(dir, 'config'),
      ACME_CA: pebble.directory,
      ACME_CA_ROOT: pebble.serverCertificate,
      HTTP_PORT: String(httpPort),
      HTTPS_PORT: String(httpsPort),
      CADDY_ADMIN: 'off',
      TLS_ASK_URL: `http://${upstreams[0]}/api/v1/tls/allowed`,
      APP_UPSTREAMS: upstreams.join(' '),
    },
    log,
  );
  children.push(caddy);
  await waitFor(
    async () => (await accepts(httpsPort)) && (await accepts(httpPort)),
    'Caddy to listen',
    20_000,
  );
  return {
    httpPort,
    httpsPort,
    pebbleRoot: pebble.root,
    pebbleIntermediate: pebble.intermediate,
    get: (name, path = '/', headers = {}) => httpsGet(httpsPort, pebble.root, name, path, headers),
    log,
    close,
  };
}
