// The partner's own posts, drafts included: GET /api/v1/partner/blog/posts and /:id, PUT /:id to save changes and
// DELETE /:id, each change with an Idempotency-Key so a double tap applies once; the reader's lists refresh too.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ownBlogPostsSchema, type BlogPostInput } from '../../domain/pages/blog';
import { blogPostSchema } from '../../domain/pages/blog-post';
import { apiRequest } from '../../lib/api-client';
import { idempotencyHeaders } from '../../lib/idempotency-key';
import { BLOG_KEY } from './blog-queries';

const OWN_KEY = [...BLOG_KEY, 'own'] as const;
const ownPath = (id = '') => `/api/v1/partner/blog/posts${id ? `/${encodeURIComponent(id)}` : ''}`;

export function useOwnPosts() {
  return useQuery(
    queryOptions({
      queryKey: OWN_KEY,
      queryFn: ({ signal }) =>
        apiRequest(ownPath(), { schema: ownBlogPostsSchema, session: 'business', signal }),
    }),
  );
}

export function useOwnPost(id: string) {
  return useQuery(
    queryOptions({
      queryKey: [...OWN_KEY, id],
      queryFn: ({ signal }) =>
        apiRequest(ownPath(id), { schema: blogPostSchema, session: 'business', signal }),
      // A post opened to edit is not refetched under the partner's typing.
      staleTime: Infinity,
    }),
  );
}

export function useUpdatePost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlogPostInput) =>
      apiRequest(ownPath(id), {
        method: 'PUT',
        body: input,
        session: 'business',
        headers: idempotencyHeaders(),
        schema: blogPostSchema,
      }),
    onSuccess: (post) => {
      queryClient.setQueryData([...OWN_KEY, id], post);
      return queryClient.invalidateQueries({ queryKey: BLOG_KEY, predicate: (q) => q.queryKey[2] !== id });
    },
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(ownPath(id), {
        method: 'DELETE',
        session: 'business',
        headers: idempotencyHeaders(),
        schema: z.object({ removed: z.literal(true) }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BLOG_KEY }),
  });
}
