import { type Appeal, type AppealInput, appealSchema, MODERATION_TEXT_MAX } from '@aangan/domain';
import { LoaderCircleIcon, SendIcon } from 'lucide-react';
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
} from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { toastError } from '../../lib/form-errors';
import { useSchemaForm } from '../../lib/use-schema-form';
import { cn } from '../../lib/utils';
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
  const messageError = errors.message?.message;

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
          <div className="grid gap-2">
            <Label htmlFor="appeal-message">{APPEAL_DIALOG_COPY.label}</Label>
            <Textarea
              id="appeal-message"
              rows={5}
              placeholder={APPEAL_DIALOG_COPY.placeholder}
              aria-invalid={messageError ? true : undefined}
              aria-describedby={['appeal-message-counter', messageError && errorIdFor('appeal-message')]
                .filter(Boolean)
                .join(' ')}
              {...register('message')}
            />
            <div className="flex items-start justify-between gap-3">
              <FieldError id="appeal-message" message={messageError} />
              <p
                id="appeal-message-counter"
                className={cn(
                  'ml-auto shrink-0 text-muted-foreground text-xs tabular-nums',
                  length > MODERATION_TEXT_MAX && 'font-medium text-danger',
                )}
              >
                {APPEAL_DIALOG_COPY.counter(length, MODERATION_TEXT_MAX)}
              </p>
            </div>
          </div>
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
