import { ACCOUNT_DELETION_MESSAGES } from '@aangan/domain';
import type { QueryClient } from '@tanstack/react-query';
import { clearCurrentUser } from './current-user';
import { toast } from './toast';

/**
 * The navigation state that takes a person home after deleting their account (features/profile). The
 * layout, which stays on screen, finishes the sign-out once home is shown: clearing the person while the
 * profile and its signed-in guard were still on screen would raise the guard's 'Authentication Required'.
 */
export const ACCOUNT_DELETED_STATE = { accountDeleted: true } as const;

export function isAccountDeletedState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { accountDeleted?: unknown }).accountDeleted === true;
}

/** Forgets the deleted person here and says it is done. */
export function finishAccountDeletion(queryClient: QueryClient): void {
  clearCurrentUser(queryClient);
  // A fixed id: React may run the layout's effect twice.
  toast.success(ACCOUNT_DELETION_MESSAGES.deleted, {
    id: 'account-deleted',
    description: ACCOUNT_DELETION_MESSAGES.deletedDetail,
  });
}
