// POST /api/v1/contact: the contact form's enquiry, stored and e-mailed to the partner by the server.
import { useMutation } from '@tanstack/react-query';
import { contactReceivedSchema, type ContactRequest } from '../../domain/riders/contact';
import { apiRequest } from '../../lib/api-client';

export function sendEnquiry(body: ContactRequest) {
  return apiRequest('/api/v1/contact', { method: 'POST', body, schema: contactReceivedSchema });
}

export function useSendEnquiry() {
  return useMutation({ mutationFn: sendEnquiry });
}
