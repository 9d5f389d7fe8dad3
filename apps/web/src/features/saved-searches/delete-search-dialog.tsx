import { LoaderCircleIcon, Trash2Icon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useRefusalWords } from '../../components/saved-searches/domain-messages';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { useI18n } from '../../i18n/use-i18n';
import { type SavedSearch, useDeleteSearch } from '../../lib/saved-searches';
import { toast } from '../../lib/toast';

interface DeleteSearchDialogProps {
  /** The search to delete; null keeps the dialog closed. */
  search: SavedSearch | null;
  onClose: () => void;
  /** Where focus goes after a deletion: the card and its Delete button are gone by then. */
  onDeleted: () => void;
}

/** 'Delete this saved search?': deletes on confirm; the list reloads without it. */
export function DeleteSearchDialog({ search, onClose, onDeleted }: DeleteSearchDialogProps) {
  const { t } = useI18n();
  const refusal = useRefusalWords();
  const mutation = useDeleteSearch();
  const deleted = useRef(false);
  // The last search asked about, so the words stay put while the dialog animates closed.
  const [shown, setShown] = useState(search);
  if (search && search !== shown) setShown(search);

  const busy = mutation.isPending;
  // Nothing may close the dialog mid-request: the outcome must stay visible.
  const keepOpenWhileBusy = (event: Event) => {
    if (busy) event.preventDefault();
  };

  const confirm = () => {
    if (!search || busy) return;
    deleted.current = false;
    mutation.mutate(search.id, {
      onSuccess: () => {
        deleted.current = true;
        toast.success(t('saved-searches.delete.done'));
        onClose();
      },
      onError: (error) => {
        toast.error(t('saved-searches.delete.failed'), {
          description: refusal(error, t('saved-searches.tryAgain')),
        });
      },
    });
  };

  return (
    <Dialog
      open={search !== null}
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
          <DialogTitle>{t('saved-searches.delete.title')}</DialogTitle>
          <DialogDescription>{t('saved-searches.delete.description', { name: shown?.name ?? '' })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('saved-searches.cancel')}
          </Button>
          <Button onClick={confirm} disabled={busy} className="bg-danger text-white hover:bg-danger/90">
            {busy && <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden="true" />}
            {t(busy ? 'saved-searches.delete.pending' : 'saved-searches.delete.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
