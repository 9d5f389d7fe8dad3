import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { toast } from './toast';

/** The server's message, written for people; anything else (a network failure) gets the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message.trim() !== '' ? error.message : fallback;
}

export function toastError(copy: { title: string; fallback: string }, error: unknown): void {
  toast.error(copy.title, { description: errorMessage(error, copy.fallback) });
}

/**
 * Shows a 400's per-field messages under the form's inputs, focusing the first. Fields the form does not
 * have are left to the toast. Returns whether any was shown.
 */
export function applyFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  names: readonly Path<Values>[],
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let isApplied = false;
  for (const name of names) {
    const message = error.fields[name];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !isApplied });
    isApplied = true;
  }
  return isApplied;
}
