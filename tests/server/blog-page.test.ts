// The HTML the server serves for blog pages, read as a crawler that runs no JavaScript reads it: the post's title,
// 155-character description, canonical and alternates, Open Graph article with its cover, Twitter card,
// BlogPosting and BreadcrumbList data and the post's own text, under the bare path and the country/language one.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../../src/server/db/seed-data';
import { DEMO } from '../../src/server/db/seed';
import { LONG_TEXT, uploadedCover } from '../helpers/blog';
import { partnerToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const SHELL =
  '<!doctype html><html lang="en" dir="ltr"><head><meta name="theme-color" content="#000" />' +
  '<meta name="description" content="generic" /><title>shell</title></head>' +
  '<body><div id="root"></div></body></html>';

const attribute = (html: string, selector: RegExp) => selector.exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as { '@type': string } & Record<string, unknown>,
  );
const rootHtml = (html: string) => /<div id="root"[^>]*>([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';

describe('served blog pages', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'travelx-blog-shell-'));
    writeFileSync(join(root, 'index.html'), SHELL);
    t = await startTestApp(testDatabases()[0]!, { staticRoot: root });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });
  const servedResponses = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="served-responses"[^>]*>(.*?)<\/script>/.exec(html)?.[1] ?? '{}',
    ) as Record<string, unknown>;
  const page = async (path: string) => {
    const reply = await t.app.inject({ url: path, headers: { host: DEMO.host, accept: 'text/html' } });
    expect(reply.statusCode).toBe(200);
    return reply.body;
  };

  it('carries the head and main text of a post', async () => {
    const post = BLOG_POSTS[0]!;
    const html = await page(`/blog/${post.slug}`);
    expect(html).toContain(`<title>${post.title} — ${DEMO.businessName}</title>`);
    const description = attribute(html, /<meta name="description" content="([^"]*)"/)!;
    expect(description.length).toBeGreaterThan(100);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(html).not.toContain('content="generic"');
    expect(html).toContain(`<link rel="canonical" href="http://localhost/blog/${post.slug}"`);
    expect(html).toContain(`hreflang="en-ae" href="http://localhost/ae/en/blog/${post.slug}"`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(`<meta property="og:image" content="http://localhost${post.imageUrl}" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const data = jsonLd(html);
    expect(data.find((item) => item['@type'] === 'BlogPosting')).toMatchObject({
      headline: post.title,
      url: `http://localhost/blog/${post.slug}`,
      publisher: { name: DEMO.businessName },
    });
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList') as unknown as {
      itemListElement: { name: string; item: string }[];
    };
    expect(crumbs.itemListElement.map((item) => item.item)).toEqual([
      'http://localhost/',
      'http://localhost/blogs',
      `http://localhost/blog/${post.slug}`,
    ]);
    const main = rootHtml(html);
    expect(main).toContain(`<h1 class="blog-article__title" dir="auto">${post.title}</h1>`);
    expect(main).toContain(post.descriptionHtml);
  });

  it('carries the post as the API answers it, so the app draws it without asking again', async () => {
    const post = BLOG_POSTS[0]!;
    const html = await page(`/blog/${post.slug}`);
    const path = `/api/v1/blog/posts/${post.slug}`;
    const served = servedResponses(html);
    const api = await t.app.inject({ url: path, headers: { host: DEMO.host } });
    expect(Object.keys(served)).toEqual([path]);
    expect(served[path]).toEqual(api.json());
  });

  it('names the prefixed address under /{country}/{lang}/ and dates the post in that language', async () => {
    const post = BLOG_POSTS[1]!;
    const html = await page(`/in/ta/blog/${post.slug}`);
    expect(html).toContain('<html lang="ta" dir="ltr"');
    expect(html).toContain(`<link rel="canonical" href="http://localhost/in/ta/blog/${post.slug}"`);
    const posting = jsonLd(html).find((item) => item['@type'] === 'BlogPosting')!;
    expect(posting).toMatchObject({ inLanguage: 'ta', url: `http://localhost/in/ta/blog/${post.slug}` });
    const published = new Date(String(posting.datePublished));
    const tamilDate = new Intl.DateTimeFormat('ta-IN', {
      dateStyle: 'long',
      timeZone: 'Asia/Kolkata',
    }).format(published);
    expect(rootHtml(html)).toContain(`<p class="blog-article__date">வெளியிடப்பட்டது ${tamilDate}</p>`);
  });

  it('lists every post as a link on /blogs', async () => {
    const html = await page('/blogs');
    expect(html).toContain(`<title>Travel blog — ${DEMO.businessName}</title>`);
    expect(html).toContain(
      `content="Travel guides, airport tips and route ideas from ${DEMO.businessName}."`,
    );
    for (const post of BLOG_POSTS)
      expect(rootHtml(html)).toContain(`<a href="/blog/${post.slug}">${post.title}</a>`);
  });

  it('serves a new post with its uploaded cover and only its clean HTML', async () => {
    const token = await partnerToken(t);
    const cover = await uploadedCover(t, token);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/partner/blog/posts',
      headers: { host: DEMO.host, authorization: `Bearer ${token}`, 'idempotency-key': 'blog-page-post-1' },
      payload: {
        title: 'Night "taxis" </title><script>alert(1)</script>',
        slug: 'night-taxis',
        keywords: 'night taxi',
        descriptionHtml: `<p>${LONG_TEXT}</p><script>window.pwned = true</script><img src=x onerror=alert(1)>`,
        imageId: cover.id,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const html = await page('/blog/night-taxis');
    expect(html).toContain(
      '<title>Night &quot;taxis&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(html).toContain(`<meta property="og:image" content="http://localhost${cover.src}" />`);
    expect(html).not.toContain('window.pwned');
    expect(html).not.toContain('onerror');
    // Only data blocks, never a script a browser would run.
    expect(html.match(/<script(?![^>]*type="application\/(ld\+)?json")/g)).toBeNull();
  });

  it('answers 404 for a slug with no post, and leaves the create page to the app', async () => {
    const missing = await t.app.inject({ url: '/blog/no-such-post', headers: { host: DEMO.host } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>This post was not found. — ');
    expect(rootHtml(missing.body)).toBe('');
    const create = await page('/blog/create');
    expect(create).toContain('<meta property="og:type" content="website" />');
    expect(rootHtml(create)).toBe('');
  });
});
