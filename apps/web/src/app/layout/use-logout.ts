import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ACCOUNT_CONTROL, focusWhenMounted } from '../../components/ui/use-return-focus';
import { signOut } from '../../lib/auth-api';
import { clearCurrentUser } from '../../lib/current-user';

/**
 * Signs out: asks the server, goes home, then forgets the person. A failed sign-out is only logged
 * (docs/product.md §8) and the person is still signed out here.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [isLeaving, setLeaving] = useState(false);

  // The user is cleared only once home is on screen: clearing it while a guarded page is still shown
  // (router updates render in a transition) would raise that page's 'Authentication Required' toast.
  useEffect(() => {
    if (!isLeaving || pathname !== '/') return;
    setLeaving(false);
    // The avatar menu that had focus is about to go: the Login button that takes its place takes focus too.
    focusWhenMounted(ACCOUNT_CONTROL);
    clearCurrentUser(queryClient);
  }, [isLeaving, pathname, queryClient]);

  return useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      console.warn('Sign-out failed; signing out on this device only.', error);
    }
    setLeaving(true);
    await navigate('/');
  }, [navigate]);
}
