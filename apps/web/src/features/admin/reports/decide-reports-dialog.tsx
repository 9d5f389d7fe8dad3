import {
  REPORT_TEXT_MAX,
  type ReportCase,
  type ReportDecision,
  type ReportDecisionInput,
  reportDecisionSchema,
  TEAM_HIDE_REASONS,
} from '@aangan/domain';
import { EyeIcon, EyeOffIcon, GavelIcon } from 'lucide-react';
import { ChoiceCards } from '../../../components/choice-cards';
import { CountedTextarea } from '../../../components/counted-textarea';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { DecisionDialog } from '../decision-dialog';
import { useAdminWords } from '../messages';
import { useTeamAction } from '../use-team-action';
import { useDecideReports } from './api';
import { useReportsWords } from './messages';

// The reason and the note are what the moderator writes; the decision is the button they press.
const fieldsSchema = reportDecisionSchema.pick({ hideReason: true, note: true });
type Fields = Pick<ReportDecisionInput, 'hideReason' | 'note'>;

/** Whether upholding needs a reason the owner reads: the listing is live, or down only because of the reports. */
function upholdNeedsReason(listing: ReportCase['listing']): boolean {
  return listing.state === 'live' || listing.hiddenReason === 'reports';
}

/**
 * Decides a listing's open reports: uphold (it stays down, or goes down now with a reason of the team's
 * list) or dismiss (the reports were wrong). A note is needed either way, as the domain says.
 */
export function DecideReportsDialog({ entry, onConflict }: { entry: ReportCase; onConflict: () => void }) {
  const { HIDE_REASON_LABELS, REFUSALS } = useAdminWords();
  const { REPORT_TOASTS, DECIDE_REPORTS_COPY: COPY } = useReportsWords();
  const decide = useDecideReports(entry.listing.id);
  const needsReason = upholdNeedsReason(entry.listing);
  const {
    form: {
      register,
      handleSubmit,
      watch,
      reset,
      setError,
      getValues,
      formState: { errors },
    },
    showServerError,
  } = useSchemaForm<Fields, Pick<ReportDecision, 'hideReason' | 'note'>>(fieldsSchema, {
    defaultValues: { note: '' },
    fields: ['hideReason', 'note'],
  });
  const { isOpen, setOpen, run } = useTeamAction({ onConflict, showServerError, reset });

  // Upholding a listing that is live, or down only because of the reports, needs the owner's reason too:
  // said beside the note's own message, whichever is missing.
  const reasonMissing = (decision: ReportDecision['decision']) => {
    const missing = decision === 'uphold' && needsReason && !getValues('hideReason');
    if (missing) setError('hideReason', { message: REFUSALS.hideReasonRequired });
    return missing;
  };

  const send = (decision: ReportDecision['decision']) =>
    handleSubmit(
      ({ hideReason, note }) => {
        if (reasonMissing(decision)) return;
        return run(
          () => decide.mutateAsync({ decision, note, ...(decision === 'uphold' && hideReason ? { hideReason } : {}) }),
          REPORT_TOASTS.failed,
          decision === 'uphold' ? REPORT_TOASTS.upheld : REPORT_TOASTS.dismissed,
        );
      },
      () => reasonMissing(decision),
    );

  return (
    <DecisionDialog
      open={isOpen}
      onOpenChange={setOpen}
      mutation={decide}
      triggerIcon={GavelIcon}
      copy={COPY}
      description={COPY.description(entry.listing.title)}
      decisions={[
        { value: 'dismiss', label: COPY.dismiss, icon: EyeIcon, tone: 'outline' },
        { value: 'uphold', label: COPY.uphold, icon: EyeOffIcon, tone: 'danger' },
      ]}
      onDecide={(decision) => void send(decision)()}
    >
      {needsReason && (
        <ChoiceCards
          id={`decide-${entry.listing.id}-reason`}
          legend={COPY.hideReasonLegend}
          options={TEAM_HIDE_REASONS}
          labels={HIDE_REASON_LABELS}
          field={register('hideReason')}
          error={errors.hideReason?.message}
          columns={2}
        />
      )}
      <CountedTextarea
        id={`decide-${entry.listing.id}-note`}
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
