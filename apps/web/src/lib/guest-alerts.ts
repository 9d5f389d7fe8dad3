import type { ApiBody } from '@aangan/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from './api';

/**
 * POST /api/alerts: a guest asks for alerts about a results page (issue 20). The answer (202) is the same
 * whatever the address's state; the mail's link turns the alert on (double opt-in).
 */
export function useRequestGuestAlert() {
  return useMutation({
    mutationFn: (body: ApiBody<'requestGuestAlert'>) => callApi('requestGuestAlert', { body }),
  });
}
