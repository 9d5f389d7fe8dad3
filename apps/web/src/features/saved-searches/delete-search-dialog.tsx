import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { useRefusalWords } from '../../components/saved-searches/domain-messages';
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
  return (
    <ConfirmDeleteDialog
      item={search}
      busy={mutation.isPending}
      onClose={onClose}
      onDeleted={onDeleted}
      words={(shown) => ({
        title: t('saved-searches.delete.title'),
        description: t('saved-searches.delete.description', { name: shown?.name ?? '' }),
        cancel: t('saved-searches.cancel'),
        confirm: t('saved-searches.delete.confirm'),
        pending: t('saved-searches.delete.pending'),
      })}
      onConfirm={(item, deleted) =>
        mutation.mutate(item.id, {
          onSuccess: () => {
            toast.success(t('saved-searches.delete.done'));
            deleted();
          },
          onError: (error) => {
            toast.error(t('saved-searches.delete.failed'), {
              description: refusal(error, t('saved-searches.tryAgain')),
            });
          },
        })
      }
    />
  );
}
