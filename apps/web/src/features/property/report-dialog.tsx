import {
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
import { useI18n } from '../../i18n/use-i18n';
import { formDialogOpenChange } from '../../lib/form-dialog-open-change';
import { errorMessage } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useReportListing } from './report-api';
import { useReportWords } from './report-words';

const FIELDS = ['reason', 'details'] as const;

/**
 * 'Report this listing' (issue 17, docs/product.md §2): a reason from the fixed list and optional details
 * ('Other' needs them), checked with the server's schema. The toast thanks the reporter; a refusal (the
 * day's limit, the listing gone) is said in a toast in the server's words.
 */
export function ReportDialog({ listingId }: { listingId: string }) {
  const { t } = useI18n();
  const words = useReportWords();
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
        toast.success(t('property.report.sent'));
        reset();
        setOpen(false);
      },
      onError: (error) => {
        if (showFieldErrors(error)) return;
        toast.error(t('property.report.failed.title'), {
          description: words.message(errorMessage(error, t('property.report.failed.fallback'))),
        });
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="h-11 w-full text-muted-foreground">
          <FlagIcon aria-hidden="true" />
          {t('property.report.trigger')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('property.report.title')}</DialogTitle>
            <DialogDescription>{t('property.report.description')}</DialogDescription>
          </DialogHeader>
          <ChoiceCards
            id="report-reason"
            legend={t('property.report.reasonLegend')}
            options={REPORT_REASONS}
            labels={words.reasons}
            field={register('reason')}
            error={words.message(errors.reason?.message)}
          />
          <CountedTextarea
            id="report-details"
            label={
              <>
                {t('property.report.detailsLabel')}{' '}
                <span className="font-normal text-muted-foreground">
                  {reason === 'other' ? t('property.report.detailsRequired') : t('property.report.detailsOptional')}
                </span>
              </>
            }
            rows={4}
            className="min-h-24"
            placeholder={t('property.report.detailsPlaceholder')}
            limit={REPORT_TEXT_MAX}
            length={length}
            error={words.message(errors.details?.message)}
            {...register('details')}
          />
          <DialogSubmitFooter
            cancelLabel={t('property.report.cancel')}
            onCancel={() => change(false)}
            submitLabel={t('property.report.send')}
            busyLabel={t('property.report.sending')}
            icon={SendIcon}
            busy={busy}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
