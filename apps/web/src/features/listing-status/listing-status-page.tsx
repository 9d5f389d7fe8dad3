import { EXPIRY_MESSAGES, expiresOnLabel, type ListingStatusAction, type ListingStatusAnswer } from '@aangan/domain';
import { useMutation } from '@tanstack/react-query';
import { CircleCheckIcon, InfoIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { callApi } from '../../lib/api';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LINK_PAGE_COPY } from './messages';

const isAction = (value: string | null): value is ListingStatusAction => value === 'renew' || value === 'withdraw';

/** What the server's refusal says: the token's own words when the form was refused, else its message. */
function refusalOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status >= 500) return undefined;
  return error.fields?.token ?? error.fields?.action ?? error.message ?? EXPIRY_MESSAGES.linkInvalid;
}

function outcomeOf(answer: ListingStatusAnswer): string {
  if (answer.action === 'withdraw') return EXPIRY_MESSAGES.withdrawn;
  return answer.expiry.listed ? EXPIRY_MESSAGES.renewed : EXPIRY_MESSAGES.renewedButDown;
}

function MyPropertiesLink() {
  return (
    <Button asChild variant="outline" className="self-start">
      <Link to="/my-properties">{LINK_PAGE_COPY.openMyProperties}</Link>
    </Button>
  );
}

/**
 * /listing-status?action=…&token=…, the page a reminder's links open (decision 020). Opening it changes
 * nothing — mail scanners open links, some run their scripts — so it shows one button saying what it
 * will do, and only pressing it posts the token. Every refusal (a link used, late, altered) is told in
 * calm words with the way to My Properties.
 */
export function ListingStatusPage() {
  useDocumentTitle(LINK_PAGE_COPY.title);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const action = searchParams.get('action');
  const answer = useMutation({
    mutationFn: (body: { token: string; action: ListingStatusAction }) => callApi('answerListingStatus', { body }),
  });

  const complete = token !== '' && isAction(action);
  const refusal = complete ? refusalOf(answer.error) : EXPIRY_MESSAGES.tokenRequired;

  return (
    <main className="mx-auto flex w-full max-w-xl flex-col px-4 py-10 sm:py-16">
      <Card className="flex flex-col gap-4 p-6 sm:p-8">
        <h1 className="font-semibold text-2xl text-foreground tracking-tight">{LINK_PAGE_COPY.title}</h1>
        {answer.data ? (
          <div className="flex flex-col gap-3" role="status">
            <p className="flex items-start gap-2 font-medium text-foreground">
              <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              {outcomeOf(answer.data)}
            </p>
            <p className="text-muted-foreground">
              “{answer.data.title}”
              {answer.data.action === 'renew' && ` — ${expiresOnLabel(answer.data.expiry.expiresAt)}.`}
            </p>
            <MyPropertiesLink />
          </div>
        ) : refusal ? (
          <div className="flex flex-col gap-3" role="alert">
            <p className="flex items-start gap-2 text-foreground">
              <InfoIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
              {refusal}
            </p>
            <MyPropertiesLink />
          </div>
        ) : (
          isAction(action) && (
            <div className="flex flex-col gap-4">
              <p className="text-muted-foreground">
                {action === 'renew' ? LINK_PAGE_COPY.renewIntro : LINK_PAGE_COPY.withdrawIntro}
              </p>
              {answer.isError && <p role="alert">{LINK_PAGE_COPY.tryAgain}</p>}
              <Button
                size="lg"
                variant={action === 'renew' ? 'default' : 'outline'}
                className="w-full sm:w-auto sm:self-start"
                disabled={answer.isPending}
                onClick={() => answer.mutate({ token, action })}
              >
                {answer.isPending
                  ? LINK_PAGE_COPY.working
                  : action === 'renew'
                    ? EXPIRY_MESSAGES.stillAvailable
                    : EXPIRY_MESSAGES.noLongerAvailable}
              </Button>
            </div>
          )
        )}
      </Card>
    </main>
  );
}
