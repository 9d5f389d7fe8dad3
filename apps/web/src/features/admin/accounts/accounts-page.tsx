import { accountSearchQuerySchema } from '@aangan/domain';
import { SearchXIcon, UserSearchIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadErrorPanel } from '../../../components/load-error-panel';
import { MessagePanel } from '../../../components/message-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminWords } from '../messages';
import { SearchBox } from '../search-box';
import { useUrlParams } from '../use-url-params';
import { AccountItem } from './account-item';
import { useFindAccounts } from './api';
import { useAccountsWords } from './messages';

/**
 * The search in the URL, checked with the domain's schema: only a whole email or mobile number is asked
 * (the team looks up the account a complaint names; it does not browse people).
 */
function useAccountSearch() {
  const { get, update } = useUrlParams();
  const q = get('q');
  const checked = q === undefined ? undefined : accountSearchQuerySchema.safeParse({ q });
  return {
    q,
    readable: checked?.success ? q : undefined,
    error: checked && !checked.success ? checked.error.issues[0]?.message : undefined,
    setSearch: (next: string) => update({ q: next || undefined }),
  };
}

/** Accounts (issue 16): find one by email or mobile, then open it to see its listings or suspend it. */
export function AccountsPage() {
  const { ACCOUNTS_COPY } = useAccountsWords();
  const { sectionTitle } = useAdminWords();
  useDocumentTitle(sectionTitle(ACCOUNTS_COPY.title));
  const { q, readable, error, setSearch } = useAccountSearch();
  const { data, isError, isFetching, refetch } = useFindAccounts(readable);

  let list: ReactNode = null;
  if (!q) {
    list = (
      <MessagePanel icon={UserSearchIcon} title={ACCOUNTS_COPY.promptTitle} headingLevel="h3">
        <p>{ACCOUNTS_COPY.prompt}</p>
      </MessagePanel>
    );
  } else if (!readable) {
    list = null;
  } else if (!data && isError) {
    list = (
      <LoadErrorPanel
        title={ACCOUNTS_COPY.loadFailedTitle}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
        headingLevel="h3"
      >
        <p role="alert">{ACCOUNTS_COPY.loadFailed}</p>
      </LoadErrorPanel>
    );
  } else if (!data) {
    list = (
      <div role="status" aria-label={ACCOUNTS_COPY.loading}>
        <Skeleton className="h-28 w-full rounded-xl" />
      </div>
    );
  } else if (data.items.length === 0) {
    list = (
      <MessagePanel icon={SearchXIcon} title={ACCOUNTS_COPY.emptyTitle} headingLevel="h3">
        <p>{ACCOUNTS_COPY.empty}</p>
      </MessagePanel>
    );
  } else {
    list = (
      <div className="flex flex-col gap-3">
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {ACCOUNTS_COPY.count(data.items.length)}
        </p>
        <ul aria-label={ACCOUNTS_COPY.listLabel} className="flex flex-col gap-3">
          {data.items.map((account) => (
            <li key={account.id}>
              <AccountItem account={account} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4 pb-6">
      <div className="flex flex-col gap-1">
        <h2 className="font-semibold text-foreground text-xl leading-tight">{ACCOUNTS_COPY.title}</h2>
        <p className="text-muted-foreground text-sm">{ACCOUNTS_COPY.description}</p>
      </div>
      <SearchBox
        label={ACCOUNTS_COPY.searchLabel}
        placeholder={ACCOUNTS_COPY.searchPlaceholder}
        q={q}
        onSearch={setSearch}
        error={error}
      />
      {list}
    </div>
  );
}
