// GET /api/v1/blog/posts (a page of the tenant's posts, newest first) and GET /api/v1/blog/posts/:slug.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { blogListResponseSchema, blogPostSchema } from '../../domain/pages/blog-post';
import { apiRequest } from '../../lib/api-client';
import { SERVED_AT, servedResponse } from '../../lib/served-responses';

export const BLOG_KEY = ['blog'] as const;

export function blogListQueryOptions(page: { offset: number; limit: number }) {
  return queryOptions({
    queryKey: [...BLOG_KEY, 'list', page],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/blog/posts?offset=${page.offset}&limit=${page.limit}`, {
        schema: blogListResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useBlogList(page: { offset: number; limit: number }) {
  return useQuery(blogListQueryOptions(page));
}

export function blogPostQueryOptions(slug: string) {
  const path = `/api/v1/blog/posts/${encodeURIComponent(slug)}`;
  return queryOptions({
    queryKey: [...BLOG_KEY, 'post', slug],
    queryFn: ({ signal }) => apiRequest(path, { schema: blogPostSchema, signal }),
    // The served post page carries the post: the page draws once, with it, and asks for nothing.
    initialData: () => servedResponse(path, blogPostSchema),
    initialDataUpdatedAt: SERVED_AT,
    staleTime: 60_000,
  });
}

export function useBlogPost(slug: string) {
  return useQuery(blogPostQueryOptions(slug));
}
