import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../../db/database.ts';
import { registerEndpoint } from '../../http/endpoint.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { RateLimiter } from '../../rate-limit/limiter.ts';
import { decideReports } from './decide.ts';
import { decideBrokerFlag, findBrokerFlags } from './flags.ts';
import type { HidingRules } from './hiding-rules.ts';
import { findReportQueue } from './queue.ts';
import { REPORTS_PER_PERSON_PER_DAY } from './rate-limits.ts';
import { reportListing } from './report.ts';
import { decisionMails, hiddenByReportsMail } from './report-mails.ts';

export interface ReportRoutesOptions {
  auth: Auth;
  db: Database;
  mailer: Mailer;
  limiter: RateLimiter;
  rules: HidingRules;
  /** Where the mails link to. */
  publicUrl: string;
  /**
   * Called after a commit that may have queued a listing for instant alerts (decision 029): a dismissal that
   * shows a listing again (relist queued it). Wakes their job; without the call the sweep finds the row.
   */
  wakeInstantAlerts?: () => void;
}

/**
 * Reports and broker flags (issue 17, decision 021): people report a listing; the team works through the
 * reports queue and the broker flags under /api/admin (404 to anyone without a team role). Mail is sent
 * once a change is committed; the mailer queues it, so no answer waits on SMTP.
 */
export async function reportRoutes(
  app: FastifyInstance,
  { auth, db, mailer, limiter, rules, publicUrl, wakeInstantAlerts }: ReportRoutesOptions,
): Promise<void> {
  registerEndpoint(app, 'reportListing', { auth }, async ({ user, params, body }) => {
    await limiter.consume(REPORTS_PER_PERSON_PER_DAY, user.userId);
    const { report, hidden } = await reportListing(db, user.userId, params.id, body, rules, new Date());
    if (hidden) mailer.send(hiddenByReportsMail(hidden, publicUrl));
    return report;
  });

  registerEndpoint(app, 'reportQueue', { auth, db }, async ({ query }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return findReportQueue(db, query, rules.threshold, new Date());
  });

  registerEndpoint(app, 'decideReports', { auth, db }, async ({ user, params, body }) => {
    const decided = await decideReports(db, user.userId, params.id, body, new Date());
    for (const mail of decisionMails(decided, publicUrl)) mailer.send(mail);
    if (decided.owner.kind === 'restored') wakeInstantAlerts?.();
    const { notice, status, reports } = decided;
    return { listingId: notice.id, status, reports, listed: notice.listed };
  });

  registerEndpoint(app, 'brokerFlags', { auth, db }, async ({ query }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return findBrokerFlags(db, query);
  });

  registerEndpoint(app, 'decideBrokerFlag', { auth, db }, ({ user, params, body }) =>
    decideBrokerFlag(db, user.userId, params.id, body, new Date()),
  );
}
