import { useState } from 'react';
import { useAuthDialog } from '../../lib/auth-dialog';
import { useCurrentUser } from '../../lib/current-user';

/**
 * Call Now, wherever it shows (the side card, a phone's bottom bar): a signed-in visitor gets the contact
 * dialog, a guest the sign-in dialog.
 */
export function useCallNow() {
  const { user } = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();
  const [isContactOpen, setContactOpen] = useState(false);
  const callNow = () => (user ? setContactOpen(true) : openAuthDialog());
  return { canContact: user !== null, callNow, isContactOpen, setContactOpen };
}
