import type { ContactMessage } from '@aangan/domain';
import { useMutation } from '@tanstack/react-query';
import { fetchJson } from '../../lib/api-client';

/** POST /api/contact: 201 with the stored message's id; 400 names the refused fields; 429 when sent too often. */
function sendContactMessage(message: ContactMessage) {
  return fetchJson<{ id: string }>('/api/contact', { method: 'POST', body: JSON.stringify(message) });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
