// Loads the Node verifier exactly as the API reference prints it (WEBHOOK_VERIFIERS.Node), from a module file
// of its text, so tests check deliveries with the code a partner would copy rather than a copy of their own.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { WEBHOOK_VERIFIERS } from '../../src/server/modules/integrations/webhook-verifiers';

export type DocumentedVerifier = (header: string | undefined, rawBody: string, secret: string) => boolean;

export async function loadDocumentedVerifier(): Promise<DocumentedVerifier> {
  const file = join(await mkdtemp(join(tmpdir(), 'travelx-verifier-')), 'verify.mjs');
  await writeFile(file, WEBHOOK_VERIFIERS.Node);
  const loaded = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
    verifyTravelXSignature: DocumentedVerifier;
  };
  return loaded.verifyTravelXSignature;
}
