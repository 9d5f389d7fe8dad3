import type { InboxPage } from '@aangan/domain';
import { ClockIcon, ReplyIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAdminWords } from '../messages';
import { useInboxWords } from './messages';

type InboxItem = InboxPage['items'][number];

/**
 * One message: who wrote, about what, why, and how long ago. The subject is the link; the whole card is
 * its target, so a thumb can hit it anywhere.
 */
export function MessageItem({ item }: { item: InboxItem }) {
  const { CONTACT_REASON_LABELS, timeAgo } = useAdminWords();
  const { INBOX_COPY } = useInboxWords();
  return (
    <article className="relative flex flex-col gap-1 rounded-xl border bg-surface p-3 shadow-sm transition-colors focus-within:outline-2 focus-within:outline-ring hover:border-brand/40 sm:p-4">
      <div className="flex items-baseline justify-between gap-3">
        <p className="min-w-0 truncate text-sm">
          <span className="font-medium text-foreground">{item.name}</span>
          <span className="text-muted-foreground"> · {item.email}</span>
        </p>
        <time
          dateTime={item.createdAt}
          className="inline-flex shrink-0 items-center gap-1 text-muted-foreground text-xs"
        >
          <ClockIcon aria-hidden="true" className="size-3.5" />
          {timeAgo(item.createdAt)}
        </time>
      </div>
      <h3 className="line-clamp-2 font-semibold text-foreground leading-snug">
        <Link
          to={`/admin/inbox/${encodeURIComponent(item.id)}`}
          className="outline-none after:absolute after:inset-0 after:rounded-xl"
        >
          {item.subject}
        </Link>
      </h3>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <Badge variant="outline">{CONTACT_REASON_LABELS[item.reason]}</Badge>
        {item.replyCount > 0 && (
          <span className="inline-flex items-center gap-1 text-muted-foreground text-xs">
            <ReplyIcon aria-hidden="true" className="size-3.5" />
            {INBOX_COPY.replies(item.replyCount)}
          </span>
        )}
      </div>
    </article>
  );
}

/** The list while it loads: cards of the same shape. */
export function MessageListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {[0, 1, 2].map((key) => (
        <div key={key} className="flex flex-col gap-2 rounded-xl border bg-surface p-3 sm:p-4">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-5 w-24 rounded-full" />
        </div>
      ))}
    </div>
  );
}
