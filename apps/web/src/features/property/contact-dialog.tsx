import { PROPERTY_ACTION_MESSAGES, toTelHref, type UserType } from '@aangan/domain';
import type { MessageId } from '@lingui/core';
import { useQuery } from '@tanstack/react-query';
import { CopyIcon, LoaderCircleIcon, MailIcon, PhoneIcon, RotateCwIcon, UserRoundIcon } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { SafetyNotice } from '../../components/safety-notice';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { useI18n } from '../../i18n/use-i18n';
import { useListingWords } from '../../i18n/use-listing-words';
import { ApiError } from '../../lib/api-client';
import { SITE_NAME } from '../../lib/site';
import { toast } from '../../lib/toast';
import { cn } from '../../lib/utils';
import { posterContactQuery } from './api';
import { copyText } from './clipboard';

type Translate = ReturnType<typeof useI18n>['t'];

async function copy(text: string, copiedTitle: string, t: Translate): Promise<void> {
  try {
    await copyText(text);
    toast.success(copiedTitle);
  } catch (error) {
    console.warn('Copying failed.', error);
    toast.error(t('property.toast.copyFailed.title'), { description: t('property.toast.copyFailed.description') });
  }
}

/** The server's refusals the page knows, by the domain's English (domain-words.test.ts), said in its language. */
const REFUSALS = new Map<string, MessageId>([
  [PROPERTY_ACTION_MESSAGES.contactRateLimited, 'property.contact.rateLimited'],
]);

/** The server's own words for a refusal (e.g. too many requests); anything else gets the fallback. */
function errorMessage(error: unknown, fallback: string, t: Translate): string {
  if (!(error instanceof ApiError)) return fallback;
  const known = REFUSALS.get(error.message);
  return known ? t(known) : error.message;
}

interface ContactRowProps {
  icon: typeof PhoneIcon;
  label: string;
  children: ReactNode;
  /** The Copy button's name, read aloud: 'Copy phone'. */
  copyLabel?: string;
  onCopy?: () => void;
}

/**
 * One name-value pair of the list: a <dl>'s row may hold only <dt> and <dd>, so the icon sits in the term and
 * the Copy button in the value, both placed by position rather than by wrappers.
 */
function ContactRow({ icon: Icon, label, children, copyLabel, onCopy }: ContactRowProps) {
  const { t } = useI18n();
  return (
    <div
      className={cn(
        'relative flex min-h-16 flex-col justify-center rounded-lg border py-3 pl-15',
        onCopy ? 'pr-24' : 'pr-3',
      )}
    >
      <dt className="text-muted-foreground text-xs">
        <span className="absolute top-1/2 left-3 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-brand-soft text-brand">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        {label}
      </dt>
      <dd className="font-medium text-foreground [overflow-wrap:anywhere]">
        {children}
        {onCopy && (
          <Button
            variant="outline"
            size="sm"
            onClick={onCopy}
            aria-label={copyLabel}
            className="absolute top-1/2 right-3 -translate-y-1/2"
          >
            <CopyIcon aria-hidden="true" />
            {t('property.contact.copy')}
          </Button>
        )}
      </dd>
    </div>
  );
}

/** The poster's details, fetched when the dialog opens; a refusal (e.g. too many requests) says why. */
function ContactDetails({ propertyId, posterType }: { propertyId: string; posterType: UserType }) {
  const { t } = useI18n();
  const { USER_TYPE_LABELS } = useListingWords();
  const query = useQuery(posterContactQuery(propertyId));
  const { error, errorUpdatedAt } = query;
  const failedTitle = t('property.toast.contactFailed.title');
  const refusal = errorMessage(error, t('property.toast.contactFailed.fallback'), t);

  useEffect(() => {
    if (!error) return;
    // One toast per failure, also when React runs the effect twice.
    toast.error(failedTitle, { id: `contact-error-${errorUpdatedAt}`, description: refusal });
  }, [error, errorUpdatedAt, failedTitle, refusal]);

  if (query.isPending) {
    return (
      <div role="status" className="flex justify-center py-8 text-muted-foreground">
        <LoaderCircleIcon className="size-7 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        <span className="sr-only">{t('property.contact.loading')}</span>
      </div>
    );
  }

  if (query.isError) {
    return (
      <div className="flex flex-col gap-4">
        <Alert variant="danger" role="alert">
          <AlertDescription>{refusal}</AlertDescription>
        </Alert>
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCwIcon aria-hidden="true" />
          {t('property.contact.tryAgain')}
        </Button>
      </div>
    );
  }

  const { name, email } = query.data;
  // As the poster gave it: that is what they will recognise when someone quotes it back.
  const phone = query.data.phone?.trim() || null;
  return (
    <dl className="flex flex-col gap-3">
      <ContactRow icon={UserRoundIcon} label={USER_TYPE_LABELS[posterType] ?? t('property.contact.postedBy')}>
        {name}
      </ContactRow>
      <ContactRow
        icon={PhoneIcon}
        label={t('property.contact.phone')}
        copyLabel={t('property.contact.copyPhone')}
        onCopy={phone ? () => void copy(phone, t('property.toast.phoneCopied'), t) : undefined}
      >
        {phone ? (
          <a href={toTelHref(phone)} className="text-brand hover:underline">
            {phone}
          </a>
        ) : (
          <span className="font-normal text-muted-foreground">{t('property.contact.notProvided')}</span>
        )}
      </ContactRow>
      <ContactRow
        icon={MailIcon}
        label={t('property.contact.email')}
        copyLabel={t('property.contact.copyEmail')}
        onCopy={() => void copy(email, t('property.toast.emailCopied'), t)}
      >
        <a href={`mailto:${email}`} className="text-brand hover:underline">
          {email}
        </a>
      </ContactRow>
    </dl>
  );
}

interface ContactDialogProps {
  propertyId: string;
  posterType: UserType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Contact Information' (docs/product.md §2): opened by Call Now for a signed-in person. It says the owner will
 * see the seeker's name (their Leads, decision 022), and reminds them never to pay before a visit.
 */
export function ContactDialog({ propertyId, posterType, open, onOpenChange }: ContactDialogProps) {
  const { t } = useI18n();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('property.contact.title')}</DialogTitle>
          <DialogDescription>
            {t('property.contact.description', { site: SITE_NAME })} {t('property.contact.seekerNotice')}
          </DialogDescription>
        </DialogHeader>
        <ContactDetails propertyId={propertyId} posterType={posterType} />
        <SafetyNotice />
      </DialogContent>
    </Dialog>
  );
}
