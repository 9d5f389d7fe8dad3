import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * Toasts, with sonner loaded on the first one (decision 024): most visits never show a toast, and sonner is
 * about a tenth of a first visit's script. The first toast also puts the outlet on the page (`ToastOutlet`);
 * sonner hands an outlet the toasts raised before it mounted.
 */

type Sonner = typeof sonnerToast;

let wanted = false;
const listeners = new Set<() => void>();
let sonner: Promise<Sonner> | undefined;

/** For the outlet: whether a toast has been raised yet, and news when one is. */
export function subscribeToToastOutlet(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToastOutletWanted(): boolean {
  return wanted;
}

function loadSonner(): Promise<Sonner> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  sonner ??= import('sonner').then((module) => module.toast);
  return sonner;
}

type Show = (message: string, data?: ExternalToast) => void;
const show =
  (pick: (sonner: Sonner) => Show): Show =>
  (message, data) => {
    void loadSonner().then((loaded) => pick(loaded)(message, data));
  };

/** A toast: `toast(message)`, `toast.success(…)`, `toast.error(…)`, with sonner's options (id, description…). */
export const toast = Object.assign(
  show((loaded) => loaded),
  {
    success: show((loaded) => loaded.success),
    error: show((loaded) => loaded.error),
  },
);
