import { type AccountDeletion, accountDeletionSchema, DELETE_CONFIRMATION_WORD } from '@aangan/domain';
import { Trash2Icon } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { DialogSubmitFooter } from '../../components/dialog-submit-footer';
import { FormField } from '../../components/form-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { formDialogOpenChange } from '../../lib/form-dialog-open-change';
import { toastError } from '../../lib/form-errors';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useDeleteAccount } from './api';
import { useLeaveAfterDeletion } from './use-leave-after-deletion';

const FIELDS = ['password', 'confirmation'] as const;
const EMPTY: AccountDeletion = { password: '', confirmation: '' };

const DELETE_DIALOG_COPY = {
  title: 'Delete your account?',
  description:
    'This removes your account, your listings and their photos, your saved properties and your sign-in on every device. It cannot be undone.',
  kept: 'Reports you made about other listings stay with the Aangan team without your name, and so does the record of what the team did.',
  passwordLabel: 'Your password',
  confirmationLabel: `Type ${DELETE_CONFIRMATION_WORD} to confirm`,
  cancel: 'Cancel',
  submit: 'Delete my account',
  deleting: 'Deleting...',
  failed: { title: 'Your account was not deleted', fallback: 'Please try again in a moment.' },
} as const;

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Deleting the account for good: the password, then the word typed as shown. The button waits for the word,
 * and the server checks both again. Done, the person is signed out and taken home with a toast.
 */
export function DeleteAccountDialog({ open, onOpenChange }: DeleteAccountDialogProps) {
  const {
    form: {
      control,
      register,
      handleSubmit,
      reset,
      formState: { errors },
    },
    showFieldErrors,
  } = useSchemaForm<AccountDeletion, AccountDeletion>(accountDeletionSchema, { defaultValues: EMPTY, fields: FIELDS });
  const deletion = useDeleteAccount();
  const leave = useLeaveAfterDeletion();
  const typed = useWatch({ control, name: 'confirmation' }) ?? '';
  const busy = deletion.isPending;

  const close = formDialogOpenChange({ busy, reset: () => reset(EMPTY), onOpenChange });

  const submit = handleSubmit((body) =>
    deletion.mutate(body, {
      onSuccess: () => leave(),
      onError: (error) => {
        if (!showFieldErrors(error)) toastError(DELETE_DIALOG_COPY.failed, error);
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Delete account">
          <DialogHeader>
            <DialogTitle>{DELETE_DIALOG_COPY.title}</DialogTitle>
            <DialogDescription>{DELETE_DIALOG_COPY.description}</DialogDescription>
          </DialogHeader>
          <p className="rounded-lg bg-muted px-3 py-2 text-muted-foreground text-sm">{DELETE_DIALOG_COPY.kept}</p>
          <FormField id="delete-password" label={DELETE_DIALOG_COPY.passwordLabel} error={errors.password?.message}>
            <Input
              id="delete-password"
              type="password"
              autoComplete="current-password"
              aria-invalid={errors.password ? true : undefined}
              {...register('password')}
            />
          </FormField>
          <FormField
            id="delete-confirmation"
            label={DELETE_DIALOG_COPY.confirmationLabel}
            error={errors.confirmation?.message}
          >
            <Input
              id="delete-confirmation"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={DELETE_CONFIRMATION_WORD}
              aria-invalid={errors.confirmation ? true : undefined}
              {...register('confirmation')}
            />
          </FormField>
          <DialogSubmitFooter
            cancelLabel={DELETE_DIALOG_COPY.cancel}
            onCancel={() => close(false)}
            submitLabel={DELETE_DIALOG_COPY.submit}
            busyLabel={DELETE_DIALOG_COPY.deleting}
            icon={Trash2Icon}
            busy={busy}
            submitDisabled={typed.trim() !== DELETE_CONFIRMATION_WORD}
            danger
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
