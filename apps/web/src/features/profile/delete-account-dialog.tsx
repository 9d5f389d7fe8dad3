import { type AccountDeletion, accountDeletionSchema, DELETE_CONFIRMATION_WORD } from '@aangan/domain';
import { Trash2Icon } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { DialogSubmitFooter } from '../../components/dialog-submit-footer';
import { FormField } from '../../components/form-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { useI18n } from '../../i18n/use-i18n';
import { formDialogOpenChange } from '../../lib/form-dialog-open-change';
import { toastError } from '../../lib/form-errors';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useDeleteAccount } from './api';
import { useLeaveAfterDeletion } from './use-leave-after-deletion';

const FIELDS = ['password', 'confirmation'] as const;
const EMPTY: AccountDeletion = { password: '', confirmation: '' };

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Deleting the account for good: the password, then the word typed as shown. The button waits for the word,
 * and the server checks both again. Done, the person is signed out and taken home with a toast.
 */
export function DeleteAccountDialog({ open, onOpenChange }: DeleteAccountDialogProps) {
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
        if (!showFieldErrors(error))
          toastError({ title: t('profile.deleteDialog.failed'), fallback: t('profile.deleteDialog.tryAgain') }, error);
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t('profile.deleteDialog.label')}>
          <DialogHeader>
            <DialogTitle>{t('profile.deleteDialog.title')}</DialogTitle>
            <DialogDescription>{t('profile.deleteDialog.description')}</DialogDescription>
          </DialogHeader>
          <p className="rounded-lg bg-muted px-3 py-2 text-muted-foreground text-sm">
            {t('profile.deleteDialog.kept')}
          </p>
          <FormField id="delete-password" label={t('profile.deleteDialog.password')} error={errors.password?.message}>
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
            label={t('profile.deleteDialog.confirmation', { word: DELETE_CONFIRMATION_WORD })}
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
            cancelLabel={t('profile.deleteDialog.cancel')}
            onCancel={() => close(false)}
            submitLabel={t('profile.deleteDialog.submit')}
            busyLabel={t('profile.deleteDialog.deleting')}
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
