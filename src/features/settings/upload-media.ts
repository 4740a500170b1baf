// POST /api/v1/partner/media: a logo or banner as multipart (`file`); the server checks its first bytes and its
// size (5 MB) and answers the stored image, or a message saying why it refused, which the field shows.
import { useMutation } from '@tanstack/react-query';
import { uploadedImageSchema } from '../../domain/pages/blog';
import { apiRequest } from '../../lib/api-client';

export function uploadMedia(file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiRequest('/api/v1/partner/media', {
    method: 'POST',
    body,
    session: 'business',
    schema: uploadedImageSchema,
  });
}

export function useUploadMedia() {
  return useMutation({ mutationFn: uploadMedia });
}
