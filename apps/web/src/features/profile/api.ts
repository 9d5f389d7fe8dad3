import { useMutation, useQueryClient } from '@tanstack/react-query';
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
