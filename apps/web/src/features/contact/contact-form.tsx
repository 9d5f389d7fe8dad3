import {
  CONTACT_MAX_LENGTHS,
  CONTACT_MESSAGES,
  CONTACT_REASON_LABELS,
  CONTACT_REASONS,
  type ContactMessage,
  type ContactMessageInput,
  contactMessageSchema,
  formatCount,
} from '@aangan/domain';
import { LoaderCircleIcon, SendIcon } from 'lucide-react';
import { type Control, Controller, type DefaultValues, useWatch } from 'react-hook-form';
import { describedBy, errorIdFor, FormField, InputField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { toastError } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useSendContactMessage } from './api';

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

const FAILED = { title: CONTACT_MESSAGES.failedTitle, fallback: CONTACT_MESSAGES.failedDescription };
const countId = 'contact-message-count';

/** Watches only the message, so typing in it re-renders the count and not the whole form. */
function MessageCount({ control }: { control: Control<ContactMessageInput, unknown, ContactMessage> }) {
  const message = useWatch({ control, name: 'message' }) ?? '';
  return (
    <p id={countId} className="text-right text-muted-foreground text-xs tabular-nums">
      {formatCount(message.length)} / {formatCount(CONTACT_MAX_LENGTHS.message)} characters
    </p>
  );
}

/** The message form: checked with the server's own schema, so both give the same words. */
export function ContactForm() {
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
        toast.success(CONTACT_MESSAGES.sentTitle, { description: CONTACT_MESSAGES.sentDescription });
        reset();
      },
      // The typed text stays: a refused field is marked under its input, anything else is said in a toast.
      onError: (error) => {
        if (!showFieldErrors(error)) toastError(FAILED, error);
      },
    }),
  );

  const isSending = send.isPending;
  const messageError = errors.message?.message;

  return (
    // Not named by its heading: a label holding "message" would make a look-up by the label 'Message' ambiguous.
    <form noValidate onSubmit={submit} aria-label="Contact form" className="grid gap-5">
      <div className="flex flex-col gap-1">
        <h2 className="font-semibold text-foreground text-xl tracking-tight">Send us a message</h2>
        <p className="text-muted-foreground text-sm">We reply within one working day.</p>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id="contact-name"
          label="Full Name"
          autoComplete="name"
          placeholder="Your name"
          error={errors.name?.message}
          {...register('name')}
        />
        <InputField
          id="contact-email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <InputField
          id="contact-phone"
          label="Mobile Number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98765 43210"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <FormField id="contact-reason" label="Reason" error={errors.reason?.message}>
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
                  aria-describedby={describedBy('contact-reason', { error: errors.reason?.message })}
                >
                  <SelectValue placeholder="Choose a reason" />
                </SelectTrigger>
                <SelectContent>
                  {CONTACT_REASONS.map((reason) => (
                    <SelectItem key={reason} value={reason}>
                      {CONTACT_REASON_LABELS[reason]}
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
        label="Subject"
        maxLength={CONTACT_MAX_LENGTHS.subject}
        placeholder="What is it about?"
        error={errors.subject?.message}
        {...register('subject')}
      />

      <FormField id="contact-message" label="Message" error={messageError}>
        <Textarea
          id="contact-message"
          rows={6}
          maxLength={CONTACT_MAX_LENGTHS.message}
          placeholder="How can we help?"
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
        {isSending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
