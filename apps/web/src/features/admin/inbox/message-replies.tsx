import type { InboxMessage } from '@aangan/domain';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { useAdminWords } from '../messages';
import { useInboxWords } from './messages';

/** The team's earlier replies, oldest first, as the sender read them. */
export function MessageReplies({ replies }: { replies: InboxMessage['replies'] }) {
  const { timeAgo } = useAdminWords();
  const { MESSAGE_COPY } = useInboxWords();
  return (
    <Card>
      <CardHeader className="pb-3">
        <h3 className="font-semibold text-lg">{MESSAGE_COPY.repliesHeading}</h3>
      </CardHeader>
      <CardContent>
        {replies.length === 0 ? (
          <p className="text-muted-foreground text-sm">{MESSAGE_COPY.noReplies}</p>
        ) : (
          <ol aria-label={MESSAGE_COPY.repliesHeading} className="flex flex-col gap-3">
            {replies.map((reply) => (
              <li key={reply.id} className="rounded-lg border-brand/40 border-l-4 bg-muted/50 px-3 py-2">
                <p className="whitespace-pre-line break-words text-foreground text-sm">{reply.message}</p>
                <p className="mt-1 text-muted-foreground text-xs">
                  <time dateTime={reply.sentAt}>{timeAgo(reply.sentAt)}</time> {MESSAGE_COPY.sentBy(reply.sentBy)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
