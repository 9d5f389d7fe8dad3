import { useEffect, useRef } from 'react';
import { useRecordView } from './api';

/**
 * Records one view per opening of a listing by someone other than its poster (docs/product.md §4 'Views'). The ref
 * remembers the id already sent, so React's StrictMode double effect (and re-renders) send nothing more;
 * the server counts each person once anyway.
 */
export function useRecordViewOnce(id: string, shouldRecord: boolean): void {
  const { mutate } = useRecordView();
  const recordedId = useRef<string | null>(null);

  useEffect(() => {
    if (!shouldRecord || recordedId.current === id) return;
    recordedId.current = id;
    mutate(id);
  }, [id, shouldRecord, mutate]);
}
