// POST /api/v1/partner/blog/drafts: an HTML description drafted on the server (template or model), already clean.
import { useMutation } from '@tanstack/react-query';
import { blogDraftSchema, type BlogDraftRequest } from '../../domain/pages/blog';
import { apiRequest } from '../../lib/api-client';

export function generateDescription(request: BlogDraftRequest) {
  return apiRequest('/api/v1/partner/blog/drafts', {
    method: 'POST',
    body: request,
    session: 'business',
    schema: blogDraftSchema,
  });
}

export function useGenerateDescription() {
  return useMutation({ mutationFn: generateDescription });
}
