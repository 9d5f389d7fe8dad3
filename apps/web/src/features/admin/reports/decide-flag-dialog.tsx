import { type BrokerFlag, type FlagDecision, flagDecisionSchema, REPORT_TEXT_MAX } from '@aangan/domain';
import { CheckIcon, SearchCheckIcon, XIcon } from 'lucide-react';
import { CountedTextarea } from '../../../components/counted-textarea';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { DecisionDialog } from '../decision-dialog';
import { useTeamAction } from '../use-team-action';
import { useDecideFlag } from './api';
import { useReportsWords } from './messages';

const noteSchema = flagDecisionSchema.pick({ note: true });

/** Dismisses or confirms an open broker flag, with a note for the record (required, as the domain says). */
export function DecideFlagDialog({ flag, onConflict }: { flag: BrokerFlag; onConflict: () => void }) {
  const { FLAG_TOASTS, DECIDE_FLAG_COPY: COPY } = useReportsWords();
  const decide = useDecideFlag(flag.id);
  const {
    form: {
      register,
      handleSubmit,
      watch,
      reset,
      formState: { errors },
    },
    showServerError,
  } = useSchemaForm(noteSchema, { defaultValues: { note: '' }, fields: ['note'] });
  const { isOpen, setOpen, run } = useTeamAction({ onConflict, showServerError, reset });

  const send = (decision: FlagDecision['decision']) =>
    handleSubmit(({ note }) =>
      run(
        () => decide.mutateAsync({ decision, note }),
        FLAG_TOASTS.failed,
        decision === 'dismiss' ? FLAG_TOASTS.dismissed : FLAG_TOASTS.confirmed,
      ),
    );

  return (
    <DecisionDialog
      open={isOpen}
      onOpenChange={setOpen}
      mutation={decide}
      triggerIcon={SearchCheckIcon}
      copy={COPY}
      description={COPY.description}
      decisions={[
        { value: 'dismiss', label: COPY.dismiss, icon: XIcon, tone: 'outline' },
        { value: 'confirm', label: COPY.confirm, icon: CheckIcon },
      ]}
      onDecide={(decision) => void send(decision)()}
    >
      <p className="rounded-lg border bg-muted/40 p-3 text-sm">{flag.inWords}</p>
      <CountedTextarea
        id={`flag-${flag.id}-note`}
        label={COPY.noteLabel}
        placeholder={COPY.notePlaceholder}
        limit={REPORT_TEXT_MAX}
        length={(watch('note') ?? '').length}
        error={errors.note?.message}
        {...register('note')}
      />
    </DecisionDialog>
  );
}
