// The tenant's privacy policy and terms through the real API and the served HTML: the template filled with the
// brand until the partner writes their own, then theirs, escaped, under all four addresses and the prefix.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalPageResponseSchema, publicSiteAddress } from '../../src/domain/partners/legal-pages';
import { DEMO } from '../../src/server/db/seed';
import { partnerToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const SHELL =
  '<!doctype html><html lang="en" dir="ltr"><head><title>shell</title></head>' +
  '<body><div id="root"></div></body></html>';

describe.each(testDatabases())('legal pages on $name', (target) => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'travelx-legal-shell-'));
    writeFileSync(join(root, 'index.html'), SHELL);
    t = await startTestApp(target, { staticRoot: root });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });
  const api = (page: string) => t.app.inject({ url: `/api/v1/legal/${page}`, headers: { host: DEMO.host } });
  const html = async (path: string) => {
    const reply = await t.app.inject({ url: path, headers: { host: DEMO.host, accept: 'text/html' } });
    expect(reply.statusCode).toBe(200);
    return reply.body;
  };

  it('fills the template with the brand until the partner writes their own', async () => {
    const privacy = legalPageResponseSchema.parse((await api('privacyPolicy')).json());
    expect(privacy.title).toBe(`Privacy policy of ${DEMO.businessName}`);
    expect(privacy.paragraphs.length).toBeGreaterThan(3);
    expect(privacy.paragraphs.join(' ')).toContain('delete your account');
    // Served on a development host, the policy names no address rather than "runs localhost".
    expect(privacy.paragraphs[0]).toMatch(
      new RegExp(`^${DEMO.businessName} runs this website to book taxis`),
    );
    expect(privacy.paragraphs.join(' ')).not.toContain(DEMO.host);
    const terms = legalPageResponseSchema.parse((await api('terms')).json());
    expect(terms.title).toBe(`Terms of service of ${DEMO.businessName}`);
    const bad = await api('cookies');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.page).toBe('There is a privacy policy and terms of service, nothing else');
  });

  it('names the site by the public address it is served on, else the partner’s own domain', () => {
    expect(publicSiteAddress('kaveri.travelx.in', 'localhost')).toBe('kaveri.travelx.in');
    expect(publicSiteAddress('localhost', 'kavericabs.in')).toBe('kavericabs.in');
    expect(publicSiteAddress('127.0.0.1', 'localhost')).toBeNull();
  });

  it("serves the partner's own text, escaped, under every legal address", async () => {
    const owner = await partnerToken(t);
    const own = 'Our rules\n\nWe keep <b>nothing</b>   you do not give us.\r\n\r\nWrite to us any time.';
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/partner/settings',
      headers: { host: DEMO.host, authorization: `Bearer ${owner}`, 'idempotency-key': 'legal-own-text' },
      payload: { legal: { privacyPolicy: own } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(legalPageResponseSchema.parse((await api('privacyPolicy')).json())).toEqual({
      page: 'privacyPolicy',
      title: 'Our rules',
      paragraphs: ['We keep <b>nothing</b> you do not give us.', 'Write to us any time.'],
    });
    for (const path of ['/privacy', '/user/privacy/policy', '/in/ta/privacy']) {
      const page = await html(path);
      expect(page).toContain('<h1 class="page__title">Our rules</h1>');
      expect(page).toContain('<p>We keep &lt;b&gt;nothing&lt;/b&gt; you do not give us.</p>');
      expect(page).not.toContain('<b>nothing</b></p>');
      expect(page).toContain('"/api/v1/legal/privacyPolicy"');
    }
    const terms = await html('/user/terms');
    expect(terms).toContain(`Terms of service of ${DEMO.businessName}`);
    expect(terms).toContain('"/api/v1/legal/terms"');
  });
});
