import {
  INBOX_REPLY_MAX,
  type InboxMessage,
  type MessageReply,
  type MessageReplyInput,
  messageReplySchema,
  type ReplyStatus,
} from '@aangan/domain';
import { LoaderCircleIcon, SendIcon } from 'lucide-react';
import { CountedTextarea } from '../../../components/counted-textarea';
import { FieldError } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { isConflict } from '../conflict-alert';
import { useReplyToMessage } from './api';
import { useInboxWords } from './messages';

// What the moderator fills in; what they saw of the message (status, replies) is added on sending.
const replyFormSchema = messageReplySchema.pick({ message: true, status: true });
type ReplyFormInput = Pick<MessageReplyInput, 'message' | 'status'>;
type ReplyFormOutput = Pick<MessageReply, 'message' | 'status'>;

/**
 * The reply mailed to the sender: the text, with a counter to the limit (nothing stops typing past it; the
 * domain's message says so on submit), and whether the message is answered or closed after it.
 */
export function ReplyForm({ message, onConflict }: { message: InboxMessage; onConflict: () => void }) {
  const { REPLY_COPY, INBOX_TOASTS } = useInboxWords();
  const AFTER_OPTIONS: { value: ReplyStatus; label: string; hint: string }[] = [
    { value: 'answered', label: REPLY_COPY.afterAnswered, hint: REPLY_COPY.afterAnsweredHint },
    { value: 'closed', label: REPLY_COPY.afterClosed, hint: REPLY_COPY.afterClosedHint },
  ];
  const send = useReplyToMessage(message.id);
  const {
    form: {
      register,
      handleSubmit,
      watch,
      reset,
      formState: { errors },
    },
    showServerError,
  } = useSchemaForm<ReplyFormInput, ReplyFormOutput>(replyFormSchema, {
    defaultValues: { message: '', status: 'answered' },
    fields: ['message', 'status'],
  });

  const submit = handleSubmit(async (body) => {
    try {
      await send.mutateAsync({ ...body, from: message.status, repliesSeen: message.replies.length });
    } catch (error) {
      // The text stays in the box, to send again once the moderator has seen what changed.
      if (isConflict(error)) onConflict();
      else showServerError(error, INBOX_TOASTS.replyFailed);
      return;
    }
    const done = INBOX_TOASTS.replied(message.email);
    toast.success(done.title, { description: done.description });
    reset();
  });

  return (
    <Card>
      <CardHeader className="pb-3">
        <h3 id="reply-heading" className="font-semibold text-lg">
          {REPLY_COPY.heading}
        </h3>
        <CardDescription>{REPLY_COPY.hint}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} aria-labelledby="reply-heading" className="flex flex-col gap-4">
          <CountedTextarea
            id="reply-message"
            label={REPLY_COPY.label}
            rows={6}
            placeholder={REPLY_COPY.placeholder}
            className="min-h-36"
            limit={INBOX_REPLY_MAX}
            length={watch('message').length}
            error={errors.message?.message}
            {...register('message')}
          />
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-medium text-foreground text-sm leading-none">{REPLY_COPY.after}</legend>
            <div className="grid grid-cols-2 gap-2">
              {AFTER_OPTIONS.map((option) => (
                <label
                  key={option.value}
                  className="flex min-h-12 cursor-pointer items-start gap-2 rounded-lg border border-input bg-surface px-3 py-2 text-sm transition-colors hover:bg-muted has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
                >
                  <input
                    type="radio"
                    value={option.value}
                    className="mt-0.5 size-4 shrink-0 cursor-pointer accent-brand focus-visible:outline-none"
                    {...register('status')}
                  />
                  <span className="flex flex-col">
                    <span className="font-medium text-foreground">{option.label}</span>
                    <span className="text-muted-foreground text-xs">{option.hint}</span>
                  </span>
                </label>
              ))}
            </div>
            <FieldError id="reply-status" message={errors.status?.message} />
          </fieldset>
          <Button type="submit" disabled={send.isPending} className="h-12 w-full sm:w-auto sm:self-start">
            {send.isPending ? (
              <LoaderCircleIcon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
            ) : (
              <SendIcon aria-hidden="true" />
            )}
            {send.isPending ? REPLY_COPY.sending : REPLY_COPY.send}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
