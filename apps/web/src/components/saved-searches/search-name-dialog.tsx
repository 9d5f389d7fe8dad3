import { SAVED_SEARCH_NAME_MAX, type SavedSearchUpdate, savedSearchUpdateSchema } from '@aangan/domain';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { formDialogOpenChange } from '../../lib/form-dialog-open-change';
import { useSchemaForm } from '../../lib/use-schema-form';
import { DialogSubmitFooter } from '../dialog-submit-footer';
import { InputField } from '../form-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { useDomainMessage } from './domain-messages';

const FIELDS = ['name'] as const;

export interface SearchNameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The name the field holds as the dialog opens: the suggestion, or the search's own. */
  initialName: string;
  title: string;
  description: string;
  submitLabel: string;
  busyLabel: string;
  icon: LucideIcon;
  /** Sends the name; resolves when done (the dialog closes), rejects with the server's refusal. */
  onSubmit: (name: string) => Promise<unknown>;
  /** A refusal that is not about the name (the limit, a duplicate, an outage): the caller says it. */
  onFailed: (error: unknown) => void;
  /** More fields after the name (the save dialog's alert frequency). */
  children?: ReactNode;
  /** Where focus goes on close when the opener is gone (a selector; the page's heading when left out). */
  returnFocusFallback?: string;
}

/**
 * A saved search's name in a small form (save and rename share it): checked with the schema the server uses,
 * its message in the page's language.
 */
export function SearchNameDialog({
  open,
  onOpenChange,
  initialName,
  title,
  description,
  submitLabel,
  busyLabel,
  icon,
  onSubmit,
  onFailed,
  returnFocusFallback,
  children,
}: SearchNameDialogProps) {
  const { t } = useI18n();
  const domainMessage = useDomainMessage();
  const {
    form: {
      register,
      handleSubmit,
      reset,
      formState: { errors },
    },
    showFieldErrors,
  } = useSchemaForm<SavedSearchUpdate, SavedSearchUpdate>(savedSearchUpdateSchema, {
    defaultValues: { name: initialName },
    fields: FIELDS,
  });
  const [busy, setBusy] = useState(false);

  // Each opening starts from the name given then (the search on screen may have changed since).
  useEffect(() => {
    if (open) reset({ name: initialName });
  }, [open, initialName, reset]);

  const close = formDialogOpenChange({ busy, reset: () => reset({ name: initialName }), onOpenChange });

  const submit = handleSubmit(async (values) => {
    const name = values.name ?? '';
    setBusy(true);
    try {
      await onSubmit(name);
      setBusy(false);
      onOpenChange(false);
    } catch (error) {
      setBusy(false);
      if (!showFieldErrors(error)) onFailed(error);
    }
  });

  const nameError = errors.name?.message;
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent returnFocusFallback={returnFocusFallback}>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <InputField
            id="saved-search-name"
            label={t('saved-searches.name.label')}
            autoComplete="off"
            maxLength={SAVED_SEARCH_NAME_MAX}
            error={domainMessage(nameError) ?? nameError}
            {...register('name')}
          />
          {children}
          <DialogSubmitFooter
            cancelLabel={t('saved-searches.cancel')}
            onCancel={() => close(false)}
            submitLabel={submitLabel}
            busyLabel={busyLabel}
            icon={icon}
            busy={busy}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
