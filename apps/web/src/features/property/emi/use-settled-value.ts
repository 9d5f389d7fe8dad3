import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delayMs`: what a live region reads out, so that a screen reader
 * hears the result of what was typed rather than one announcement per keystroke.
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
