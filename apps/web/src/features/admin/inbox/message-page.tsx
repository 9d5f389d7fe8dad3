import type { InboxMessage } from '@aangan/domain';
import { ArrowLeftIcon, ClockIcon, SearchXIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadErrorPanel } from '../../../components/load-error-panel';
import { MessagePanel } from '../../../components/message-panel';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ConflictAlert } from '../conflict-alert';
import { useAdminWords } from '../messages';
import { useInboxMessage, useReloadMessage } from './api';
import { MessageReplies } from './message-replies';
import { MessageSender } from './message-sender';
import { useInboxWords } from './messages';
import { ReplyForm } from './reply-form';
import { StatusActions } from './status-actions';

function BackToInbox() {
  const { MESSAGE_COPY } = useInboxWords();
  return (
    <Link
      to="/admin/inbox"
      className="inline-flex min-h-10 w-fit items-center gap-1.5 font-medium text-muted-foreground text-sm hover:text-foreground"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      {MESSAGE_COPY.back}
    </Link>
  );
}

/** Where the message stands, why it was sent, when, and who last answered or closed it. */
function MessageStatusLine({ message }: { message: InboxMessage }) {
  const { CONTACT_REASON_LABELS, MESSAGE_STATUS_LABELS, timeAgo } = useAdminWords();
  const { MESSAGE_COPY } = useInboxWords();
  const mark = message.closed
    ? MESSAGE_COPY.closedBy(message.closed.by)
    : message.status === 'answered' && message.answered
      ? MESSAGE_COPY.answeredBy(message.answered.by)
      : null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Badge variant={message.status === 'open' ? 'soft' : message.status === 'answered' ? 'success' : 'default'}>
        {MESSAGE_STATUS_LABELS[message.status]}
      </Badge>
      <Badge variant="outline">{CONTACT_REASON_LABELS[message.reason]}</Badge>
      <span className="inline-flex items-center gap-1 text-muted-foreground">
        <ClockIcon aria-hidden="true" className="size-3.5" />
        <time dateTime={message.createdAt}>
          {MESSAGE_COPY.received} {timeAgo(message.createdAt)}
        </time>
      </span>
      {mark && <span className="text-muted-foreground">{mark}</span>}
    </div>
  );
}

/**
 * The message, what the team did with it, and what they can do: on a phone one column (read, reach the
 * sender or close, read earlier replies, reply); from lg the sender and the status actions stand beside.
 */
function MessageView({ message }: { message: InboxMessage }) {
  const { REFUSALS } = useAdminWords();
  const [hasConflict, setConflict] = useState(false);
  const reload = useReloadMessage(message.id);
  const conflict = () => setConflict(true);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <h2 className="break-words font-semibold text-foreground text-xl leading-tight">{message.subject}</h2>
        <MessageStatusLine message={message} />
      </div>
      {hasConflict && (
        <ConflictAlert message={REFUSALS.messageChanged} onReload={() => reload().then(() => setConflict(false))} />
      )}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <Card className="min-w-0 lg:col-start-1">
          <CardContent className="pt-6">
            <p className="whitespace-pre-line break-words text-foreground leading-relaxed">{message.message}</p>
          </CardContent>
        </Card>
        {/* Second on a phone, near the thumb: call or mail the sender, or close at once. */}
        <div className="flex min-w-0 flex-col gap-3 lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <MessageSender message={message} />
          <StatusActions message={message} onConflict={conflict} />
        </div>
        <div className="min-w-0 lg:col-start-1">
          <MessageReplies replies={message.replies} />
        </div>
        <div className="min-w-0 lg:col-start-1">
          <ReplyForm message={message} onConflict={conflict} />
        </div>
      </div>
    </div>
  );
}

function MessageSkeleton() {
  const { MESSAGE_COPY } = useInboxWords();
  return (
    <div role="status" aria-label={MESSAGE_COPY.loading} className="flex flex-col gap-4">
      <Skeleton className="h-7 w-2/3" />
      <Skeleton className="h-40 w-full rounded-xl" />
      <Skeleton className="h-32 w-full rounded-xl" />
    </div>
  );
}

/** One Contact-page message in the team's inbox (issue 16). */
export function MessagePage() {
  const { MESSAGE_COPY } = useInboxWords();
  const { sectionTitle, REFUSALS } = useAdminWords();
  useDocumentTitle(sectionTitle(MESSAGE_COPY.title));
  const { id = '' } = useParams();
  const { data: message, error, isFetching, refetch } = useInboxMessage(id);

  let body: React.ReactNode;
  if (message) {
    body = <MessageView message={message} />;
  } else if (error instanceof ApiError && error.status === 404) {
    body = (
      <MessagePanel
        icon={SearchXIcon}
        title={MESSAGE_COPY.notFoundTitle}
        actions={
          <Button asChild variant="outline">
            <Link to="/admin/inbox">{MESSAGE_COPY.back}</Link>
          </Button>
        }
      >
        <p>{REFUSALS.messageNotFound}</p>
      </MessagePanel>
    );
  } else if (error) {
    body = (
      <LoadErrorPanel title={MESSAGE_COPY.loadFailedTitle} onRetry={() => void refetch()} isRetrying={isFetching}>
        <p role="alert">{MESSAGE_COPY.loadFailed}</p>
      </LoadErrorPanel>
    );
  } else {
    body = <MessageSkeleton />;
  }

  return (
    <div className="flex flex-col gap-3 pb-6">
      <BackToInbox />
      {body}
    </div>
  );
}
