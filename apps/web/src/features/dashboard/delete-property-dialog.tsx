import type { Property } from '@aangan/domain';
import { LoaderCircleIcon, Trash2Icon } from 'lucide-react';
import { useRef, useState } from 'react';
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
import { toast } from '../../lib/toast';
import { useDeleteProperty } from './api';

interface DeletePropertyDialogProps {
  /** The listing to delete; null keeps the dialog closed. */
  property: Property | null;
  onClose: () => void;
  /** Where focus goes after a deletion: the card (and its Delete button) are gone by then. */
  onDeleted: () => void;
}

/** 'Are you sure?' (docs/product.md §2, §4): deletes on confirm, then the dashboard reloads without the listing. */
export function DeletePropertyDialog({ property, onClose, onDeleted }: DeletePropertyDialogProps) {
  const { t } = useI18n();
  const mutation = useDeleteProperty();
  const deleted = useRef(false);
  // The last listing asked about, so the words stay put while the dialog animates closed.
  const [shown, setShown] = useState(property);
  if (property && property !== shown) setShown(property);

  const busy = mutation.isPending;
  // Nothing may close the dialog mid-request: the outcome must stay visible.
  const keepOpenWhileBusy = (event: Event) => {
    if (busy) event.preventDefault();
  };

  const confirm = () => {
    if (!property || busy) return;
    deleted.current = false;
    mutation.mutate(property.id, {
      onSuccess: () => {
        deleted.current = true;
        toast.success(t('dashboard.toast.deleted'));
        onClose();
      },
      onError: () => {
        toast.error(t('dashboard.toast.error'), { description: t('dashboard.toast.deleteFailed') });
      },
    });
  };

  return (
    <Dialog
      open={property !== null}
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
          <DialogTitle>{t('dashboard.delete.title')}</DialogTitle>
          <DialogDescription>{t('dashboard.delete.description', { title: shown?.title ?? '' })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('dashboard.delete.cancel')}
          </Button>
          <Button onClick={confirm} disabled={busy} className="bg-danger text-white hover:bg-danger/90">
            {busy && <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden="true" />}
            {t(busy ? 'dashboard.delete.pending' : 'dashboard.delete.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
