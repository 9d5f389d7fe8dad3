import type { AccountDeletion } from '@aangan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { changePassword, updateProfile } from '../../lib/auth-api';
import { setCurrentUser } from '../../lib/current-user';

/** PATCH /api/me; the answer becomes the current user everywhere (header, drawer, this page). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => setCurrentUser(queryClient, me),
  });
}

/** POST /api/auth/change-password; this session stays signed in. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

/**
 * POST /api/me/delete: the account is gone and the server cleared the session cookie. Public listings
 * cached here may include the person's own, which went with it.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountDeletion) => callApi('deleteMyAccount', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['properties'] }),
  });
}
