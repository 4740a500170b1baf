// Blog covers and drafts through the real API: uploads checked by content and size, resized to 1200 px with a
// WebP beside the JPEG and served for a year; "Generate" from the template, and from a model server stand-in
// (whose answer is sanitised like anything else, and whose failure falls back to the template).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogDraftSchema, uploadedImageSchema } from '../../src/domain/pages/blog';
import { htmlText } from '../../src/domain/pages/blog-text';
import { DEMO } from '../../src/server/db/seed';
import { pngOf, uploadImage } from '../helpers/blog';
import { startLlmStandIn, type LlmStandIn } from '../helpers/llm-stand-in';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const get = (t: TestApp, url: string) => t.app.inject({ url, headers: { host: DEMO.host } });

const draft = (t: TestApp, token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/partner/blog/drafts',
    headers: { host: DEMO.host, authorization: `Bearer ${token}` },
    payload,
  });

describe.each(testDatabases())('blog covers and drafts on $name', (target) => {
  let t: TestApp;
  let partner: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    partner = await partnerToken(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('resizes an upload to 1200 px and serves it as JPEG and WebP, cached for a year', async () => {
    const reply = await uploadImage(t, partner, await pngOf(2400, 1200));
    expect(reply.statusCode, reply.body).toBe(201);
    const image = uploadedImageSchema.parse(reply.json());
    expect(image).toMatchObject({ width: 1200, height: 600 });
    for (const [url, type, format] of [
      [image.src, 'image/jpeg', 'jpeg'],
      [image.webp!, 'image/webp', 'webp'],
    ] as const) {
      const file = await get(t, url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(type);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta).toMatchObject({ format, width: 1200, height: 600 });
    }
  });

  it('keeps a small upload at its own size', async () => {
    const image = uploadedImageSchema.parse((await uploadImage(t, partner, await pngOf(640, 480))).json());
    expect(image).toMatchObject({ width: 640, height: 480 });
  });

  it('refuses files that are not images whatever they claim, broken images, and files over 5 MB', async () => {
    const script = await uploadImage(t, partner, Buffer.from('<svg onload="alert(1)"></svg>'), {
      name: 'x.png',
      type: 'image/png',
    });
    expect(script.statusCode).toBe(415);
    expect(script.json().error.code).toBe('unsupported_media_type');
    const broken = await uploadImage(t, partner, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]));
    expect(broken.statusCode).toBe(400);
    const huge = await uploadImage(
      t,
      partner,
      Buffer.concat([await pngOf(10, 10), Buffer.alloc(5 * 1024 * 1024)]),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('payload_too_large');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/partner/blog/images',
      headers: { host: DEMO.host, authorization: `Bearer ${partner}` },
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('takes uploads from the partner only', async () => {
    const png = await pngOf(20, 20);
    expect((await uploadImage(t, 'not-a-token', png)).statusCode).toBe(401);
    expect((await uploadImage(t, await riderToken(t), png)).statusCode).toBe(403);
    expect((await get(t, '/media/not-an-id/1200.jpg')).statusCode).toBe(404);
  });

  it('drafts a description from the template with the title, place and business', async () => {
    const reply = await draft(t, partner, { title: 'Airport runs made easy', place: 'Chennai' });
    expect(reply.statusCode, reply.body).toBe(200);
    const body = blogDraftSchema.parse(reply.json());
    expect(body.source).toBe('template');
    expect(body.descriptionHtml).toContain('<h2>Airport runs made easy</h2>');
    expect(body.descriptionHtml).toContain(`<strong>${DEMO.businessName}</strong> runs taxis in Chennai`);
    expect(body.descriptionHtml).toContain('+91 9840012345');
    expect(htmlText(body.descriptionHtml).length).toBeGreaterThanOrEqual(100);
  });

  it('asks for a title first', async () => {
    const reply = await draft(t, partner, { title: '   ', place: '' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.fields).toEqual({ title: 'Please enter a title first.' });
    expect((await draft(t, await riderToken(t), { title: 'x' })).statusCode).toBe(403);
  });
});

describe('blog drafts from a model', () => {
  let t: TestApp;
  let llm: LlmStandIn;
  let partner: string;
  beforeAll(async () => {
    llm = await startLlmStandIn();
    t = await startTestApp(testDatabases()[0]!, {
      env: { LLM_BASE_URL: llm.url, LLM_MODEL: 'stand-in-model', LLM_API_KEY: 'sk-test' },
    });
    partner = await partnerToken(t);
  });
  afterAll(async () => {
    await t?.close();
    await llm?.close();
  });

  it("sends the title, place and business and keeps only the model's safe HTML", async () => {
    const text =
      'Pondicherry is a calm seaside town with French streets, a long promenade and good food. '.repeat(2);
    llm.answer = {
      content:
        '```html\n<h2>Visit Pondicherry</h2><p onmouseover="steal()">' +
        text +
        '</p><script>steal()</script><a href="javascript:steal()">more</a>\n```',
    };
    const body = blogDraftSchema.parse(
      (await draft(t, partner, { title: 'Visit Pondicherry', place: 'Puducherry' })).json(),
    );
    expect(body.source).toBe('model');
    expect(body.descriptionHtml).toBe(`<h2>Visit Pondicherry</h2><p>${text}</p><a>more</a>`);
    const request = llm.requests.at(-1)!;
    expect(request.model).toBe('stand-in-model');
    expect(request.authorization).toBe('Bearer sk-test');
    const prompt = request.messages.map((message) => message.content).join('\n');
    for (const fact of ['Visit Pondicherry', 'Puducherry', DEMO.businessName, '9840012345'])
      expect(prompt).toContain(fact);
  });

  it('falls back to the template when the model fails or says too little', async () => {
    llm.answer = { status: 503 };
    const failed = blogDraftSchema.parse(
      (await draft(t, partner, { title: 'Night rides', place: 'Vellore' })).json(),
    );
    expect(failed.source).toBe('template');
    expect(failed.descriptionHtml).toContain('taxis in Vellore');
    llm.answer = { content: '<script>only a script</script><p>tiny</p>' };
    const tiny = blogDraftSchema.parse(
      (await draft(t, partner, { title: 'Night rides', place: 'Vellore' })).json(),
    );
    expect(tiny.source).toBe('template');
  });
});
