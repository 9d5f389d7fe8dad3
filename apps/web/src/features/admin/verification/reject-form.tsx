import { type ApiBody, rejectDecisionSchema, type VerificationDecision } from '@aangan/domain';
import { LoaderCircleIcon, ShieldXIcon } from 'lucide-react';
import { CountedTextarea } from '../../../components/counted-textarea';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { cn } from '../../../lib/utils';
import { DANGER_OUTLINE } from '../action-dialog';
import { isConflict } from '../conflict-alert';
import { useAdminWords } from '../messages';
import { useDecideVerification } from './api';
import type { DecisionFormProps } from './approve-form';

type RejectInput = Extract<ApiBody<'decideVerification'>, { decision: 'reject' }>;
type RejectOutput = Extract<VerificationDecision, { decision: 'reject' }>;

/** Decline with a reason: the owner reads it in My Properties and may ask again. */
export function RejectForm({ requestId, onDecided, onConflict }: DecisionFormProps) {
  const { DECISION_COPY, DECISION_TOASTS } = useAdminWords();
  const decide = useDecideVerification(requestId);
  const {
    form: {
      register,
      handleSubmit,
      watch,
      formState: { errors },
    },
    showServerError,
  } = useSchemaForm<RejectInput, RejectOutput>(rejectDecisionSchema, {
    defaultValues: { decision: 'reject', reason: '' },
    fields: ['reason'],
  });

  const submit = handleSubmit(async (body) => {
    try {
      await decide.mutateAsync(body);
    } catch (error) {
      if (isConflict(error)) onConflict();
      else showServerError(error, DECISION_TOASTS.rejectFailed);
      return;
    }
    toast.success(DECISION_TOASTS.rejected.title, { description: DECISION_TOASTS.rejected.description });
    onDecided();
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby="reject-heading" className="flex flex-col gap-3">
      <h4 id="reject-heading" className="font-medium text-foreground">
        {DECISION_COPY.rejectHeading}
      </h4>
      <CountedTextarea
        id="reject-reason"
        label={DECISION_COPY.reasonLabel}
        placeholder={DECISION_COPY.reasonPlaceholder}
        length={watch('reason').length}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <Button
        type="submit"
        variant="outline"
        disabled={decide.isPending}
        className={cn('h-11 w-full sm:w-auto sm:self-start', DANGER_OUTLINE)}
      >
        {decide.isPending ? (
          <LoaderCircleIcon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
        ) : (
          <ShieldXIcon aria-hidden="true" />
        )}
        {decide.isPending ? DECISION_COPY.rejecting : DECISION_COPY.reject}
      </Button>
    </form>
  );
}
