import { MODERATION_TEXT_MAX } from '@aangan/domain';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/utils';
import { errorIdFor, FieldError } from './form-field';
import { Label } from './ui/label';
import { Textarea } from './ui/textarea';

/** The counter's words, such as '12 / 1,000'. */
const characterCount = (length: number, max: number) =>
  `${length.toLocaleString('en-IN')} / ${max.toLocaleString('en-IN')}`;

interface CountedTextareaProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  id: string;
  /** Text, or text with a hint such as '(optional)'. */
  label: ReactNode;
  /** What is typed so far, for the counter. */
  length: number;
  /** The limit the counter counts to; a moderation's reason or note, or an owner's appeal, unless said. */
  limit?: number;
  error: string | undefined;
}

/**
 * One labelled text with a counter to its limit, shared by the console's reasons, notes and replies, the
 * report dialog and the owner's appeal. Nothing stops typing past the limit: the domain's message says so on
 * submit, rather than text silently cut short. Three rows unless said.
 */
export function CountedTextarea({
  id,
  label,
  length,
  limit = MODERATION_TEXT_MAX,
  error,
  className,
  ...textarea
}: CountedTextareaProps) {
  const counterId = `${id}-counter`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={[counterId, error && errorIdFor(id)].filter(Boolean).join(' ')}
        className={cn('min-h-20', className)}
        {...textarea}
      />
      <div className="flex items-start justify-between gap-3">
        <FieldError id={id} message={error} />
        <p
          id={counterId}
          className={cn(
            'ml-auto shrink-0 text-muted-foreground text-xs tabular-nums',
            length > limit && 'font-medium text-danger',
          )}
        >
          {characterCount(length, limit)}
        </p>
      </div>
    </div>
  );
}
