import { formatListingDate, type OwnerVerification, VERIFICATION_STATUS_LABELS } from '@aangan/domain';
import { OWNER_VERIFICATION_COPY } from './messages';

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
 * The state of an unverified listing's latest request. An approved or lapsed one says nothing about an
 * unverified listing (a lapse queues a new request at once), so the listing reads as never asked.
 */
export function ownerVerificationState(request: OwnerVerification | null): OwnerVerificationState {
  if (request === null) return NONE;
  const title = VERIFICATION_STATUS_LABELS[request.status];
  if (request.status === 'open') {
    const date = formatListingDate(request.createdAt) ?? '';
    const detail =
      request.trigger === 'edited' ? OWNER_VERIFICATION_COPY.sentBack(date) : OWNER_VERIFICATION_COPY.requested(date);
    return { title, detail, reason: null, canRequest: false };
  }
  if (request.status === 'rejected' || request.status === 'revoked') {
    const date = formatListingDate(request.decidedAt ?? request.createdAt) ?? '';
    const detail =
      request.status === 'rejected' ? OWNER_VERIFICATION_COPY.declined(date) : OWNER_VERIFICATION_COPY.revoked(date);
    return { title, detail, reason: request.reason, canRequest: true };
  }
  return NONE;
}
