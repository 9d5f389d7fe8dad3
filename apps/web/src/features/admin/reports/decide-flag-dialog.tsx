import { type BrokerFlag, type FlagDecision, flagDecisionSchema, REPORT_TEXT_MAX } from '@aangan/domain';
import { CheckIcon, SearchCheckIcon, XIcon } from 'lucide-react';
import { CountedTextarea } from '../../../components/counted-textarea';
import { Button } from '../../../components/ui/button';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { ActionButton, ActionDialog } from '../action-dialog';
import { useTeamAction } from '../use-team-action';
import { useDecideFlag } from './api';
import { DECIDE_FLAG_COPY as COPY, FLAG_TOASTS } from './messages';

const noteSchema = flagDecisionSchema.pick({ note: true });

/** Dismisses or confirms an open broker flag, with a note for the record (required, as the domain says). */
export function DecideFlagDialog({ flag, onConflict }: { flag: BrokerFlag; onConflict: () => void }) {
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
  const busy = decide.isPending;
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
    <ActionDialog
      open={isOpen}
      onOpenChange={setOpen}
      busy={busy}
      trigger={
        <Button variant="outline" className="h-11 w-full sm:w-auto sm:self-start">
          <SearchCheckIcon aria-hidden="true" />
          {COPY.button}
        </Button>
      }
      title={COPY.title}
      description={COPY.description}
      onSubmit={(event) => event.preventDefault()}
      cancelLabel={COPY.cancel}
      actions={
        <>
          <ActionButton
            label={COPY.dismiss}
            busyLabel={COPY.busy}
            icon={XIcon}
            busy={busy && decide.variables?.decision === 'dismiss'}
            disabled={busy}
            tone="outline"
            onClick={() => void send('dismiss')()}
          />
          <ActionButton
            label={COPY.confirm}
            busyLabel={COPY.busy}
            icon={CheckIcon}
            busy={busy && decide.variables?.decision === 'confirm'}
            disabled={busy}
            onClick={() => void send('confirm')()}
          />
        </>
      }
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
    </ActionDialog>
  );
}
