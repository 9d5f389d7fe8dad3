import type { Property } from '@aangan/domain';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
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
  return (
    <ConfirmDeleteDialog
      item={property}
      busy={mutation.isPending}
      onClose={onClose}
      onDeleted={onDeleted}
      words={(shown) => ({
        title: t('dashboard.delete.title'),
        description: t('dashboard.delete.description', { title: shown?.title ?? '' }),
        cancel: t('dashboard.delete.cancel'),
        confirm: t('dashboard.delete.confirm'),
        pending: t('dashboard.delete.pending'),
      })}
      onConfirm={(item, deleted) =>
        mutation.mutate(item.id, {
          onSuccess: () => {
            toast.success(t('dashboard.toast.deleted'));
            deleted();
          },
          onError: () => {
            toast.error(t('dashboard.toast.error'), { description: t('dashboard.toast.deleteFailed') });
          },
        })
      }
    />
  );
}
