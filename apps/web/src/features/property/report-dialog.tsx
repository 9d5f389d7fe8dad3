import {
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  type ReportListing,
  type ReportListingInput,
  reportListingSchema,
} from '@aangan/domain';
import { FlagIcon, LoaderCircleIcon, SendIcon } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { errorIdFor, FieldError } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { toastError } from '../../lib/form-errors';
import { useSchemaForm } from '../../lib/use-schema-form';
import { cn } from '../../lib/utils';
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
  const detailsError = errors.details?.message;

  const change = (next: boolean) => {
    if (busy) return;
    if (!next) reset();
    setOpen(next);
  };

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
          <fieldset
            className="grid gap-2"
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? errorIdFor('report-reason') : undefined}
          >
            <legend className="mb-2 font-medium text-foreground text-sm leading-none">{COPY.reasonLegend}</legend>
            <div className="grid gap-1.5">
              {REPORT_REASONS.map((each) => (
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
                  {REPORT_REASON_LABELS[each]}
                </label>
              ))}
            </div>
            <FieldError id="report-reason" message={errors.reason?.message} />
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor="report-details">
              {COPY.detailsLabel}{' '}
              <span className="font-normal text-muted-foreground">
                {reason === 'other' ? COPY.detailsRequired : COPY.detailsOptional}
              </span>
            </Label>
            <Textarea
              id="report-details"
              rows={4}
              placeholder={COPY.detailsPlaceholder}
              aria-invalid={detailsError ? true : undefined}
              aria-describedby={['report-details-counter', detailsError && errorIdFor('report-details')]
                .filter(Boolean)
                .join(' ')}
              {...register('details')}
            />
            <div className="flex items-start justify-between gap-3">
              <FieldError id="report-details" message={detailsError} />
              <p
                id="report-details-counter"
                className={cn(
                  'ml-auto shrink-0 text-muted-foreground text-xs tabular-nums',
                  length > REPORT_TEXT_MAX && 'font-medium text-danger',
                )}
              >
                {COPY.counter(length, REPORT_TEXT_MAX)}
              </p>
            </div>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => change(false)} disabled={busy}>
              {COPY.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? (
                <LoaderCircleIcon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
              ) : (
                <SendIcon aria-hidden="true" />
              )}
              {busy ? COPY.sending : COPY.send}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
