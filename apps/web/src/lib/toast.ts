import { useSyncExternalStore } from 'react';

/**
 * Toasts: short notices at the top of the screen that go by themselves (docs/product.md §9). Our own small store
 * and outlet (`components/ui/toaster.tsx`) rather than a toast library: every page's first script carries it,
 * and the library was a tenth of that script (decision 024).
 */

type ToastKind = 'message' | 'success' | 'error';

/**
 * A link under the toast's words ('View Saved Searches'). The outlet is outside the router, so the toast's
 * maker gives the address (for a new tab) and how to go there in the app.
 */
export interface ToastLink {
  label: string;
  href: string;
  navigate: () => void;
}

export interface ToastOptions {
  /** A toast with the id of one on screen replaces it in place (coming back online replaces 'offline'). */
  id?: string;
  description?: string;
  link?: ToastLink;
  /** Milliseconds on screen; the default when left out or undefined. */
  duration?: number;
}

export interface Toast {
  id: string;
  kind: ToastKind;
  title: string;
  description?: string;
  link?: ToastLink;
  duration: number;
}

/** As long as a short sentence takes to read twice. */
export const TOAST_DURATION_MS = 4000;
/** More would cover the page on a phone; the oldest goes first. */
const MOST_ON_SCREEN = 3;

const NO_TOASTS: readonly Toast[] = [];
let toasts: readonly Toast[] = NO_TOASTS;
let made = 0;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function show(kind: ToastKind, title: string, options: ToastOptions = {}): string {
  made += 1;
  const id = options.id ?? `toast-${made}`;
  const toast: Toast = { id, kind, title, duration: options.duration ?? TOAST_DURATION_MS };
  if (options.description !== undefined) toast.description = options.description;
  if (options.link !== undefined) toast.link = options.link;
  const replaced = toasts.some((each) => each.id === id);
  publish(replaced ? toasts.map((each) => (each.id === id ? toast : each)) : [...toasts, toast].slice(-MOST_ON_SCREEN));
  return id;
}

/** `toast(title)`, `toast.success(…)`, `toast.error(…)` with a description and an id; `toast.dismiss(id?)`. */
export const toast = Object.assign((title: string, options?: ToastOptions) => show('message', title, options), {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
  /** Takes one toast away, or all of them. */
  dismiss: (id?: string) => publish(id === undefined ? NO_TOASTS : toasts.filter((each) => each.id !== id)),
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts on screen, oldest first; none on the server. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS,
  );
}
