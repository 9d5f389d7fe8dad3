import { type ApiBody, type HideListing, hideListingSchema, TEAM_HIDE_REASONS } from '@aangan/domain';
import { EyeOffIcon } from 'lucide-react';
import { ChoiceCards } from '../../../components/choice-cards';
import { CountedTextarea } from '../../../components/counted-textarea';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { SubmitDialog } from '../action-dialog';
import { useAdminWords } from '../messages';
import { useTeamAction } from '../use-team-action';
import { useHideListing } from './api';
import { useListingsWords } from './messages';

interface HideDialogProps {
  listingId: string;
  onConflict: () => void;
}

/**
 * Hides a listing with a reason from the fixed list and a note the owner reads (needed with 'Other', as the
 * domain's schema says, checked here and by the server alike).
 */
export function HideDialog({ listingId, onConflict }: HideDialogProps) {
  const { HIDE_REASON_LABELS } = useAdminWords();
  const { HIDE_COPY, MODERATION_TOASTS } = useListingsWords();
  const hide = useHideListing(listingId);
  const {
    form: {
      register,
      handleSubmit,
      watch,
      reset,
      formState: { errors },
    },
    showServerError,
  } = useSchemaForm<ApiBody<'hideListing'>, HideListing>(hideListingSchema, {
    defaultValues: { note: '' },
    fields: ['reason', 'note'],
  });
  const busy = hide.isPending;
  const { isOpen, setOpen, run } = useTeamAction({ onConflict, showServerError, reset });
  const reason = watch('reason');

  const submit = handleSubmit((body) =>
    run(() => hide.mutateAsync(body), MODERATION_TOASTS.hideFailed, MODERATION_TOASTS.hidden),
  );

  return (
    <SubmitDialog
      open={isOpen}
      onOpenChange={setOpen}
      busy={busy}
      onSubmit={submit}
      copy={HIDE_COPY}
      icon={EyeOffIcon}
      danger
      triggerClassName="h-11 flex-1 sm:flex-none"
    >
      <ChoiceCards
        id="hide-reason"
        legend={HIDE_COPY.reasonLegend}
        options={TEAM_HIDE_REASONS}
        labels={HIDE_REASON_LABELS}
        field={register('reason')}
        error={errors.reason?.message}
        columns={2}
      />
      <CountedTextarea
        id="hide-note"
        label={`${HIDE_COPY.noteLabel} ${reason === 'other' ? HIDE_COPY.requiredForOther : HIDE_COPY.optional}`}
        placeholder={HIDE_COPY.notePlaceholder}
        length={(watch('note') ?? '').length}
        error={errors.note?.message}
        {...register('note')}
      />
    </SubmitDialog>
  );
}
