import {
  CONTACT_MAX_LENGTHS,
  CONTACT_REASONS,
  type ContactMessage,
  type ContactMessageInput,
  type ContactReason,
  contactMessageSchema,
  formatCount,
} from '@aangan/domain';
import type { MessageId } from '@lingui/core';
import { LoaderCircleIcon, SendIcon } from 'lucide-react';
import { type Control, Controller, type DefaultValues, useWatch } from 'react-hook-form';
import { describedBy, errorIdFor, FormField, InputField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { useI18n } from '../../i18n/use-i18n';
import { toastError } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useSendContactMessage } from './api';
import { useFieldError } from './field-errors';

const FIELDS = ['name', 'email', 'phone', 'reason', 'subject', 'message'] as const;

// No reason is picked at first, so the select shows its placeholder until someone chooses.
const EMPTY: DefaultValues<ContactMessageInput> = {
  name: '',
  email: '',
  phone: '',
  reason: undefined,
  subject: '',
  message: '',
};

const REASON_LABELS: Record<ContactReason, MessageId> = {
  inquiry: 'contact.reason.inquiry',
  feedback: 'contact.reason.feedback',
  support: 'contact.reason.support',
  'listing-help': 'contact.reason.listingHelp',
  other: 'contact.reason.other',
};
const countId = 'contact-message-count';

/** Watches only the message, so typing in it re-renders the count and not the whole form. */
function MessageCount({ control }: { control: Control<ContactMessageInput, unknown, ContactMessage> }) {
  const { t } = useI18n();
  const message = useWatch({ control, name: 'message' }) ?? '';
  return (
    <p id={countId} className="text-right text-muted-foreground text-xs tabular-nums">
      {t('contact.form.count', {
        count: formatCount(message.length),
        max: formatCount(CONTACT_MAX_LENGTHS.message),
      })}
    </p>
  );
}

/** The message form: checked with the server's own schema, so both give the same words. */
export function ContactForm() {
  const { t } = useI18n();
  const fieldError = useFieldError();
  const {
    form: {
      control,
      register,
      handleSubmit,
      reset,
      formState: { errors },
    },
    showFieldErrors,
  } = useSchemaForm<ContactMessageInput, ContactMessage>(contactMessageSchema, {
    defaultValues: EMPTY,
    fields: FIELDS,
  });

  const send = useSendContactMessage();
  const submit = handleSubmit((message) =>
    send.mutate(message, {
      onSuccess: () => {
        toast.success(t('contact.sent.title'), { description: t('contact.sent.description') });
        reset();
      },
      // The typed text stays: a refused field is marked under its input, anything else is said in a toast.
      onError: (error) => {
        if (!showFieldErrors(error))
          toastError({ title: t('contact.failed.title'), fallback: t('contact.failed.description') }, error);
      },
    }),
  );

  const isSending = send.isPending;
  const messageError = fieldError(errors.message?.message);

  return (
    // Not named by its heading: a label holding "message" would make a look-up by the label 'Message' ambiguous.
    <form noValidate onSubmit={submit} aria-label={t('contact.form.label')} className="grid gap-5">
      <div className="flex flex-col gap-1">
        <h2 className="font-semibold text-foreground text-xl tracking-tight">{t('contact.form.heading')}</h2>
        <p className="text-muted-foreground text-sm">{t('contact.form.replyTime')}</p>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id="contact-name"
          label={t('contact.form.name')}
          autoComplete="name"
          placeholder={t('contact.form.namePlaceholder')}
          error={fieldError(errors.name?.message)}
          {...register('name')}
        />
        <InputField
          id="contact-email"
          label={t('contact.form.email')}
          type="email"
          autoComplete="email"
          placeholder={t('contact.form.emailPlaceholder')}
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />
        <InputField
          id="contact-phone"
          label={t('contact.form.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98765 43210"
          error={fieldError(errors.phone?.message)}
          {...register('phone')}
        />
        <FormField id="contact-reason" label={t('contact.form.reason')} error={fieldError(errors.reason?.message)}>
          <Controller
            control={control}
            name="reason"
            render={({ field }) => (
              // '' (not undefined) keeps the select controlled, so a reset brings the placeholder back.
              <Select name={field.name} value={field.value ?? ''} onValueChange={field.onChange}>
                <SelectTrigger
                  id="contact-reason"
                  ref={field.ref}
                  onBlur={field.onBlur}
                  aria-invalid={errors.reason ? true : undefined}
                  aria-describedby={describedBy('contact-reason', { error: fieldError(errors.reason?.message) })}
                >
                  <SelectValue placeholder={t('contact.form.reasonPlaceholder')} />
                </SelectTrigger>
                <SelectContent>
                  {CONTACT_REASONS.map((reason) => (
                    <SelectItem key={reason} value={reason}>
                      {t(REASON_LABELS[reason])}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
      </div>

      <InputField
        id="contact-subject"
        label={t('contact.form.subject')}
        maxLength={CONTACT_MAX_LENGTHS.subject}
        placeholder={t('contact.form.subjectPlaceholder')}
        error={fieldError(errors.subject?.message)}
        {...register('subject')}
      />

      <FormField id="contact-message" label={t('contact.form.message')} error={messageError}>
        <Textarea
          id="contact-message"
          rows={6}
          maxLength={CONTACT_MAX_LENGTHS.message}
          placeholder={t('contact.form.messagePlaceholder')}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={[countId, messageError && errorIdFor('contact-message')].filter(Boolean).join(' ')}
          {...register('message')}
        />
        <MessageCount control={control} />
      </FormField>

      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-end" disabled={isSending}>
        {isSending ? (
          <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
        ) : (
          <SendIcon aria-hidden="true" />
        )}
        {isSending ? t('contact.form.sending') : t('contact.form.send')}
      </Button>
    </form>
  );
}
