import { deleteListingSchema } from '@aangan/domain';
import { Trash2Icon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { CountedTextarea } from '../../../components/counted-textarea';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { SubmitDialog } from '../action-dialog';
import { useTeamAction } from '../use-team-action';
import { useDeleteListing } from './api';
import { useListingsWords } from './messages';

/**
 * Deletes a listing for good (admins only: the server refuses anyone else, and the page offers it to admins
 * only), with a reason its owner is mailed; then back to the search, the listing being gone.
 */
export function DeleteDialog({ listingId }: { listingId: string }) {
  const { DELETE_COPY, MODERATION_TOASTS } = useListingsWords();
  const navigate = useNavigate();
  const remove = useDeleteListing(listingId);
  const {
    form: {
      register,
      handleSubmit,
      watch,
      formState: { errors },
    },
    showServerError,
  } = useSchemaForm(deleteListingSchema, { defaultValues: { reason: '' }, fields: ['reason'] });
  const busy = remove.isPending;

  // Someone deleted it first: the server's 404 says so, as any other refusal.
  const { isOpen, setOpen, run } = useTeamAction({ showServerError });

  const submit = handleSubmit(async (body) => {
    if (await run(() => remove.mutateAsync(body), MODERATION_TOASTS.deleteFailed, MODERATION_TOASTS.deleted)) {
      navigate('/admin/listings', { replace: true });
    }
  });

  return (
    <SubmitDialog
      open={isOpen}
      onOpenChange={setOpen}
      busy={busy}
      onSubmit={submit}
      copy={DELETE_COPY}
      icon={Trash2Icon}
      danger
      triggerClassName="h-11 flex-1 sm:flex-none"
    >
      <CountedTextarea
        id="delete-reason"
        label={DELETE_COPY.reasonLabel}
        length={watch('reason').length}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </SubmitDialog>
  );
}
