// Blog contracts (spec 2.5, 3 and 5): what a partner sends to create or edit a post, their own posts, the list's
// paging and the description draft (what readers get back is in blog-post.ts). The same schemas are the form's resolver and the routes' schemas;
// their messages are the English texts the form maps to translation keys.
import { z } from 'zod';
import { SLUG_MAX, SLUG_PATTERN } from './blog-slug';
import { htmlText } from './blog-text';
import { BLOG_LIMITS } from './blog-limits';
import { blogImageSchema, blogPostSummarySchema } from './blog-post';

export const BLOG_MESSAGES = {
  titleRequired: 'Title is required',
  titleMax: `At most ${BLOG_LIMITS.titleMax} characters`,
  slugRequired: 'Slug is required',
  slugPattern: 'Use lower-case letters, digits and single hyphens',
  slugMax: `At most ${SLUG_MAX} characters`,
  keywordsRequired: 'Keywords are required',
  keywordsMax: `At most ${BLOG_LIMITS.keywordsMax} characters`,
  descriptionMin: `Minimum ${BLOG_LIMITS.descriptionMinText} characters`,
  descriptionMax: 'The description is too long',
  imageRequired: 'Image is required',
  tagMax: `Tags have at most ${BLOG_LIMITS.tagMax} characters`,
  tagsMax: `At most ${BLOG_LIMITS.tagsMax} tags`,
  titleFirst: 'Please enter a title first.',
} as const;
const M = BLOG_MESSAGES;

/** "a, b,, A" → ["a", "b"]: trimmed, blanks dropped, repeats (ignoring case) dropped. */
export function splitList(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((item) => item.trim().replace(/\s+/g, ' '))
    .filter((item) => {
      const key = item.toLowerCase();
      if (!item || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export const blogTitleSchema = z
  .string()
  .trim()
  .min(1, M.titleRequired)
  .max(BLOG_LIMITS.titleMax, M.titleMax);

export const blogSlugSchema = z
  .string()
  .trim()
  .min(1, M.slugRequired)
  .max(SLUG_MAX, M.slugMax)
  .regex(SLUG_PATTERN, M.slugPattern);

export const blogKeywordsSchema = z
  .string()
  .transform((text) => splitList(text).join(', '))
  .pipe(z.string().min(1, M.keywordsRequired).max(BLOG_LIMITS.keywordsMax, M.keywordsMax));

/** Rich HTML with at least 100 characters of text; the server sanitises it and counts again. */
export const blogDescriptionSchema = z
  .string()
  .max(BLOG_LIMITS.descriptionMaxHtml, M.descriptionMax)
  .refine((html) => htmlText(html).length >= BLOG_LIMITS.descriptionMinText, M.descriptionMin);

export const blogTagsSchema = z
  .array(z.string().trim().min(1).max(BLOG_LIMITS.tagMax, M.tagMax))
  .max(BLOG_LIMITS.tagsMax, M.tagsMax)
  .transform((tags) => splitList(tags.join(',')));

export const blogPostInputSchema = z.object({
  title: blogTitleSchema,
  slug: blogSlugSchema,
  keywords: blogKeywordsSchema,
  descriptionHtml: blogDescriptionSchema,
  tags: blogTagsSchema.default([]),
  imageId: z.uuid(M.imageRequired),
  /** A draft is kept for the partner and shown to nobody else. */
  published: z.boolean().default(true),
});
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

export const uploadedImageSchema = blogImageSchema.extend({ id: z.uuid() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** The partner's own posts, drafts included, newest first. */
export const ownBlogPostsSchema = z.object({
  posts: z.array(blogPostSummarySchema.extend({ published: z.boolean(), updatedAt: z.string() })),
});
export type OwnBlogPosts = z.infer<typeof ownBlogPostsSchema>;

export const blogListQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(BLOG_LIMITS.pageSizeMax).default(BLOG_LIMITS.pageSize),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

export const blogDraftRequestSchema = z.object({
  title: z.string().trim().min(1, M.titleFirst).max(BLOG_LIMITS.titleMax, M.titleMax),
  place: z.string().trim().max(BLOG_LIMITS.placeMax).default(''),
});
export type BlogDraftRequest = z.infer<typeof blogDraftRequestSchema>;

export const BLOG_DRAFT_SOURCES = ['template', 'model'] as const;
export const blogDraftSchema = z.object({
  descriptionHtml: z.string(),
  source: z.enum(BLOG_DRAFT_SOURCES),
});
export type BlogDraft = z.infer<typeof blogDraftSchema>;
