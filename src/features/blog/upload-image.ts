// POST /api/v1/partner/blog/images: the cover as multipart; the server checks it, resizes it and makes a WebP.
import { useMutation } from '@tanstack/react-query';
import { uploadedImageSchema } from '../../domain/pages/blog';
import { apiRequest } from '../../lib/api-client';

export function uploadImage(file: File) {
  const body = new FormData();
  body.append('image', file);
  return apiRequest('/api/v1/partner/blog/images', {
    method: 'POST',
    body,
    session: 'business',
    schema: uploadedImageSchema,
  });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
