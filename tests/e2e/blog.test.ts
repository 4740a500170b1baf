// The blog end to end in Chromium, over the real server and build: the partner writes a post whose description
// carries a script tag, an onerror image and a javascript: link; the post page shows it clean and nothing of it
// runs; a crawler's plain fetch of /blog/<slug> reads the title, canonical and structured data; the list shows it.
// The partner then edits it into a draft and back from their own posts, and deletes it after confirming.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO } from '../../src/server/db/seed';
import { LONG_TEXT, pngOf } from '../helpers/blog';
import { launchChromium, startLiveServer, type LiveServer } from '../helpers/browser';
import { partnerToken } from '../helpers/sessions';

const TITLE = 'Chennai night taxi guide';
const SLUG = 'chennai-night-taxi-guide';
const MALICIOUS =
  `<h2>After dark</h2><p>${LONG_TEXT}</p><script>window.pwned = 'script'</script>` +
  `<img src="x" onerror="window.pwned = 'onerror'"><p><a href="javascript:window.pwned = 'link'">tap here</a></p>`;

describe('the blog in Chromium', () => {
  let server: LiveServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const dialogs: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startLiveServer(), launchChromium()]);
    const token = await partnerToken(server);
    context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });
    await context.addInitScript((value) => localStorage.setItem('business_auth_token', value), token);
    page = await context.newPage();
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it('creates a post with Generate, an uploaded cover and a malicious description', async () => {
    await page.goto('/blog/create');
    const form = page.getByRole('form', { name: 'Create a New Blog' });
    const submit = form.getByRole('button', { name: 'Create Blog' });
    await form.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    expect(await form.getByRole('textbox', { name: 'Slug' }).inputValue()).toBe(SLUG);
    await form.getByRole('textbox', { name: 'Place' }).fill('Chennai');
    await form.getByRole('button', { name: 'Generate keywords' }).click();
    expect(await form.getByRole('textbox', { name: 'Keywords' }).inputValue()).toContain('taxi in chennai');
    await form.getByRole('button', { name: 'Generate description' }).click();
    const description = form.getByRole('textbox', { name: 'Description' });
    await expect.poll(() => description.inputValue()).toContain(`runs taxis in Chennai`);
    await description.fill(MALICIOUS);
    expect(await submit.isDisabled()).toBe(true);
    await form.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: await pngOf(1800, 900),
    });
    await form.getByRole('img', { name: 'Cover preview' }).waitFor();
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await form.getByRole('status').getByText('Blog created successfully!').waitFor();
    expect(await form.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('');
    await form.getByRole('link', { name: 'View the post' }).click();
    await page.waitForURL(`**/blog/${SLUG}`);
  });

  it('shows the post clean: nothing of the payload runs', async () => {
    const article = page.getByRole('article');
    await article.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await article.getByText(/^Published on /).waitFor();
    await article.getByRole('heading', { name: 'After dark' }).waitFor();
    const cover = article.locator('picture');
    expect(await cover.locator('source').getAttribute('type')).toBe('image/webp');
    expect(await cover.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    expect(await cover.evaluate((picture) => picture.querySelector('img')!.currentSrc)).toMatch(
      /\/1200\.webp$/,
    );
    const link = article.getByText('tap here');
    expect(await link.getAttribute('href')).toBeNull();
    await link.click();
    const body = await article.innerHTML();
    expect(body).not.toMatch(/<script|onerror|javascript:/);
    expect(await page.evaluate(() => (window as unknown as { pwned?: string }).pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await article.getByRole('link', { name: 'Back to Blogs' }).click();
    await page.waitForURL('**/blogs');
    const first = page.getByRole('listitem').first();
    await first.getByRole('link', { name: TITLE }).waitFor();
  });

  it('serves the post’s title, canonical and JSON-LD to a crawler that runs no JavaScript', async () => {
    const html = await (await fetch(`${server.baseUrl}/blog/${SLUG}`)).text();
    expect(html).toContain(`<title>${TITLE} — ${DEMO.businessName}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${server.baseUrl}/blog/${SLUG}"`);
    const data = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as { '@type': string; headline?: string },
    );
    expect(data.find((item) => item['@type'] === 'BlogPosting')?.headline).toBe(TITLE);
    expect(data.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
    expect(html).toContain('<h2>After dark</h2>');
    expect(html).not.toContain('window.pwned');
  });

  it('lists the partner’s posts, edits one into a draft nobody else sees, and publishes it again', async () => {
    const publicPost = () => fetch(`${server.baseUrl}/api/v1/blog/posts/${SLUG}`).then((r) => r.status);
    await page.goto('/travel/blog');
    await page.getByRole('heading', { name: 'Your blog posts', level: 1 }).waitFor();
    const card = page.getByRole('article', { name: TITLE });
    await card.getByText('Published', { exact: true }).waitFor();
    await card.getByRole('link', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit the post' });
    const title = form.getByRole('textbox', { name: 'Title' });
    await expect.poll(() => title.inputValue()).toBe(TITLE);
    await form.getByRole('img', { name: 'Cover preview' }).waitFor();
    await title.fill(`${TITLE} for 2026`);
    // Editing the title keeps the post's address.
    expect(await form.getByRole('textbox', { name: 'Slug' }).inputValue()).toBe(SLUG);
    await form.getByRole('checkbox', { name: /^Publish on the site/ }).uncheck();
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByRole('status').getByText('Changes saved. It is a draft: only you see it.').waitFor();
    expect(await publicPost()).toBe(404);

    await page.goto('/travel/blog');
    const draft = page.getByRole('article', { name: `${TITLE} for 2026` });
    await draft.getByText('Draft', { exact: true }).waitFor();
    expect(await draft.getByRole('link', { name: 'View the post' }).count()).toBe(0);
    await draft.getByRole('link', { name: 'Edit' }).click();
    await form.getByRole('checkbox', { name: /^Publish on the site/ }).check();
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByRole('status').getByRole('link', { name: 'View the post' }).waitFor();
    expect(await publicPost()).toBe(200);
  });

  it('deletes a post only once the partner confirms', async () => {
    await page.goto('/travel/blog');
    const card = page.getByRole('article', { name: `${TITLE} for 2026` });
    await card.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this post?' });
    await confirm.getByText(`“${TITLE} for 2026” will be removed from your site for good.`).waitFor();
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await card.count()).toBe(1);
    await card.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete for good' }).click();
    await card.waitFor({ state: 'detached' });
    expect((await fetch(`${server.baseUrl}/api/v1/blog/posts/${SLUG}`)).status).toBe(404);
  });

  it('shows field errors in the reader’s language', async () => {
    await page.goto('/in/ta/blog/create');
    await page.getByRole('heading', { name: 'புதிய வலைப்பதிவை உருவாக்கு' }).waitFor();
    await page.getByRole('textbox', { name: 'இணைப்புப் பெயர் (slug)' }).fill('Bad Slug');
    await page.getByText('சிறிய எழுத்துகள், எண்கள், ஒற்றை இணைப்புக்கோடுகள் மட்டும் பயன்படுத்தவும்').waitFor();
    await page.getByRole('button', { name: 'விளக்கத்தை உருவாக்கு' }).click();
    await page.getByText('முதலில் ஒரு தலைப்பை உள்ளிடவும்.').waitFor();
  });
});
