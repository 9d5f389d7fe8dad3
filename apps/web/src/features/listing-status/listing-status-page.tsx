import { formatListingDate, type ListingStatusAction, type ListingStatusAnswer } from '@aangan/domain';
import type { MessageId } from '@lingui/core';
import { useMutation } from '@tanstack/react-query';
import { CircleCheckIcon, InfoIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n/use-i18n';
import { callApi } from '../../lib/api';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';

const isAction = (value: string | null): value is ListingStatusAction => value === 'renew' || value === 'withdraw';

/**
 * Why the server refused, in the page's language: any refusal of a complete link means it has done its work
 * (used, late, altered: the server's words say the same, in English); an error on its side is asked again.
 */
function refusalOf(error: unknown): MessageId | undefined {
  if (!(error instanceof ApiError) || error.status >= 500) return undefined;
  return 'listing-status.linkInvalid';
}

function outcomeOf(answer: ListingStatusAnswer): MessageId {
  if (answer.action === 'withdraw') return 'listing-status.withdrawn';
  return answer.expiry.listed ? 'listing-status.renewed' : 'listing-status.renewedButDown';
}

function MyPropertiesLink() {
  const { t } = useI18n();
  return (
    <Button asChild variant="outline" className="self-start">
      <Link to="/my-properties">{t('listing-status.openMyProperties')}</Link>
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
  const { t, locale } = useI18n();
  useDocumentTitle(t('listing-status.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const action = searchParams.get('action');
  const answer = useMutation({
    mutationFn: (body: { token: string; action: ListingStatusAction }) => callApi('answerListingStatus', { body }),
  });

  const complete = token !== '' && isAction(action);
  const refusal = complete ? refusalOf(answer.error) : 'listing-status.tokenRequired';
  const expiresOn = (expiresAt: string) =>
    t('listing-status.expiresOn', { date: formatListingDate(expiresAt, locale) ?? expiresAt });

  return (
    <main className="mx-auto flex w-full max-w-xl flex-col px-4 py-10 sm:py-16">
      <Card className="flex flex-col gap-4 p-6 sm:p-8">
        <h1 className="font-semibold text-2xl text-foreground tracking-tight">{t('listing-status.title')}</h1>
        {answer.data ? (
          <div className="flex flex-col gap-3" role="status">
            <p className="flex items-start gap-2 font-medium text-foreground">
              <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              {t(outcomeOf(answer.data))}
            </p>
            <p className="text-muted-foreground">
              “{answer.data.title}”{answer.data.action === 'renew' && ` — ${expiresOn(answer.data.expiry.expiresAt)}.`}
            </p>
            <MyPropertiesLink />
          </div>
        ) : refusal ? (
          <div className="flex flex-col gap-3" role="alert">
            <p className="flex items-start gap-2 text-foreground">
              <InfoIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
              {t(refusal)}
            </p>
            <MyPropertiesLink />
          </div>
        ) : (
          isAction(action) && (
            <div className="flex flex-col gap-4">
              <p className="text-muted-foreground">
                {t(action === 'renew' ? 'listing-status.renewIntro' : 'listing-status.withdrawIntro')}
              </p>
              {answer.isError && <p role="alert">{t('listing-status.tryAgain')}</p>}
              <Button
                size="lg"
                variant={action === 'renew' ? 'default' : 'outline'}
                className="w-full sm:w-auto sm:self-start"
                disabled={answer.isPending}
                onClick={() => answer.mutate({ token, action })}
              >
                {t(
                  answer.isPending
                    ? 'listing-status.working'
                    : action === 'renew'
                      ? 'listing-status.stillAvailable'
                      : 'listing-status.noLongerAvailable',
                )}
              </Button>
            </div>
          )
        )}
      </Card>
    </main>
  );
}
