// What blog readers get back (spec 2.5): a post, its summary in the list, its cover, and the list's page. Apart
// from the partner's input contracts (blog.ts), so a reader's page builds only the schemas it reads.
import { z } from 'zod';

/** A cover as served: `src` in the upload's own format family, `webp` beside it when we made one. */
export const blogImageSchema = z.object({
  src: z.string(),
  webp: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type BlogImage = z.infer<typeof blogImageSchema>;

export const blogPostSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  tags: z.array(z.string()),
  image: blogImageSchema.nullable(),
  publishedAt: z.string(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  keywords: z.string(),
  /** Sanitised on the server before it was stored. */
  descriptionHtml: z.string(),
  imageId: z.string().nullable(),
  updatedAt: z.string(),
  published: z.boolean(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogListResponseSchema = z.object({
  posts: z.array(blogPostSummarySchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;
