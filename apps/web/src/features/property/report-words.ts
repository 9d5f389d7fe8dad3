import { REPORT_MESSAGES, REPORT_REASONS, REPORT_TEXT_MAX, type ReportReason } from '@aangan/domain';
import type { MessageId } from '@lingui/core';
import { useI18n } from '../../i18n/use-i18n';

/** Each reason's key in the property part: its English is the domain's label (report-words.test.ts). */
export const REASON_KEYS: Readonly<Record<ReportReason, MessageId>> = {
  unavailable: 'property.report.reason.unavailable',
  'fake-photos': 'property.report.reason.fake-photos',
  'wrong-details': 'property.report.reason.wrong-details',
  'broker-as-owner': 'property.report.reason.broker-as-owner',
  'advance-payment': 'property.report.reason.advance-payment',
  duplicate: 'property.report.reason.duplicate',
  other: 'property.report.reason.other',
};

/**
 * The shared schema's messages (the dialog's own check and the server's 400 say the same English words), and the
 * server's refusal of one's own listing, each with its key, so a Hindi page says them in Hindi. Any other words
 * the server sends are shown as they come.
 */
export const REPORT_ERROR_KEYS = new Map<string, MessageId>([
  [REPORT_MESSAGES.reasonInvalid, 'property.report.error.reasonInvalid'],
  [REPORT_MESSAGES.detailsRequiredForOther, 'property.report.error.detailsRequiredForOther'],
  [REPORT_MESSAGES.detailsTooLong, 'property.report.error.detailsTooLong'],
  [REPORT_MESSAGES.ownListing, 'property.report.error.ownListing'],
]);

// As the domain writes it into its message ('1,000').
const LIMITS = { max: REPORT_TEXT_MAX.toLocaleString('en-IN') };

/** The report dialog's reasons and messages in the page's language. */
export function useReportWords() {
  const { t } = useI18n();
  const reasons = Object.fromEntries(REPORT_REASONS.map((reason) => [reason, t(REASON_KEYS[reason])])) as Record<
    ReportReason,
    string
  >;
  const message = (text: string | undefined) => {
    const id = text === undefined ? undefined : REPORT_ERROR_KEYS.get(text);
    return id ? t(id, LIMITS) : text;
  };
  return { reasons, message };
}
