import type { ContactMessage } from '@aangan/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

/** POST /api/contact: 201 with the stored message's id; 400 names the refused fields; 429 when sent too often. */
function sendContactMessage(message: ContactMessage) {
  return callApi('sendContactMessage', { body: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
