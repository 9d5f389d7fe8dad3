import { type RevokeVerification, revokeVerificationSchema } from '@aangan/domain';
import { LoaderCircleIcon, ShieldOffIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { cn } from '../../../lib/utils';
import { isConflict } from '../conflict-alert';
import { DECISION_COPY, DECISION_TOASTS } from '../messages';
import { useRevokeVerification } from './api';
import { ReasonField } from './reason-field';

interface RevokeDialogProps {
  listingId: string;
  onRevoked: () => void;
  onConflict: () => void;
}

const DANGER = 'border-danger/40 text-danger hover:bg-danger-soft hover:text-danger';

/** Takes a listing's verification back, with a reason its owner is emailed; asked in a dialog, as it cannot be undone. */
export function RevokeDialog({ listingId, onRevoked, onConflict }: RevokeDialogProps) {
  const [isOpen, setOpen] = useState(false);
  const revoke = useRevokeVerification(listingId);
  const {
    form: {
      register,
      handleSubmit,
      watch,
      reset,
      formState: { errors },
    },
    showServerError,
  } = useSchemaForm<RevokeVerification, RevokeVerification>(revokeVerificationSchema, {
    defaultValues: { reason: '' },
    fields: ['reason'],
  });
  const busy = revoke.isPending;

  const submit = handleSubmit(async (body) => {
    try {
      await revoke.mutateAsync(body);
    } catch (error) {
      if (isConflict(error)) {
        setOpen(false);
        onConflict();
      } else {
        showServerError(error, DECISION_TOASTS.revokeFailed);
      }
      return;
    }
    setOpen(false);
    reset();
    toast.success(DECISION_TOASTS.revoked.title, { description: DECISION_TOASTS.revoked.description });
    onRevoked();
  });

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !busy && setOpen(open)}>
      <DialogTrigger asChild>
        <Button variant="outline" className={cn('h-11 w-full sm:w-auto sm:self-start', DANGER)}>
          <ShieldOffIcon aria-hidden="true" />
          {DECISION_COPY.revoke}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{DECISION_COPY.revokeTitle}</DialogTitle>
            <DialogDescription>{DECISION_COPY.revokeDescription}</DialogDescription>
          </DialogHeader>
          <ReasonField
            id="revoke-reason"
            label={DECISION_COPY.reasonLabel}
            length={watch('reason').length}
            error={errors.reason?.message}
            {...register('reason')}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              {DECISION_COPY.cancel}
            </Button>
            <Button type="submit" disabled={busy} className="bg-danger text-white hover:bg-danger/90">
              {busy && <LoaderCircleIcon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />}
              {busy ? DECISION_COPY.revoking : DECISION_COPY.revoke}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
