import {
  type ApiBody,
  HIDE_REASON_LABELS,
  type HideListing,
  hideListingSchema,
  TEAM_HIDE_REASONS,
} from '@aangan/domain';
import { EyeOffIcon } from 'lucide-react';
import { FieldError } from '../../../components/form-field';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { SubmitDialog } from '../action-dialog';
import { ReasonField } from '../reason-field';
import { useTeamAction } from '../use-team-action';
import { useHideListing } from './api';
import { HIDE_COPY, MODERATION_TOASTS } from './messages';

interface HideDialogProps {
  listingId: string;
  onConflict: () => void;
}

/**
 * Hides a listing with a reason from the fixed list and a note the owner reads (needed with 'Other', as the
 * domain's schema says, checked here and by the server alike).
 */
export function HideDialog({ listingId, onConflict }: HideDialogProps) {
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
      <fieldset
        className="grid gap-2"
        aria-invalid={errors.reason ? true : undefined}
        aria-describedby={errors.reason ? 'hide-reason-error' : undefined}
      >
        <legend className="mb-2 font-medium text-foreground text-sm leading-none">{HIDE_COPY.reasonLegend}</legend>
        <div className="grid gap-1.5 sm:grid-cols-2">
          {TEAM_HIDE_REASONS.map((each) => (
            <label
              key={each}
              className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-input bg-surface px-3 py-2 text-sm transition-colors hover:bg-muted has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
            >
              <input
                type="radio"
                value={each}
                className="size-4 shrink-0 cursor-pointer accent-brand focus-visible:outline-none"
                {...register('reason')}
              />
              {HIDE_REASON_LABELS[each]}
            </label>
          ))}
        </div>
        <FieldError id="hide-reason" message={errors.reason?.message} />
      </fieldset>
      <ReasonField
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
