import { type Appeal, type AppealInput, appealSchema } from '@aangan/domain';
import { SendIcon } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { CountedTextarea } from '../../components/counted-textarea';
import { DialogSubmitFooter } from '../../components/dialog-submit-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { useI18n } from '../../i18n/use-i18n';
import { formDialogOpenChange } from '../../lib/form-dialog-open-change';
import { toastError } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useAppealListing } from './appeal-api';

interface AppealDialogProps {
  listing: { id: string; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const FIELDS = ['message'] as const;

/**
 * The owner's appeal against the team hiding their listing: one message, checked with the server's schema.
 * A refusal (one is open already, the listing is shown again) is said in a toast, and the card reloads.
 */
export function AppealDialog({ listing, open, onOpenChange }: AppealDialogProps) {
  const { t } = useI18n();
  const {
    form: {
      control,
      register,
      handleSubmit,
      reset,
      formState: { errors },
    },
    showFieldErrors,
  } = useSchemaForm<AppealInput, Appeal>(appealSchema, { defaultValues: { message: '' }, fields: FIELDS });
  const appeal = useAppealListing(listing.id);
  const length = useWatch({ control, name: 'message' })?.length ?? 0;
  const busy = appeal.isPending;

  const close = formDialogOpenChange({ busy, reset, onOpenChange });

  const submit = handleSubmit((body) =>
    appeal.mutate(body, {
      onSuccess: () => {
        toast.success(t('dashboard.appeal.sent'));
        reset();
        onOpenChange(false);
      },
      onError: (error) => {
        if (!showFieldErrors(error))
          toastError({ title: t('dashboard.appeal.failed'), fallback: t('dashboard.appeal.tryAgain') }, error);
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('dashboard.appeal.title')}</DialogTitle>
            <DialogDescription>{t('dashboard.appeal.description', { title: listing.title })}</DialogDescription>
          </DialogHeader>
          <CountedTextarea
            id="appeal-message"
            label={t('dashboard.appeal.label')}
            rows={5}
            className="min-h-24"
            placeholder={t('dashboard.appeal.placeholder')}
            length={length}
            error={errors.message?.message}
            {...register('message')}
          />
          <DialogSubmitFooter
            cancelLabel={t('dashboard.appeal.cancel')}
            onCancel={() => close(false)}
            submitLabel={t('dashboard.appeal.send')}
            busyLabel={t('dashboard.appeal.sending')}
            icon={SendIcon}
            busy={busy}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
