import { PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { useRefusalWords } from '../../components/saved-searches/domain-messages';
import { SearchNameDialog } from '../../components/saved-searches/search-name-dialog';
import { useI18n } from '../../i18n/use-i18n';
import { type SavedSearch, useRenameSearch } from '../../lib/saved-searches';
import { toast } from '../../lib/toast';

interface RenameSearchDialogProps {
  /** The search to rename; null keeps the dialog closed. */
  search: SavedSearch | null;
  onClose: () => void;
}

/** 'Rename search': the name in a field, saved with PATCH; focus goes back to the card's Rename. */
export function RenameSearchDialog({ search, onClose }: RenameSearchDialogProps) {
  const { t } = useI18n();
  const refusal = useRefusalWords();
  const rename = useRenameSearch();
  // The last search asked about, so the words stay put while the dialog animates closed.
  const [shown, setShown] = useState(search);
  if (search && search !== shown) setShown(search);

  return (
    <SearchNameDialog
      open={search !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      initialName={shown?.name ?? ''}
      title={t('saved-searches.rename.title')}
      description={t('saved-searches.rename.description')}
      submitLabel={t('saved-searches.rename.save')}
      busyLabel={t('saved-searches.rename.saving')}
      icon={PencilIcon}
      onSubmit={async (name) => {
        if (!shown) return;
        await rename.mutateAsync({ id: shown.id, name });
        toast.success(t('saved-searches.rename.done'));
      }}
      onFailed={(error) =>
        toast.error(t('saved-searches.rename.failed'), { description: refusal(error, t('saved-searches.tryAgain')) })
      }
    />
  );
}
