import {
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  type ReportListing,
  type ReportListingInput,
  reportListingSchema,
} from '@aangan/domain';
import { FlagIcon, SendIcon } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ChoiceCards } from '../../components/choice-cards';
import { CountedTextarea } from '../../components/counted-textarea';
import { DialogSubmitFooter } from '../../components/dialog-submit-footer';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { formDialogOpenChange } from '../../lib/form-dialog-open-change';
import { toastError } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useReportListing } from './report-api';
import { REPORT_DIALOG_COPY as COPY, REPORT_TOASTS } from './report-messages';

const FIELDS = ['reason', 'details'] as const;

/**
 * 'Report this listing' (issue 17, docs/product.md §2): a reason from the fixed list and optional details
 * ('Other' needs them), checked with the server's schema. The toast thanks the reporter; a refusal (the
 * day's limit, the listing gone) is said in a toast in the server's words.
 */
export function ReportDialog({ listingId }: { listingId: string }) {
  const [open, setOpen] = useState(false);
  const {
    form: {
      control,
      register,
      handleSubmit,
      reset,
      formState: { errors },
    },
    showFieldErrors,
  } = useSchemaForm<ReportListingInput, ReportListing>(reportListingSchema, {
    defaultValues: { details: '' },
    fields: FIELDS,
  });
  const report = useReportListing(listingId);
  const reason = useWatch({ control, name: 'reason' });
  const length = useWatch({ control, name: 'details' })?.length ?? 0;
  const busy = report.isPending;

  const change = formDialogOpenChange({ busy, reset, onOpenChange: setOpen });

  const submit = handleSubmit((body) =>
    report.mutate(body, {
      onSuccess: () => {
        toast.success(REPORT_TOASTS.sent);
        reset();
        setOpen(false);
      },
      onError: (error) => {
        if (!showFieldErrors(error)) toastError(REPORT_TOASTS.failed, error);
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="h-11 w-full text-muted-foreground">
          <FlagIcon aria-hidden="true" />
          {COPY.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{COPY.title}</DialogTitle>
            <DialogDescription>{COPY.description}</DialogDescription>
          </DialogHeader>
          <ChoiceCards
            id="report-reason"
            legend={COPY.reasonLegend}
            options={REPORT_REASONS}
            labels={REPORT_REASON_LABELS}
            field={register('reason')}
            error={errors.reason?.message}
          />
          <CountedTextarea
            id="report-details"
            label={
              <>
                {COPY.detailsLabel}{' '}
                <span className="font-normal text-muted-foreground">
                  {reason === 'other' ? COPY.detailsRequired : COPY.detailsOptional}
                </span>
              </>
            }
            rows={4}
            className="min-h-24"
            placeholder={COPY.detailsPlaceholder}
            limit={REPORT_TEXT_MAX}
            length={length}
            error={errors.details?.message}
            {...register('details')}
          />
          <DialogSubmitFooter
            cancelLabel={COPY.cancel}
            onCancel={() => change(false)}
            submitLabel={COPY.send}
            busyLabel={COPY.sending}
            icon={SendIcon}
            busy={busy}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
