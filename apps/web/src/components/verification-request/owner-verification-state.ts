import { formatListingDate, type Locale, type OwnerVerification } from '@aangan/domain';
import type { I18n } from '@lingui/core';
import { useI18n } from '../../i18n/use-i18n';

/** What an owner is told about an unverified listing's latest verification request. */
export interface OwnerVerificationState {
  /** 'Verification requested', 'Verification declined', …; null when no request speaks for the listing now. */
  title: string | null;
  /** When, and what happens next. */
  detail: string | null;
  /** The team's reason for declining or revoking, in their words. */
  reason: string | null;
  /** The owner may ask (again): no request is open. */
  canRequest: boolean;
}

const NONE: OwnerVerificationState = { title: null, detail: null, reason: null, canRequest: true };

/**
 * The state of an unverified listing's latest request, in the page's language. An approved or lapsed one says
 * nothing about an unverified listing (a lapse queues a new request at once), so the listing reads as never asked.
 */
export function ownerVerificationState(
  request: OwnerVerification | null,
  t: I18n['_'],
  locale: Locale,
): OwnerVerificationState {
  if (request === null) return NONE;
  if (request.status === 'open') {
    const date = formatListingDate(request.createdAt, locale) ?? '';
    const detail =
      request.trigger === 'edited'
        ? t('verification-request.sentBack', { date })
        : t('verification-request.requested', { date });
    return { title: t('verification-request.status.open'), detail, reason: null, canRequest: false };
  }
  if (request.status === 'rejected' || request.status === 'revoked') {
    const date = formatListingDate(request.decidedAt ?? request.createdAt, locale) ?? '';
    const rejected = request.status === 'rejected';
    return {
      title: t(rejected ? 'verification-request.status.rejected' : 'verification-request.status.revoked'),
      detail: t(rejected ? 'verification-request.declined' : 'verification-request.revoked', { date }),
      reason: request.reason,
      canRequest: true,
    };
  }
  return NONE;
}

/** `ownerVerificationState` in the language of the page it is shown on. */
export function useOwnerVerificationState(request: OwnerVerification | null): OwnerVerificationState {
  const { t, locale } = useI18n();
  return ownerVerificationState(request, t, locale);
}
