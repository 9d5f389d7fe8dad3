import { AUDIT_ACTIONS, type AuditAction, type AuditPage } from '@aangan/domain';
import { SearchIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { LoadErrorPanel } from '../../components/load-error-panel';
import { Pager } from '../../components/pager';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { useI18n } from '../../i18n/use-i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAuditLog } from './api';
import { useAdminWords } from './messages';

type Entry = AuditPage['items'][number];

/** The action filter's value when no action is chosen (a select item cannot have an empty value). */
const ANY_ACTION = 'any';

function EntryRow({ entry }: { entry: Entry }) {
  const { AUDIT_ACTION_LABELS, formatMoment, describeChanges } = useAdminWords();
  const { t } = useI18n();
  return (
    <li className="flex flex-col gap-1 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-medium text-foreground">{AUDIT_ACTION_LABELS[entry.action]}</p>
        <time className="text-muted-foreground text-sm" dateTime={entry.createdAt}>
          {formatMoment(entry.createdAt)}
        </time>
      </div>
      <p className="text-sm">{describeChanges(entry)}</p>
      <p className="break-words text-muted-foreground text-sm">
        {t('admin.audit.by', { actor: entry.actor })} · {entry.targetType} {entry.targetLabel ?? entry.targetId}
        {entry.reason ? ` · ${entry.reason}` : ''}
      </p>
    </li>
  );
}

/** The team's audit log: everything the team did, newest first; read-only, as it is on the server. */
export function AuditLogSection() {
  const { SECTION_LABELS, sectionTitle, AUDIT_ACTION_LABELS } = useAdminWords();
  const { t } = useI18n();
  useDocumentTitle(sectionTitle(SECTION_LABELS.audit));
  const [actor, setActor] = useState('');
  const [action, setAction] = useState<AuditAction | typeof ANY_ACTION>(ANY_ACTION);
  const [page, setPage] = useState(1);
  const { data, isError, isFetching, refetch } = useAuditLog({
    page,
    ...(actor.trim() ? { actor: actor.trim() } : {}),
    ...(action === ANY_ACTION ? {} : { action }),
  });
  const filtered = actor.trim() !== '' || action !== ANY_ACTION;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  let list: ReactNode;
  if (!data && isError) {
    list = (
      <LoadErrorPanel
        title={t('admin.audit.loadFailedTitle')}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
        headingLevel="h3"
      >
        <p role="alert">{t('admin.audit.loadFailed')}</p>
      </LoadErrorPanel>
    );
  } else if (!data) {
    list = (
      <div aria-busy="true" className="flex flex-col gap-3 py-3">
        <span role="status" className="sr-only">
          {t('admin.audit.loading')}
        </span>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  } else if (data.items.length === 0) {
    list = (
      <p className="py-3 text-muted-foreground">{t(filtered ? 'admin.audit.emptyFiltered' : 'admin.audit.empty')}</p>
    );
  } else {
    list = (
      <div className="flex flex-col gap-4">
        <ul className="divide-y divide-border" aria-label={t('admin.audit.entries')}>
          {data.items.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </ul>
        <Pager page={page} pages={pages} onPage={setPage} />
      </div>
    );
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-foreground text-lg leading-tight">{SECTION_LABELS.audit}</h2>
        <CardDescription>{t('admin.audit.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="grid gap-2 sm:grid-cols-[1fr_16rem]">
          <div className="relative">
            <SearchIcon
              aria-hidden="true"
              className="-translate-y-1/2 absolute top-1/2 left-3 size-4 text-muted-foreground"
            />
            <Input
              type="search"
              aria-label={t('admin.audit.actorLabel')}
              placeholder={t('admin.audit.actorPlaceholder')}
              className="pl-9"
              value={actor}
              onChange={(event) => {
                setActor(event.target.value);
                setPage(1);
              }}
            />
          </div>
          <Select
            value={action}
            onValueChange={(value) => {
              setAction(value as AuditAction | typeof ANY_ACTION);
              setPage(1);
            }}
          >
            <SelectTrigger aria-label={t('admin.audit.actionLabel')} className="h-10">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY_ACTION}>{t('admin.audit.allActions')}</SelectItem>
              {AUDIT_ACTIONS.map((each) => (
                <SelectItem key={each} value={each}>
                  {AUDIT_ACTION_LABELS[each]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {list}
      </CardContent>
    </Card>
  );
}
