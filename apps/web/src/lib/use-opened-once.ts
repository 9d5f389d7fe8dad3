import { useState } from 'react';

/**
 * True from the first time `isOpen` is true, so a lazily loaded dialog mounts on first use and then
 * stays mounted (keeping its close animation and focus return).
 */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  return hasOpened || isOpen;
}
