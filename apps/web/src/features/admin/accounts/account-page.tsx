import type { AccountDetail } from '@aangan/domain';
import { ArrowLeftIcon, SearchXIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadErrorPanel } from '../../../components/load-error-panel';
import { MessagePanel } from '../../../components/message-panel';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ConflictAlert } from '../conflict-alert';
import { useAdminWords } from '../messages';
import { RecordHistory } from '../record-history';
import { AccountContact } from './account-contact';
import { AccountListings } from './account-listings';
import { AccountReports } from './account-reports';
import { AccountReveals } from './account-reveals';
import { useAccount, useReloadAccount } from './api';
import { useAccountsWords } from './messages';
import { SuspensionPanel } from './suspension-panel';

function BackToAccounts() {
  const { ACCOUNT_COPY } = useAccountsWords();
  return (
    <Link
      to="/admin/accounts"
      className="inline-flex min-h-10 w-fit items-center gap-1.5 font-medium text-muted-foreground text-sm hover:text-foreground"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      {ACCOUNT_COPY.back}
    </Link>
  );
}

/** Who the person is, whether they may use Aangan, and what they did and what was done to them. */
function AccountView({ account }: { account: AccountDetail }) {
  const { USER_TYPE_LABELS, REFUSALS } = useAdminWords();
  const { ACCOUNTS_COPY } = useAccountsWords();
  const { ROLE_LABELS } = useAdminWords();
  const [hasConflict, setConflict] = useState(false);
  const reload = useReloadAccount(account.id);
  const conflict = () => setConflict(true);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <h2 className="break-words font-semibold text-foreground text-xl leading-tight">{account.name}</h2>
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant={account.role === 'member' ? 'outline' : 'soft'}>{ROLE_LABELS[account.role]}</Badge>
          <Badge variant="outline">{USER_TYPE_LABELS[account.type]}</Badge>
          {account.suspension && <Badge variant="danger">{ACCOUNTS_COPY.suspended}</Badge>}
        </div>
      </div>
      {hasConflict && (
        <ConflictAlert message={REFUSALS.accountChanged} onReload={() => reload().then(() => setConflict(false))} />
      )}
      {/*
        One grid, so a phone reads contact, suspension and history, then the listings and reveals; from lg the
        suspension and the history stand in a column of their own beside the rest.
      */}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_auto_1fr] lg:items-start">
        <div className="min-w-0 lg:col-start-1">
          <AccountContact account={account} />
        </div>
        <div className="flex min-w-0 flex-col gap-5 lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <SuspensionPanel account={account} onConflict={conflict} />
          <RecordHistory entries={account.history} />
        </div>
        <div className="min-w-0 lg:col-start-1">
          <AccountListings listings={account.listings} />
        </div>
        <div className="min-w-0 lg:col-start-1">
          <AccountReveals reveals={account.reveals} />
        </div>
        <div className="min-w-0 lg:col-start-1">
          <AccountReports reports={account.reports} />
        </div>
      </div>
    </div>
  );
}

function AccountSkeleton() {
  const { ACCOUNT_COPY } = useAccountsWords();
  return (
    <div role="status" aria-label={ACCOUNT_COPY.loading} className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex flex-col gap-5">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-36 w-full rounded-xl" />
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
      <Skeleton className="h-40 w-full rounded-xl" />
    </div>
  );
}

/** One account as the team sees it (issue 16). */
export function AccountPage() {
  const { ACCOUNT_COPY } = useAccountsWords();
  const { sectionTitle, REFUSALS } = useAdminWords();
  useDocumentTitle(sectionTitle(ACCOUNT_COPY.title));
  const { id = '' } = useParams();
  const { data: account, error, isFetching, refetch } = useAccount(id);

  let body: ReactNode;
  if (account) {
    body = <AccountView account={account} />;
  } else if (error instanceof ApiError && error.status === 404) {
    body = (
      <MessagePanel
        icon={SearchXIcon}
        title={ACCOUNT_COPY.notFoundTitle}
        actions={
          <Button asChild variant="outline">
            <Link to="/admin/accounts">{ACCOUNT_COPY.back}</Link>
          </Button>
        }
      >
        <p>{REFUSALS.accountNotFound}</p>
      </MessagePanel>
    );
  } else if (error) {
    body = (
      <LoadErrorPanel title={ACCOUNT_COPY.loadFailedTitle} onRetry={() => void refetch()} isRetrying={isFetching}>
        <p role="alert">{ACCOUNT_COPY.loadFailed}</p>
      </LoadErrorPanel>
    );
  } else {
    body = <AccountSkeleton />;
  }

  return (
    <div className="flex flex-col gap-3 pb-6">
      <BackToAccounts />
      {body}
    </div>
  );
}
