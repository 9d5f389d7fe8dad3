import { useIsMutating } from '@tanstack/react-query';

/** Every auth dialog request runs as a mutation under this key, so the dialog can tell when one is running. */
export const AUTH_MUTATION_KEY = ['auth'] as const;

/** True while any auth dialog request runs: the dialog cannot close and its views cannot change. */
export function useIsAuthBusy(): boolean {
  return useIsMutating({ mutationKey: AUTH_MUTATION_KEY }) > 0;
}
