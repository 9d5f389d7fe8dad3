import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { currentI18n } from '../i18n/i18n';
import { ApiError } from './api-client';
import { toast } from './toast';

/**
 * The server's message, written for people; anything else (a network failure) gets the fallback. The server
 * writes English (the spec's words): a page in another language says its own words for the failure, the
 * fallback, rather than mix in an English sentence (decision 028). Messages a form knows by heart (its
 * fields' errors) are translated where the form shows them.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.message.trim() === '') return fallback;
  return currentI18n().locale === 'en' ? error.message : fallback;
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
