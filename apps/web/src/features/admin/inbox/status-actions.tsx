import type { InboxMessage, MessageStatus } from '@aangan/domain';
import { ArchiveIcon, CheckIcon, LoaderCircleIcon, RotateCcwIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toastError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { isConflict } from '../conflict-alert';
import { useChangeMessageStatus } from './api';
import { useInboxWords } from './messages';

/**
 * Where each status can go by hand: an open message can be marked answered (the sender was answered by
 * phone, say) or closed; anything not closed can be closed, anything not open reopened.
 */
const MOVES: Record<MessageStatus, MessageStatus[]> = {
  open: ['answered', 'closed'],
  answered: ['closed', 'open'],
  closed: ['open'],
};

/** Mark answered, close or reopen the message, from the status on screen (a 409 when someone else moved it first). */
export function StatusActions({ message, onConflict }: { message: InboxMessage; onConflict: () => void }) {
  const { STATUS_ACTION_COPY, INBOX_TOASTS } = useInboxWords();
  const BUTTONS = {
    answered: { label: STATUS_ACTION_COPY.markAnswered, icon: CheckIcon },
    closed: { label: STATUS_ACTION_COPY.close, icon: ArchiveIcon },
    open: { label: STATUS_ACTION_COPY.reopen, icon: RotateCcwIcon },
  } as const;
  const change = useChangeMessageStatus(message.id);
  const move = async (status: MessageStatus) => {
    try {
      await change.mutateAsync({ status, from: message.status });
    } catch (error) {
      if (isConflict(error)) onConflict();
      else toastError(INBOX_TOASTS.moveFailed, error);
      return;
    }
    toast.success(INBOX_TOASTS.moved(status));
  };

  return (
    <div className="flex flex-wrap gap-2">
      {MOVES[message.status].map((status) => {
        const { label, icon: Icon } = BUTTONS[status];
        const isMoving = change.isPending && change.variables?.status === status;
        return (
          <Button
            key={status}
            variant="outline"
            className="h-11 flex-1 sm:flex-none"
            disabled={change.isPending}
            onClick={() => void move(status)}
          >
            {isMoving ? (
              <LoaderCircleIcon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
            ) : (
              <Icon aria-hidden="true" />
            )}
            {isMoving ? STATUS_ACTION_COPY.working : label}
          </Button>
        );
      })}
    </div>
  );
}
