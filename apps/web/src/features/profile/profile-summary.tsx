import type { MessageId } from '@lingui/core';
import { BookmarkIcon, CalendarDaysIcon, ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { UserAvatar } from '../../components/user-avatar';
import { useI18n } from '../../i18n/use-i18n';
import type { CurrentUser } from '../../lib/current-user';
import { cn } from '../../lib/utils';
import { memberSinceLabel } from './member-since';
import { USER_TYPE_MESSAGES } from './user-type-labels';

interface Stat {
  label: MessageId;
  value: number;
  /** The page that lists what was counted. */
  to?: string;
}

/** One count; with a page, the whole cell is a link to it (the value link stretches over the cell). */
function StatCell({ label: id, value, to }: Stat) {
  const { t } = useI18n();
  const label = t(id);
  return (
    <div
      className={cn(
        'flex flex-col-reverse items-center gap-1 px-2 py-4 text-center',
        to &&
          'group relative transition-colors hover:bg-muted has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-ring has-[a:focus-visible]:-outline-offset-2',
      )}
    >
      <dt className={cn('text-muted-foreground text-xs sm:text-sm', to && 'group-hover:text-brand')}>{label}</dt>
      <dd className="font-semibold text-2xl text-foreground tabular-nums">
        {to ? (
          <Link
            to={to}
            aria-label={`${label}: ${value}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-brand"
          >
            {value}
          </Link>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

/** The profile's headline: avatar, name, account type, member-since date and the three counts (saved links to /saved), and
 * a link to the saved searches. */
export function ProfileSummary({ user }: { user: CurrentUser }) {
  const { t, locale } = useI18n();
  const memberSince = memberSinceLabel(user.memberSince, t, locale);
  const stats: Stat[] = [
    { label: 'profile.summary.listed', value: user.counts.listed },
    { label: 'profile.summary.saved', value: user.counts.saved, to: '/saved' },
    { label: 'profile.summary.inquiries', value: user.counts.inquiries },
  ];

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col items-center gap-4 bg-linear-to-b from-brand-soft/70 to-surface px-5 pt-6 pb-5 text-center sm:flex-row sm:text-left">
        <UserAvatar user={user} className="size-20 text-3xl shadow-sm ring-4 ring-surface" />
        <div className="flex min-w-0 flex-col items-center gap-2 sm:items-start">
          <h2 className="max-w-full truncate font-semibold text-foreground text-xl">{user.name}</h2>
          <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 sm:justify-start">
            <Badge variant="soft">{t(USER_TYPE_MESSAGES[user.type])}</Badge>
            {memberSince && (
              <span className="inline-flex items-center gap-1.5 text-muted-foreground text-sm">
                <CalendarDaysIcon className="size-4" aria-hidden="true" />
                {memberSince}
              </span>
            )}
          </div>
        </div>
      </div>
      <dl className="grid grid-cols-3 divide-x border-t">
        {stats.map((stat) => (
          <StatCell key={stat.label} {...stat} />
        ))}
      </dl>
      <Link
        to="/saved-searches"
        className="flex items-center gap-3 border-t px-5 py-3 font-medium text-foreground text-sm transition-colors hover:bg-muted hover:text-brand focus-visible:outline-2 focus-visible:outline-ring focus-visible:-outline-offset-2"
      >
        <BookmarkIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="flex-1">{t('profile.summary.savedSearches')}</span>
        <ChevronRightIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </Link>
    </Card>
  );
}
