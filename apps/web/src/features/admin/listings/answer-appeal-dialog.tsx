import { type AppealDecision, appealDecisionSchema } from '@aangan/domain';
import { EyeIcon, EyeOffIcon, MessageSquareReplyIcon } from 'lucide-react';
import { CountedTextarea } from '../../../components/counted-textarea';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { DecisionDialog } from '../decision-dialog';
import { useTeamAction } from '../use-team-action';
import { useAnswerAppeal } from './api';
import { useListingsWords } from './messages';
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
  const { ANSWER_COPY, MODERATION_TOASTS } = useListingsWords();
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
    <DecisionDialog
      open={isOpen}
      onOpenChange={setOpen}
      mutation={answer}
      triggerIcon={MessageSquareReplyIcon}
      copy={ANSWER_COPY}
      description={ANSWER_COPY.description(listingTitle)}
      decisions={[
        { value: 'uphold', label: ANSWER_COPY.uphold, icon: EyeOffIcon, tone: 'outline' },
        { value: 'restore', label: ANSWER_COPY.restore, icon: EyeIcon },
      ]}
      onDecide={(decision) => void send(decision)()}
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
    </DecisionDialog>
  );
}
