import { deleteListingSchema } from '@aangan/domain';
import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { cn } from '../../../lib/utils';
import { ActionButton, ActionDialog, DANGER_OUTLINE } from '../action-dialog';
import { ReasonField } from '../verification/reason-field';
import { useDeleteListing } from './api';
import { DELETE_COPY, MODERATION_TOASTS } from './messages';

/**
 * Deletes a listing for good (admins only: the server refuses anyone else, and the page offers it to admins
 * only), with a reason its owner is mailed; then back to the search, the listing being gone.
 */
export function DeleteDialog({ listingId }: { listingId: string }) {
  const [isOpen, setOpen] = useState(false);
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

  const submit = handleSubmit(async (body) => {
    try {
      await remove.mutateAsync(body);
    } catch (error) {
      // Someone deleted it first: the server's 404 says so.
      showServerError(error, MODERATION_TOASTS.deleteFailed);
      return;
    }
    toast.success(MODERATION_TOASTS.deleted.title, { description: MODERATION_TOASTS.deleted.description });
    navigate('/admin/listings', { replace: true });
  });

  return (
    <ActionDialog
      open={isOpen}
      onOpenChange={setOpen}
      busy={busy}
      trigger={
        <Button variant="outline" className={cn('h-11 flex-1 sm:flex-none', DANGER_OUTLINE)}>
          <Trash2Icon aria-hidden="true" />
          {DELETE_COPY.button}
        </Button>
      }
      title={DELETE_COPY.title}
      description={DELETE_COPY.description}
      onSubmit={submit}
      cancelLabel={DELETE_COPY.cancel}
      actions={
        <ActionButton
          label={DELETE_COPY.submit}
          busyLabel={DELETE_COPY.busy}
          icon={Trash2Icon}
          busy={busy}
          disabled={busy}
          tone="danger"
        />
      }
    >
      <ReasonField
        id="delete-reason"
        label={DELETE_COPY.reasonLabel}
        length={watch('reason').length}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </ActionDialog>
  );
}
