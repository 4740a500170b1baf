// A tenant's blog: the public list and post, and the partner's create, edit and delete. Every description is
// sanitised before it is stored and counted again after; slugs stay unique per tenant by taking the next free
// numeric suffix under a per-tenant lock, so two posts saved at once never claim the same address.
import { and, count, desc, eq, like, ne, or, sql } from 'drizzle-orm';
import {
  BLOG_MESSAGES,
  type BlogListQuery,
  type BlogPostInput,
  type OwnBlogPosts,
} from '../../../domain/pages/blog';
import {
  type BlogImage,
  type BlogListResponse,
  type BlogPost,
  type BlogPostSummary,
} from '../../../domain/pages/blog-post';
import { BLOG_LIMITS } from '../../../domain/pages/blog-limits';
import { uniqueSlug } from '../../../domain/pages/blog-slug';
import { excerpt, htmlText } from '../../../domain/pages/blog-text';
import { ERROR_CODES } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { blogPosts, media } from '../../db/schema';
import { HttpError } from '../../http-error';
import { sanitiseHtml } from '../../lib/html-sanitiser';
import { mediaImage, tenantHasImage } from '../media';

const postColumns = {
  post: blogPosts,
  imageWidth: media.width,
  imageHeight: media.height,
};
type PostRow = {
  post: typeof blogPosts.$inferSelect;
  imageWidth: number | null;
  imageHeight: number | null;
};

function coverOf({ post, imageWidth, imageHeight }: PostRow): BlogImage | null {
  if (post.imageId && imageWidth && imageHeight) return mediaImage(post.imageId, imageWidth, imageHeight);
  return post.imageUrl ? { src: post.imageUrl, webp: null, width: null, height: null } : null;
}

function toSummary(row: PostRow): BlogPostSummary {
  const { post } = row;
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: excerpt(htmlText(post.descriptionHtml), BLOG_LIMITS.metaDescription),
    tags: post.tags,
    image: coverOf(row),
    publishedAt: post.createdAt.toISOString(),
  };
}

function toPost(row: PostRow): BlogPost {
  return {
    ...toSummary(row),
    keywords: row.post.keywords,
    descriptionHtml: row.post.descriptionHtml,
    imageId: row.post.imageId,
    updatedAt: row.post.updatedAt.toISOString(),
    published: row.post.published,
  };
}

const selectPosts = (db: Db) =>
  db.select(postColumns).from(blogPosts).leftJoin(media, eq(media.id, blogPosts.imageId));

const postNotFound = () => new HttpError(404, ERROR_CODES.notFound, 'This post was not found.');

const published = (tenantId: string) => and(eq(blogPosts.tenantId, tenantId), eq(blogPosts.published, true));

export async function listPosts(db: Db, tenantId: string, query: BlogListQuery): Promise<BlogListResponse> {
  const [rows, [total]] = await Promise.all([
    selectPosts(db)
      .where(published(tenantId))
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(blogPosts).where(published(tenantId)),
  ]);
  return { posts: rows.map(toSummary), total: total?.n ?? 0, offset: query.offset, limit: query.limit };
}

/** The partner's own posts, drafts included. */
export async function listOwnPosts(db: Db, tenantId: string): Promise<OwnBlogPosts> {
  const rows = await selectPosts(db)
    .where(eq(blogPosts.tenantId, tenantId))
    .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
    .limit(500);
  return {
    posts: rows.map((row) => ({
      ...toSummary(row),
      published: row.post.published,
      updatedAt: row.post.updatedAt.toISOString(),
    })),
  };
}

/** One of the partner's own posts by id, a draft too, for the edit form. */
export async function getOwnPost(db: Db, tenantId: string, id: string): Promise<BlogPost> {
  const [row] = await selectPosts(db)
    .where(and(eq(blogPosts.tenantId, tenantId), eq(blogPosts.id, id)))
    .limit(1);
  if (!row) throw postNotFound();
  return toPost(row);
}

export async function findPost(db: Db, tenantId: string, slug: string): Promise<BlogPost | null> {
  const [row] = await selectPosts(db)
    .where(and(published(tenantId), eq(blogPosts.slug, slug)))
    .limit(1);
  return row ? toPost(row) : null;
}

export async function getPost(db: Db, tenantId: string, slug: string): Promise<BlogPost> {
  const post = await findPost(db, tenantId, slug);
  if (!post) throw new HttpError(404, ERROR_CODES.notFound, 'This post was not found.');
  return post;
}

const invalid = (field: keyof BlogPostInput, message: string) =>
  new HttpError(400, ERROR_CODES.validation, `${field}: ${message}`, { [field]: message });

/** The clean HTML to store, refused when sanitising leaves too little text to read. */
function cleanDescription(html: string): string {
  const clean = sanitiseHtml(html);
  if (htmlText(clean).length < BLOG_LIMITS.descriptionMinText) {
    throw invalid('descriptionHtml', BLOG_MESSAGES.descriptionMin);
  }
  return clean;
}

/** The slug itself, or its next free numeric suffix among the tenant's other posts. */
async function freeSlug(tx: Db, tenantId: string, slug: string, exceptId: string | null): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`blog-slugs:${tenantId}`}))`);
  const rows = await tx
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.tenantId, tenantId),
        or(eq(blogPosts.slug, slug), like(blogPosts.slug, `${slug}-%`)),
        exceptId ? ne(blogPosts.id, exceptId) : undefined,
      ),
    );
  return uniqueSlug(slug, new Set(rows.map((row) => row.slug)));
}

async function writableFields(tx: Db, tenantId: string, input: BlogPostInput, exceptId: string | null) {
  const descriptionHtml = cleanDescription(input.descriptionHtml);
  // Another partner's image is not found, like any of their rows; the field still says what to do.
  if (!(await tenantHasImage(tx, tenantId, input.imageId)))
    throw new HttpError(404, ERROR_CODES.notFound, `imageId: ${BLOG_MESSAGES.imageRequired}`, {
      imageId: BLOG_MESSAGES.imageRequired,
    });
  return {
    title: input.title,
    slug: await freeSlug(tx, tenantId, input.slug, exceptId),
    keywords: input.keywords,
    descriptionHtml,
    tags: input.tags,
    imageId: input.imageId,
    published: input.published,
  };
}

async function readBack(tx: Db, id: string): Promise<BlogPost> {
  const [row] = await selectPosts(tx).where(eq(blogPosts.id, id)).limit(1);
  return toPost(row!);
}

export async function createPost(tx: Db, tenantId: string, input: BlogPostInput): Promise<BlogPost> {
  const fields = await writableFields(tx, tenantId, input, null);
  const [row] = await tx
    .insert(blogPosts)
    .values({ tenantId, ...fields })
    .returning({ id: blogPosts.id });
  return readBack(tx, row!.id);
}

export async function updatePost(
  tx: Db,
  tenantId: string,
  id: string,
  input: BlogPostInput,
): Promise<BlogPost> {
  const [own] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), eq(blogPosts.tenantId, tenantId)))
    .limit(1);
  if (!own) throw postNotFound();
  const fields = await writableFields(tx, tenantId, input, id);
  await tx
    .update(blogPosts)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(blogPosts.id, id));
  return readBack(tx, id);
}

export async function deletePost(tx: Db, tenantId: string, id: string): Promise<void> {
  const [row] = await tx
    .delete(blogPosts)
    .where(and(eq(blogPosts.id, id), eq(blogPosts.tenantId, tenantId)))
    .returning({ imageId: blogPosts.imageId });
  if (!row) throw postNotFound();
  if (row.imageId) {
    // The cover goes with its post unless another post of the tenant shows it too.
    const [shared] = await tx
      .select({ n: count() })
      .from(blogPosts)
      .where(and(eq(blogPosts.tenantId, tenantId), eq(blogPosts.imageId, row.imageId)));
    if (!shared?.n)
      await tx.delete(media).where(and(eq(media.id, row.imageId), eq(media.tenantId, tenantId)));
  }
}
