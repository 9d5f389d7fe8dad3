import { CircleCheckIcon, InfoIcon } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';

interface AlertOutcomeProps {
  /** Done as asked (a check), or not quite (an info mark: already saved, alerts not set). */
  isDone: boolean;
  words: string;
  /** A line under the words (the address it went to), and what to do next (a link, a button). */
  children?: ReactNode;
}

/**
 * What the alert box says once it has been answered, in the form's place. It takes focus as it appears: the
 * button pressed is gone, and a keyboard or screen reader is left where the answer is (role status says it too).
 */
export function AlertOutcome({ isDone, words, children }: AlertOutcomeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const Icon = isDone ? CircleCheckIcon : InfoIcon;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex w-full flex-col gap-3 rounded-xl border border-border bg-surface p-4 outline-none focus-visible:outline-2 focus-visible:outline-brand/40"
    >
      <p className="flex items-start gap-2 font-medium text-foreground">
        <Icon
          aria-hidden="true"
          className={isDone ? 'mt-0.5 size-5 shrink-0 text-success' : 'mt-0.5 size-5 shrink-0 text-muted-foreground'}
        />
        {words}
      </p>
      {children}
    </div>
  );
}
