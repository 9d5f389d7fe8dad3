import { type Appeal, type AppealInput, appealSchema } from '@aangan/domain';
import { LoaderCircleIcon, SendIcon } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { CountedTextarea } from '../../components/counted-textarea';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { toastError } from '../../lib/form-errors';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useAppealListing } from './appeal-api';
import { APPEAL_DIALOG_COPY, APPEAL_TOASTS } from './appeal-messages';

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

  const close = (next: boolean) => {
    if (busy) return;
    if (!next) reset();
    onOpenChange(next);
  };

  const submit = handleSubmit((body) =>
    appeal.mutate(body, {
      onSuccess: () => {
        toast.success(APPEAL_TOASTS.sent);
        reset();
        onOpenChange(false);
      },
      onError: (error) => {
        if (!showFieldErrors(error)) toastError(APPEAL_TOASTS.failed, error);
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{APPEAL_DIALOG_COPY.title}</DialogTitle>
            <DialogDescription>{APPEAL_DIALOG_COPY.description(listing.title)}</DialogDescription>
          </DialogHeader>
          <CountedTextarea
            id="appeal-message"
            label={APPEAL_DIALOG_COPY.label}
            rows={5}
            className="min-h-24"
            placeholder={APPEAL_DIALOG_COPY.placeholder}
            length={length}
            error={errors.message?.message}
            {...register('message')}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={busy}>
              {APPEAL_DIALOG_COPY.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? (
                <LoaderCircleIcon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
              ) : (
                <SendIcon aria-hidden="true" />
              )}
              {busy ? APPEAL_DIALOG_COPY.sending : APPEAL_DIALOG_COPY.send}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
