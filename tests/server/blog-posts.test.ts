// The blog API through `inject` on real databases: the public list and post, partner-only writes, sanitising on
// store, slug rules and suffixes, and one tenant never reading or touching another's posts or images.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { blogListResponseSchema, blogPostSchema, type BlogPost } from '../../src/domain/pages/blog-post';
import { blogPosts, tenantHosts, tenants, users } from '../../src/server/db/schema';
import { BLOG_POSTS } from '../../src/server/db/seed-data';
import { DEMO } from '../../src/server/db/seed';
import { LONG_TEXT, uploadedCover } from '../helpers/blog';
import { partnerToken, riderToken } from '../helpers/sessions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const OTHER_HOST = 'other-blog.test';

describe.each(testDatabases())('blog posts on $name', (target) => {
  let t: TestApp;
  let partner: string;
  let imageId: string;
  let key = 0;
  beforeAll(async () => {
    t = await startTestApp(target);
    partner = await partnerToken(t);
    imageId = (await uploadedCover(t, partner)).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const write = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    token: string | null = partner,
    host: string = DEMO.host,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1/partner/blog/posts${url}`,
      headers: {
        host,
        'idempotency-key': `blog-key-${++key}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(payload ? { payload } : {}),
    });
  const read = (url: string, host: string = DEMO.host) =>
    t.app.inject({ url: `/api/v1/blog${url}`, headers: { host } });
  const postInput = (overrides: object = {}) => ({
    title: 'Chennai to Pondicherry by taxi',
    slug: 'chennai-to-pondicherry-by-taxi',
    keywords: 'pondicherry taxi, ECR drive, , Pondicherry Taxi',
    descriptionHtml: `<h2>The drive</h2><p>${LONG_TEXT}</p>`,
    tags: ['Weekend', 'ECR'],
    imageId,
    ...overrides,
  });
  const create = async (overrides: object = {}): Promise<BlogPost> => {
    const reply = await write('POST', '', postInput(overrides));
    expect(reply.statusCode, reply.body).toBe(201);
    return blogPostSchema.parse(reply.json());
  };

  it('lists the seeded posts newest first, page by page, with 155-character excerpts', async () => {
    const all = blogListResponseSchema.parse((await read('/posts')).json());
    expect(all.total).toBe(BLOG_POSTS.length);
    expect(all.posts.map((post) => post.slug)).toEqual(BLOG_POSTS.map((post) => post.slug).reverse());
    for (const post of all.posts) expect(post.excerpt.length).toBeLessThanOrEqual(155);
    const second = blogListResponseSchema.parse((await read('/posts?offset=1&limit=1')).json());
    expect(second.posts.map((post) => post.slug)).toEqual([all.posts[1]!.slug]);
    expect((await read('/posts?limit=500')).statusCode).toBe(400);
  });

  it('opens a post by its slug and answers 404 for a slug or a host it does not know', async () => {
    const seeded = BLOG_POSTS[0]!;
    const post = blogPostSchema.parse((await read(`/posts/${seeded.slug}`)).json());
    expect(post).toMatchObject({ title: seeded.title, descriptionHtml: seeded.descriptionHtml });
    expect((await read('/posts/no-such-post')).statusCode).toBe(404);
    expect((await read(`/posts/${seeded.slug}`, 'nobody.test')).json().error.code).toBe('unknown_tenant');
  });

  it('lets only the signed-in partner write', async () => {
    expect((await write('POST', '', postInput(), null)).statusCode).toBe(401);
    const rider = await riderToken(t);
    expect((await write('POST', '', postInput(), rider)).statusCode).toBe(403);
  });

  it('stores a malicious description clean, with safe links marked noopener nofollow', async () => {
    const post = await create({
      slug: 'clean-post',
      descriptionHtml:
        `<p onclick="alert(1)">${LONG_TEXT}</p><script>window.pwned = 1</script>` +
        '<img src="x" onerror="window.pwned = 2"><a href="javascript:alert(3)">tap</a>' +
        '<a href="https://example.com/ecr" target="_blank">map</a><iframe src="https://evil.test"></iframe>' +
        '<p style="background:url(javascript:alert(4))">styled</p>',
    });
    const [row] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.slug, 'clean-post'));
    for (const html of [post.descriptionHtml, row!.descriptionHtml]) {
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|style=|target=/i);
      expect(html).toContain('<a href="https://example.com/ecr" rel="noopener nofollow">map</a>');
      expect(html).toContain(`<p>${LONG_TEXT}</p>`);
    }
    expect(post.keywords).toBe('pondicherry taxi, ECR drive');
    expect(post.tags).toEqual(['Weekend', 'ECR']);
    expect(post.image).toMatchObject({
      src: `/media/${imageId}/1200.jpg`,
      webp: `/media/${imageId}/1200.webp`,
    });
  });

  it('counts the 100 characters after sanitising, and checks every field', async () => {
    const hidden = await write(
      'POST',
      '',
      postInput({ slug: 'hidden', descriptionHtml: `<p>short</p><script>${LONG_TEXT}</script>` }),
    );
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().error.fields).toEqual({ descriptionHtml: 'Minimum 100 characters' });
    const bad = await write('POST', '', {
      title: ' ',
      slug: 'Not A Slug',
      keywords: ' , ',
      descriptionHtml: '<p>too short</p>',
      imageId: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      title: 'Title is required',
      slug: 'Use lower-case letters, digits and single hyphens',
      keywords: 'Keywords are required',
      descriptionHtml: 'Minimum 100 characters',
      imageId: 'Image is required',
    });
  });

  it('keeps slugs unique per tenant with numeric suffixes, on create and on edit', async () => {
    const first = await create({ slug: 'ecr-drive' });
    const second = await create({ slug: 'ecr-drive' });
    const third = await create({ slug: 'ecr-drive' });
    expect([first.slug, second.slug, third.slug]).toEqual(['ecr-drive', 'ecr-drive-2', 'ecr-drive-3']);
    const kept = await write('PUT', `/${first.id}`, postInput({ slug: 'ecr-drive', title: 'Renamed' }));
    expect(kept.json()).toMatchObject({ slug: 'ecr-drive', title: 'Renamed' });
    const moved = await write('PUT', `/${third.id}`, postInput({ slug: 'ecr-drive' }));
    expect(moved.json().slug).toBe('ecr-drive-3');
    const freed = await write('PUT', `/${second.id}`, postInput({ slug: 'ecr-road-trip' }));
    expect(freed.json().slug).toBe('ecr-road-trip');
    expect((await create({ slug: 'ecr-drive' })).slug).toBe('ecr-drive-2');
  });

  it('keeps a draft for the partner only, in their own list and by id, until it is published', async () => {
    const draft = await create({ slug: 'a-draft', published: false });
    expect(draft.published).toBe(false);
    expect((await read('/posts/a-draft')).statusCode).toBe(404);
    expect((await read('/posts?limit=50')).json().posts.map((p: { slug: string }) => p.slug)).not.toContain(
      'a-draft',
    );
    const own = await t.app.inject({
      url: '/api/v1/partner/blog/posts',
      headers: { host: DEMO.host, authorization: `Bearer ${partner}` },
    });
    expect(own.json().posts).toContainEqual(expect.objectContaining({ id: draft.id, published: false }));
    const byId = await t.app.inject({
      url: `/api/v1/partner/blog/posts/${draft.id}`,
      headers: { host: DEMO.host, authorization: `Bearer ${partner}` },
    });
    expect(byId.json()).toMatchObject({ slug: 'a-draft', published: false });
    const anonymous = await t.app.inject({
      url: `/api/v1/partner/blog/posts/${draft.id}`,
      headers: { host: DEMO.host },
    });
    expect(anonymous.statusCode).toBe(401);
    await write('PUT', `/${draft.id}`, postInput({ slug: 'a-draft', published: true }));
    expect((await read('/posts/a-draft')).statusCode).toBe(200);
  });

  it('deletes a post with its cover', async () => {
    const cover = await uploadedCover(t, partner);
    const post = await create({ slug: 'to-delete', imageId: cover.id });
    expect((await write('DELETE', `/${post.id}`)).json()).toEqual({ removed: true });
    expect((await read('/posts/to-delete')).statusCode).toBe(404);
    const image = await t.app.inject({ url: cover.src, headers: { host: DEMO.host } });
    expect(image.statusCode).toBe(404);
    expect((await write('DELETE', `/${post.id}`)).statusCode).toBe(404);
  });

  it('keeps tenants apart: posts, slugs, images and writes', async () => {
    const [other] = await t.database.db
      .insert(tenants)
      .values({ businessName: 'Other Blog', email: 'o@other-blog.test', domain: OTHER_HOST })
      .returning();
    await t.database.db.insert(tenantHosts).values({ host: OTHER_HOST, tenantId: other!.id });
    await t.database.db
      .insert(users)
      .values({ tenantId: other!.id, role: 'partner', email: 'o@other-blog.test' });
    const otherPartner = await partnerToken(t, 'o@other-blog.test', OTHER_HOST);
    const mine = await create({ slug: 'shared-slug' });

    expect(blogListResponseSchema.parse((await read('/posts', OTHER_HOST)).json()).total).toBe(0);
    expect((await read('/posts/shared-slug', OTHER_HOST)).statusCode).toBe(404);
    const image = await t.app.inject({ url: mine.image!.src, headers: { host: OTHER_HOST } });
    expect(image.statusCode).toBe(404);
    const theirs = postInput({ slug: 'shared-slug' });
    const withMyImage = await write('POST', '', theirs, otherPartner, OTHER_HOST);
    expect(withMyImage.json().error.fields).toEqual({ imageId: 'Image is required' });
    const ownCover = await uploadedCover(t, otherPartner, OTHER_HOST);
    const created = await write('POST', '', { ...theirs, imageId: ownCover.id }, otherPartner, OTHER_HOST);
    expect(created.json().slug).toBe('shared-slug');
    expect((await write('PUT', `/${mine.id}`, theirs, otherPartner, OTHER_HOST)).statusCode).toBe(404);
    expect((await write('DELETE', `/${mine.id}`, undefined, otherPartner, OTHER_HOST)).statusCode).toBe(404);
    expect((await write('POST', '', postInput(), partner, OTHER_HOST)).statusCode).toBe(401);
    expect((await read('/posts/shared-slug')).json().id).toBe(mine.id);
  });
});
