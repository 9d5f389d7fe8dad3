import { mailWords } from '../../mail/mail-words.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { noticeMail } from '../../mail/notice-mail.ts';
import { hiddenMail, restoredMail } from '../moderation/service.ts';
import type { DecidedCase, Reporter } from './decide.ts';
import type { HiddenByReports } from './report.ts';

/**
 * The owner hears the reports took their listing down pending review, and how to appeal. It names no
 * reporter and no reason a reporter gave: the owner never learns who reported.
 */
export function hiddenByReportsMail(listing: HiddenByReports, publicUrl: string): MailMessage {
  const words = mailWords(listing.ownerLocale);
  const { t } = words;
  return noticeMail({
    to: listing.ownerEmail,
    words,
    name: listing.ownerName,
    subject: t('mail.hiddenByReports.subject', { title: listing.title }),
    paragraphs: [
      t('mail.hiddenByReports.body', { title: listing.title, reason: t('mail.hideReason.reports') }),
      t('mail.hiddenByReports.review'),
    ],
    closing: [t('mail.hiddenByReports.appealHint')],
    action: { label: t('mail.action.myProperties'), url: words.link(publicUrl, '/my-properties') },
  });
}

/**
 * A reporter hears what the team decided: one fixed sentence and the outcome. Never the moderator's note,
 * which is for the record and may name what the team checked.
 */
function reportOutcomeMail(
  reporter: Reporter,
  listing: { id: string; title: string },
  status: 'upheld' | 'dismissed',
  publicUrl: string,
): MailMessage {
  const words = mailWords(reporter.locale);
  const { t } = words;
  return noticeMail({
    to: reporter.email,
    words,
    name: reporter.name,
    subject: t('mail.reportOutcome.subject', { title: listing.title }),
    paragraphs: [
      t('mail.reportOutcome.body', { title: listing.title }),
      t(status === 'upheld' ? 'mail.reportOutcome.upheld' : 'mail.reportOutcome.dismissed'),
    ],
    closing: [t('mail.reportOutcome.again')],
    action: { label: t('mail.action.openAangan'), url: words.link(publicUrl, '/') },
  });
}

/**
 * Everyone a decision is mailed to: the owner when their listing went down or came back (in the moderation
 * module's words), and each reporter the outcome.
 */
export function decisionMails({ notice, owner, status, reporters }: DecidedCase, publicUrl: string): MailMessage[] {
  const toOwner =
    owner.kind === 'hidden'
      ? [hiddenMail(notice, { reason: owner.reason, note: owner.note }, publicUrl)]
      : owner.kind === 'restored' && notice.listed
        ? [restoredMail(notice, undefined, publicUrl)]
        : [];
  return [...toOwner, ...reporters.map((reporter) => reportOutcomeMail(reporter, notice, status, publicUrl))];
}
