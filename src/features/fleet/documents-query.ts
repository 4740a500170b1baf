// Drivers' documents: the list of one driver's (GET /api/v1/partner/drivers/{id}/documents), the banner's alerts,
// saving one (its photo through the image pipeline, then PUT with the expiry date) and the office's review.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { uploadedImageSchema } from '../../domain/pages/blog';
import {
  documentAlertsSchema,
  driverDocumentSchema,
  driverDocumentsSchema,
  type DocumentKind,
} from '../../domain/drivers/driver-documents';
import { apiRequest } from '../../lib/api-client';
import { idempotencyHeaders } from '../../lib/idempotency-key';

const documentsPath = (driverId: string) =>
  `/api/v1/partner/drivers/${encodeURIComponent(driverId)}/documents`;

export const documentsQueryOptions = (driverId: string) =>
  queryOptions({
    queryKey: ['partner', 'drivers', driverId, 'documents'],
    queryFn: ({ signal }) =>
      apiRequest(documentsPath(driverId), { session: 'business', schema: driverDocumentsSchema, signal }),
  });

export const documentAlertsQueryOptions = () =>
  queryOptions({
    queryKey: ['partner', 'driver-documents', 'alerts'],
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/partner/driver-documents/alerts', {
        session: 'business',
        schema: documentAlertsSchema,
        signal,
      }),
    staleTime: 60_000,
  });

export const useDocuments = (driverId: string) => useQuery(documentsQueryOptions(driverId));
export const useDocumentAlerts = (enabled: boolean) => useQuery({ ...documentAlertsQueryOptions(), enabled });

function useDocumentMutation<V>(driverId: string, request: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: documentsQueryOptions(driverId).queryKey }),
        queryClient.invalidateQueries({ queryKey: documentAlertsQueryOptions().queryKey }),
      ]),
  });
}

export const useSaveDocument = (driverId: string) =>
  useDocumentMutation(driverId, async (input: { kind: DocumentKind; file: File; expiresOn: string }) => {
    const form = new FormData();
    form.append('file', input.file);
    const image = await apiRequest('/api/v1/partner/driver-documents/images', {
      method: 'POST',
      body: form,
      session: 'business',
      schema: uploadedImageSchema,
    });
    return apiRequest(`${documentsPath(driverId)}/${input.kind}`, {
      method: 'PUT',
      body: { imageId: image.id, expiresOn: input.expiresOn },
      session: 'business',
      schema: driverDocumentSchema,
      headers: idempotencyHeaders(),
    });
  });

export const useReviewDocument = (driverId: string) =>
  useDocumentMutation(
    driverId,
    (input: { kind: DocumentKind; decision: 'verify' | 'reject'; reason?: string }) =>
      apiRequest(`${documentsPath(driverId)}/${input.kind}/review`, {
        method: 'POST',
        body: { decision: input.decision, ...(input.reason ? { reason: input.reason } : {}) },
        session: 'business',
        schema: driverDocumentSchema,
        headers: idempotencyHeaders(),
      }),
  );
