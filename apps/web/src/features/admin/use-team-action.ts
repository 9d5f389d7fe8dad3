import { useState } from 'react';
import { toast } from '../../lib/toast';
import { isConflict } from './conflict-alert';

interface TeamActionOptions {
  /** Someone else acted on the record first (409): the dialog closes and the page says so. */
  onConflict?: () => void;
  /** The form's way of showing a refusal (`useSchemaForm`'s): the server's words, then its per-field messages. */
  showServerError: (error: unknown, copy: { title: string; fallback: string }) => void;
  /** Clears the form once the action went through. */
  reset?: () => void;
}

/**
 * The submit flow of a team action asked in a dialog (hide, restore, delete, suspend, answer an appeal,
 * revoke): whether the dialog is open, and `run`, which sends the action. A 409 closes the dialog and calls
 * `onConflict`; any other refusal is shown with `failed`; once through, the dialog closes, the form is
 * cleared and `done` is toasted. `run` resolves to whether the action went through.
 */
export function useTeamAction({ onConflict, showServerError, reset }: TeamActionOptions) {
  const [isOpen, setOpen] = useState(false);

  const run = async (
    action: () => Promise<unknown>,
    failed: { title: string; fallback: string },
    done: { title: string; description: string },
  ): Promise<boolean> => {
    try {
      await action();
    } catch (error) {
      if (onConflict && isConflict(error)) {
        setOpen(false);
        onConflict();
      } else {
        showServerError(error, failed);
      }
      return false;
    }
    setOpen(false);
    reset?.();
    toast.success(done.title, { description: done.description });
    return true;
  };

  return { isOpen, setOpen, run };
}
