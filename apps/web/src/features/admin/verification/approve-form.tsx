import {
  type ApiBody,
  approveDecisionSchema,
  meetsVerificationBar,
  VERIFICATION_CHECKS,
  type VerificationCheck,
  type VerificationDecision,
} from '@aangan/domain';
import { CircleCheckIcon, LoaderCircleIcon, ShieldCheckIcon } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { errorIdFor, FieldError } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { isConflict } from '../conflict-alert';
import { useAdminWords } from '../messages';
import { useDecideVerification } from './api';

type ApproveInput = Extract<ApiBody<'decideVerification'>, { decision: 'approve' }>;
type ApproveOutput = Extract<VerificationDecision, { decision: 'approve' }>;

const ORDER = new Map(VERIFICATION_CHECKS.map((check, index) => [check, index]));
const HINT_ID = 'checklist-hint';
const ERROR_ID = errorIdFor('checklist');

export interface DecisionFormProps {
  requestId: string;
  /** The request is decided: the panel shows its new state. */
  onDecided: () => void;
  /** Someone else acted first (409). */
  onConflict: () => void;
}

/**
 * Approve with the fixed checklist: each ticked check may carry a note for the team. The checklist is the
 * evidence kept with the badge, so it is sent in the checklist's own order whatever the order of ticking.
 */
export function ApproveForm({ requestId, onDecided, onConflict }: DecisionFormProps) {
  const { DECISION_COPY, DECISION_TOASTS, VERIFICATION_CHECK_LABELS } = useAdminWords();
  const decide = useDecideVerification(requestId);
  const {
    form: {
      control,
      register,
      handleSubmit,
      formState: { errors },
    },
    showServerError,
  } = useSchemaForm<ApproveInput, ApproveOutput>(approveDecisionSchema, {
    defaultValues: { decision: 'approve', checklist: [] },
    // The server names a note by its place in the list sent, which is its place in the form.
    fields: ['checklist', ...VERIFICATION_CHECKS.map((_, index) => `checklist.${index}.note` as const)],
  });
  const { fields, insert, remove } = useFieldArray({ control, name: 'checklist' });
  const ticked = fields.map((field) => field.check);

  const toggle = (check: VerificationCheck, isTicked: boolean) => {
    const index = ticked.indexOf(check);
    if (!isTicked) {
      if (index >= 0) remove(index);
      return;
    }
    if (index >= 0) return;
    const position = ticked.filter((each) => (ORDER.get(each) ?? 0) < (ORDER.get(check) ?? 0)).length;
    insert(position, { check, note: '' }, { shouldFocus: false });
  };

  const submit = handleSubmit(async ({ checklist }) => {
    try {
      await decide.mutateAsync({
        decision: 'approve',
        checklist: checklist.map(({ check, note }) => (note ? { check, note } : { check })),
      });
    } catch (error) {
      if (isConflict(error)) onConflict();
      else showServerError(error, DECISION_TOASTS.approveFailed);
      return;
    }
    toast.success(DECISION_TOASTS.approved.title, { description: DECISION_TOASTS.approved.description });
    onDecided();
  });

  // An empty or short checklist is the list's error; the resolver files it at the list's root.
  const checklistError = errors.checklist?.root?.message ?? errors.checklist?.message;

  return (
    <form noValidate onSubmit={submit} aria-label={DECISION_COPY.approve} className="flex flex-col gap-4">
      <fieldset aria-describedby={checklistError ? `${HINT_ID} ${ERROR_ID}` : HINT_ID} className="flex flex-col gap-2">
        <legend className="font-medium text-foreground">{DECISION_COPY.checklistLegend}</legend>
        <p id={HINT_ID} className="text-muted-foreground text-sm">
          {DECISION_COPY.checklistHint}
        </p>
        <ul className="flex flex-col divide-y rounded-lg border">
          {VERIFICATION_CHECKS.map((check) => {
            const index = ticked.indexOf(check);
            const noteId = `note-${check}`;
            const noteError = index >= 0 ? errors.checklist?.[index]?.note?.message : undefined;
            return (
              <li key={check} className="px-3">
                <Label className="flex min-h-12 cursor-pointer items-center gap-3 py-2 leading-snug">
                  <Checkbox checked={index >= 0} onChange={(event) => toggle(check, event.target.checked)} />
                  {VERIFICATION_CHECK_LABELS[check]}
                </Label>
                {index >= 0 && (
                  <div className="grid gap-1.5 pb-3 pl-8">
                    <Label htmlFor={noteId} className="text-muted-foreground text-xs">
                      {DECISION_COPY.note.label}{' '}
                      <span className="sr-only">{DECISION_COPY.note.which(VERIFICATION_CHECK_LABELS[check])}</span>{' '}
                      {DECISION_COPY.note.optional}
                    </Label>
                    <Textarea
                      id={noteId}
                      rows={2}
                      placeholder={DECISION_COPY.notePlaceholder}
                      aria-invalid={noteError ? true : undefined}
                      aria-describedby={noteError ? errorIdFor(noteId) : undefined}
                      className="min-h-16"
                      {...register(`checklist.${index}.note`)}
                    />
                    <FieldError id={noteId} message={noteError} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        {/* Said out loud when it appears: no input of its own takes the focus. */}
        <div role="alert">
          <FieldError id="checklist" message={checklistError} />
        </div>
        {!checklistError && meetsVerificationBar(ticked) && (
          <p className="flex items-center gap-1.5 font-medium text-sm text-success">
            <CircleCheckIcon aria-hidden="true" className="size-4" />
            {DECISION_COPY.barMet}
          </p>
        )}
      </fieldset>
      <Button type="submit" disabled={decide.isPending} className="h-11 w-full sm:w-auto sm:self-start">
        {decide.isPending ? (
          <LoaderCircleIcon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
        ) : (
          <ShieldCheckIcon aria-hidden="true" />
        )}
        {decide.isPending ? DECISION_COPY.approving : DECISION_COPY.approve}
      </Button>
    </form>
  );
}
