import { HIDE_REASON_LABELS } from '@aangan/domain';
import type { MailMessage } from '../../mail/mailer.ts';
import { noticeMail } from '../../mail/notice-mail.ts';
import { hiddenMail, restoredMail } from '../moderation/service.ts';
import type { DecidedCase, Reporter } from './decide.ts';
import type { HiddenByReports } from './report.ts';

const link = (publicUrl: string, path: string) => new URL(path, publicUrl).href;

/**
 * The owner hears the reports took their listing down pending review, and how to appeal. It names no
 * reporter and no reason a reporter gave: the owner never learns who reported.
 */
export function hiddenByReportsMail(listing: HiddenByReports, publicUrl: string): MailMessage {
  return noticeMail({
    to: listing.ownerEmail,
    name: listing.ownerName,
    subject: `Your listing is hidden pending review: ${listing.title}`,
    paragraphs: [
      `Several people have reported your listing “${listing.title}”, so it no longer shows in search while the Aangan team looks at it. Our reason: ${HIDE_REASON_LABELS.reports}.`,
      'We review every such listing. If it is true as posted, it comes back; you do not need to do anything for that.',
    ],
    closing: [
      'If you think it was reported wrongly, or once you have put it right, open My Properties and press Appeal beside the listing. We will answer by email.',
    ],
    action: { label: 'Open My Properties', url: link(publicUrl, '/my-properties') },
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
  return noticeMail({
    to: reporter.email,
    name: reporter.name,
    subject: `Your report: ${listing.title}`,
    paragraphs: [
      `Thank you for reporting the listing “${listing.title}”. The Aangan team has looked at it.`,
      status === 'upheld'
        ? 'We agreed with the reports: the listing is no longer shown on Aangan.'
        : 'We found nothing that breaks our rules, so the listing stays on Aangan.',
    ],
    closing: ['If something new comes up, you can report it again from the listing’s page.'],
    action: { label: 'Open Aangan', url: link(publicUrl, '/') },
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
