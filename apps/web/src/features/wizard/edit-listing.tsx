import { type ListingForEdit, toListingFormValues } from '@aangan/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { propertyForEditQuery } from './api';
import { clearDraft, draftStorageKey } from './draft-storage';
import { EditLoadError } from './edit-load-error';
import { ListingWizard } from './listing-wizard';
import { WIZARD_TOASTS } from './messages';
import { modeKey } from './wizard-mode';
import { WizardSkeleton } from './wizard-skeleton';

function loadErrorCopy(error: unknown) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404) return WIZARD_TOASTS.editNotFound;
  return status === 403 ? WIZARD_TOASTS.editForbidden : WIZARD_TOASTS.editLoadFailed;
}

function EditWizard({ property }: { property: ListingForEdit }) {
  // The prefill is taken once: a background refetch after saving must not reset the form under the dialog.
  const [baseValues] = useState(() => toListingFormValues(property));
  const mode = { kind: 'edit', id: property.id } as const;
  return <ListingWizard mode={mode} baseValues={baseValues} draftStorageKey={draftStorageKey(modeKey(mode))} />;
}

/** Edit mode (docs/product.md §4): the stored listing loads behind a skeleton, then prefills every field. */
export function EditListing({ id }: { id: string }) {
  const query = useQuery(propertyForEditQuery(id));
  const { error } = query;
  const { t } = useI18n();
  const copy = loadErrorCopy(error);
  const [title, description] = [t(copy.title), t(copy.fallback)];

  useEffect(() => {
    if (!error) return;
    // A fixed id keeps one toast when React runs the effect twice.
    toast.error(title, { id: 'edit-load-error', description });
    // The listing is gone: its draft can never be saved.
    if (error instanceof ApiError && error.status === 404) clearDraft(draftStorageKey(modeKey({ kind: 'edit', id })));
  }, [error, id, title, description]);

  if (query.isPending) return <WizardSkeleton />;
  if (query.isError) return <EditLoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <EditWizard property={query.data} />;
}
