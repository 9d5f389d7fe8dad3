import { type AppealDecision, appealDecisionSchema } from '@aangan/domain';
import { EyeIcon, EyeOffIcon, MessageSquareReplyIcon } from 'lucide-react';
import { CountedTextarea } from '../../../components/counted-textarea';
import { Button } from '../../../components/ui/button';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { ActionButton, ActionDialog } from '../action-dialog';
import { useTeamAction } from '../use-team-action';
import { useAnswerAppeal } from './api';
import { ANSWER_COPY, MODERATION_TOASTS } from './messages';
import { OwnerMessage } from './owner-message';

// The reply is what the moderator writes; the decision is the button they press.
const replySchema = appealDecisionSchema.pick({ reply: true });

interface AnswerAppealDialogProps {
  appeal: { id: string; message: string };
  listingTitle: string;
  onConflict: () => void;
}

/**
 * Answers an owner's appeal: keep the listing hidden or restore it, with a reply the owner is mailed either
 * way (required, as the domain says).
 */
export function AnswerAppealDialog({ appeal, listingTitle, onConflict }: AnswerAppealDialogProps) {
  const answer = useAnswerAppeal(appeal.id);
  const {
    form: {
      register,
      handleSubmit,
      watch,
      reset,
      formState: { errors },
    },
    showServerError,
  } = useSchemaForm(replySchema, { defaultValues: { reply: '' }, fields: ['reply'] });
  const busy = answer.isPending;

  const { isOpen, setOpen, run } = useTeamAction({ onConflict, showServerError, reset });

  const send = (decision: AppealDecision['decision']) =>
    handleSubmit(({ reply }) =>
      run(
        () => answer.mutateAsync({ decision, reply }),
        MODERATION_TOASTS.answerFailed,
        decision === 'uphold' ? MODERATION_TOASTS.upheld : MODERATION_TOASTS.appealRestored,
      ),
    );

  return (
    <ActionDialog
      open={isOpen}
      onOpenChange={setOpen}
      busy={busy}
      trigger={
        <Button variant="outline" className="h-11 w-full sm:w-auto sm:self-start">
          <MessageSquareReplyIcon aria-hidden="true" />
          {ANSWER_COPY.button}
        </Button>
      }
      title={ANSWER_COPY.title}
      description={ANSWER_COPY.description(listingTitle)}
      // Enter in the reply makes a new line; the two buttons say what is decided.
      onSubmit={(event) => event.preventDefault()}
      cancelLabel={ANSWER_COPY.cancel}
      actions={
        <>
          <ActionButton
            label={ANSWER_COPY.uphold}
            busyLabel={ANSWER_COPY.busy}
            icon={EyeOffIcon}
            busy={busy && answer.variables?.decision === 'uphold'}
            disabled={busy}
            tone="outline"
            onClick={() => void send('uphold')()}
          />
          <ActionButton
            label={ANSWER_COPY.restore}
            busyLabel={ANSWER_COPY.busy}
            icon={EyeIcon}
            busy={busy && answer.variables?.decision === 'restore'}
            disabled={busy}
            onClick={() => void send('restore')()}
          />
        </>
      }
    >
      <OwnerMessage message={appeal.message} />
      <CountedTextarea
        id={`answer-${appeal.id}`}
        label={ANSWER_COPY.replyLabel}
        placeholder={ANSWER_COPY.replyPlaceholder}
        length={watch('reply').length}
        error={errors.reply?.message}
        {...register('reply')}
      />
    </ActionDialog>
  );
}
