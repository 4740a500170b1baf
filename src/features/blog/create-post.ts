// POST /api/v1/partner/blog/posts with an Idempotency-Key, so a double tap publishes once; the lists refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BlogPostInput } from '../../domain/pages/blog';
import { blogPostSchema } from '../../domain/pages/blog-post';
import { apiRequest } from '../../lib/api-client';
import { idempotencyHeaders } from '../../lib/idempotency-key';
import { BLOG_KEY } from './blog-queries';

export function createPost(input: BlogPostInput) {
  return apiRequest('/api/v1/partner/blog/posts', {
    method: 'POST',
    body: input,
    session: 'business',
    headers: idempotencyHeaders(),
    schema: blogPostSchema,
  });
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BLOG_KEY }),
  });
}
