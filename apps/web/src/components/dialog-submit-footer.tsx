import { LoaderCircleIcon, type LucideIcon } from 'lucide-react';
import { cn } from '../lib/utils';
import { Button } from './ui/button';
import { DialogFooter } from './ui/dialog';

interface DialogSubmitFooterProps {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  /** Said on the submit button while the send is under way. */
  busyLabel: string;
  /** Shown on the submit button until it turns to a spinner. */
  icon: LucideIcon;
  busy: boolean;
  /** Holds the submit back besides while busy, e.g. until a confirmation is typed. */
  submitDisabled?: boolean;
  /** The submit in the danger colour, for what cannot be undone. */
  danger?: boolean;
}

/**
 * Cancel and a submit that spins while sending: shared by the member dialogs that hold a form (report,
 * appeal, delete account), so each ends alike.
 */
export function DialogSubmitFooter({
  cancelLabel,
  onCancel,
  submitLabel,
  busyLabel,
  icon: Icon,
  busy,
  submitDisabled = false,
  danger = false,
}: DialogSubmitFooterProps) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button
        type="submit"
        disabled={busy || submitDisabled}
        className={cn(danger && 'bg-danger text-white hover:bg-danger/90')}
      >
        {busy ? (
          <LoaderCircleIcon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
        ) : (
          <Icon aria-hidden="true" />
        )}
        {busy ? busyLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
