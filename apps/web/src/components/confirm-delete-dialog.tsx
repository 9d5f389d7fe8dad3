import { LoaderCircleIcon, Trash2Icon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './ui/dialog';

interface ConfirmDeleteWords {
  title: string;
  description: string;
  cancel: string;
  confirm: string;
  pending: string;
}

interface ConfirmDeleteDialogProps<Item> {
  /** What is to be deleted; null keeps the dialog closed. */
  item: Item | null;
  /** The deletion is running: nothing may close the dialog, so its outcome stays visible. */
  busy: boolean;
  /** The dialog's words for the item (the last one asked about while it animates closed). */
  words: (item: Item | null) => ConfirmDeleteWords;
  /** Runs the deletion and calls `deleted` once it succeeded; a failure is the caller's to tell. */
  onConfirm: (item: Item, deleted: () => void) => void;
  onClose: () => void;
  /** Where focus goes after a deletion: what was deleted, and the button that asked, are gone by then. */
  onDeleted: () => void;
}

/** 'Delete this …?': asks, deletes on confirm, and gives focus a place to go once the deleted thing is gone. */
export function ConfirmDeleteDialog<Item>({
  item,
  busy,
  words,
  onConfirm,
  onClose,
  onDeleted,
}: ConfirmDeleteDialogProps<Item>) {
  const deleted = useRef(false);
  // The last item asked about, so the words stay put while the dialog animates closed.
  const [shown, setShown] = useState(item);
  if (item && item !== shown) setShown(item);
  const { title, description, cancel, confirm, pending } = words(shown);

  const keepOpenWhileBusy = (event: Event) => {
    if (busy) event.preventDefault();
  };

  const run = () => {
    if (!item || busy) return;
    deleted.current = false;
    onConfirm(item, () => {
      deleted.current = true;
      onClose();
    });
  };

  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <DialogContent
        showClose={false}
        onEscapeKeyDown={keepOpenWhileBusy}
        onInteractOutside={keepOpenWhileBusy}
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return;
          deleted.current = false;
          event.preventDefault();
          onDeleted();
        }}
      >
        <DialogHeader className="pr-0">
          <span className="mb-1 inline-flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger">
            <Trash2Icon className="size-6" aria-hidden="true" />
          </span>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {cancel}
          </Button>
          <Button onClick={run} disabled={busy} className="bg-danger text-white hover:bg-danger/90">
            {busy && <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden="true" />}
            {busy ? pending : confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
