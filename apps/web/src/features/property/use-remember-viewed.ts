import type { PropertyDetail } from '@aangan/domain';
import { useEffect } from 'react';
import { forgetRecentlyViewed, recordRecentlyViewed } from '../../lib/recently-viewed';

/**
 * Keeps the home page's 'Recently viewed' (lib/recently-viewed.ts) in step with what this page shows: an opened
 * listing goes to the front with the card as it is now (again after a refetch brings a new price), and one that
 * answered 404 is forgotten, so the strip does not lead to a listing that is gone.
 */
export function useRememberViewed(id: string, property: PropertyDetail | undefined, isNotFound: boolean): void {
  useEffect(() => {
    if (property) recordRecentlyViewed(property);
  }, [property]);

  useEffect(() => {
    if (isNotFound) forgetRecentlyViewed(id);
  }, [id, isNotFound]);
}
