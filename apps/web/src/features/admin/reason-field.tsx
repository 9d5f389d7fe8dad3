import { MODERATION_TEXT_MAX } from '@aangan/domain';
import type { ComponentProps } from 'react';
import { errorIdFor, FieldError } from '../../components/form-field';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { cn } from '../../lib/utils';
import { DECISION_COPY } from './messages';

interface ReasonFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  id: string;
  label: string;
  /** What is typed so far, for the counter. */
  length: number;
  /** The limit the counter counts to; a moderation's reason or note unless said. */
  limit?: number;
  error: string | undefined;
}

/**
 * A text the owner or the sender reads (a reason, a note, a reply), with a counter to the limit. Nothing
 * stops typing past it: the domain's message says so on submit, rather than text silently cut short.
 */
export function ReasonField({
  id,
  label,
  length,
  limit = MODERATION_TEXT_MAX,
  error,
  className,
  ...textarea
}: ReasonFieldProps) {
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
          {DECISION_COPY.counter(length, limit)}
        </p>
      </div>
    </div>
  );
}
