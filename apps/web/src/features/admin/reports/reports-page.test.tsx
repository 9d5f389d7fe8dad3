import { type BrokerFlag, REPORT_MESSAGES, type ReportCase, VERIFICATION_MESSAGES } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { bodyOf, moderatorApi } from '../verification/test-utils';

const SLOW = { timeout: 5000 };
const HOUR = 3_600_000;

function makeCase(overrides: Partial<ReportCase> = {}): ReportCase {
  return {
    listing: {
      id: 'abc',
      title: 'Courtyard flat in Junagarh',
      purpose: 'rent',
      price: 18_000,
      city: 'Bikaner',
      locality: 'Junagarh',
      cover: null,
      createdAt: '2026-11-01T10:00:00.000Z',
      state: 'hidden',
      hiddenReason: 'reports',
      verified: false,
    },
    owner: {
      id: 'u-kavita',
      name: 'Kavita Rao',
      email: 'kavita@example.in',
      memberSince: '2026-03-01T10:00:00.000Z',
      suspended: false,
    },
    autoHidden: true,
    verifiedAtThreshold: false,
    reporters: 2,
    countingReporters: 1,
    firstReportedAt: new Date(Date.now() - 5 * HOUR).toISOString(),
    reports: [
      {
        id: 'r1',
        reason: 'advance-payment',
        details: 'Asked for ₹5,000 before the visit.',
        reportedAt: new Date(Date.now() - 5 * HOUR).toISOString(),
        countsForHiding: true,
        reporter: {
          id: 'u-rohan',
          name: 'Rohan',
          email: 'rohan@example.in',
          memberSince: '2026-01-12T10:00:00.000Z',
          emailVerified: true,
        },
      },
      {
        id: 'r2',
        reason: 'fake-photos',
        details: null,
        reportedAt: new Date(Date.now() - 2 * HOUR).toISOString(),
        countsForHiding: false,
        reporter: {
          id: 'u-new',
          name: 'New',
          email: 'new@example.in',
          memberSince: new Date().toISOString(),
          emailVerified: false,
        },
      },
    ],
    ...overrides,
  };
}

function reportsApi(cases: ReportCase[], answer?: () => Response) {
  let stored = [...cases];
  const sent: unknown[] = [];
  const handlers = moderatorApi({
    '/api/admin/reports': () => jsonResponse({ items: stored, threshold: 3, page: 1, limit: 20, total: stored.length }),
    '/api/admin/reports/abc/decision': (_url, init) => {
      sent.push(bodyOf(init));
      if (answer) return answer();
      stored = stored.filter((each) => each.listing.id !== 'abc');
      return jsonResponse({ listingId: 'abc', status: 'dismissed', reports: 2, listed: true });
    },
  });
  return { handlers, sent };
}

describe('the Reports section', () => {
  it('shows each case with why it is first, every report and who made it', async () => {
    stubApi(reportsApi([makeCase()]).handlers);
    renderApp('/admin/reports');
    const entry = within(await screen.findByRole('article', { name: 'Courtyard flat in Junagarh' }, SLOW));
    expect(entry.getByText('Hidden by the reports, pending your review')).toBeInTheDocument();
    expect(entry.getByText('2 people reported it · 1 counts toward hiding')).toBeInTheDocument();
    expect(entry.getByText('Asked me to pay before visiting')).toBeInTheDocument();
    expect(entry.getByText('Asked for ₹5,000 before the visit.')).toBeInTheDocument();
    expect(entry.getByRole('link', { name: 'rohan@example.in' })).toHaveAttribute('href', '/admin/accounts/u-rohan');
    expect(entry.getByText('Does not count toward hiding')).toBeInTheDocument();
    expect(entry.getByText(/Email not verified/)).toBeInTheDocument();
    expect(screen.getByText('1 reported listing')).toBeInTheDocument();
    expect(document.title).toBe('Reports · Team Console · Aangan');
  });

  it('asks for the owner’s reason and a note to uphold, then sends the decision', async () => {
    const { handlers, sent } = reportsApi([makeCase()]);
    stubApi(handlers);
    const { user } = renderApp('/admin/reports');
    const entry = within(await screen.findByRole('article', { name: 'Courtyard flat in Junagarh' }, SLOW));
    await user.click(entry.getByRole('button', { name: 'Decide' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decide these reports' }));
    await user.click(dialog.getByRole('button', { name: 'Uphold' }));
    expect(await dialog.findByText(REPORT_MESSAGES.hideReasonRequired)).toBeInTheDocument();
    expect(dialog.getByText(REPORT_MESSAGES.noteRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(dialog.getByRole('radio', { name: 'Spam or scam' }));
    await user.type(dialog.getByRole('textbox', { name: /Note for the record/ }), 'Same scam as last week.');
    await user.click(dialog.getByRole('button', { name: 'Uphold' }));
    await waitFor(() =>
      expect(sent).toEqual([{ decision: 'uphold', hideReason: 'spam', note: 'Same scam as last week.' }]),
    );
    expect(await screen.findByText('Reports upheld', {}, SLOW)).toBeInTheDocument();
  });

  it('says another moderator decided first, with Reload', async () => {
    stubApi(
      reportsApi([makeCase()], () => errorResponse(409, 'CONFLICT', VERIFICATION_MESSAGES.changedBySomeoneElse))
        .handlers,
    );
    const { user } = renderApp('/admin/reports');
    const entry = within(await screen.findByRole('article', { name: 'Courtyard flat in Junagarh' }, SLOW));
    await user.click(entry.getByRole('button', { name: 'Decide' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decide these reports' }));
    await user.type(dialog.getByRole('textbox', { name: /Note for the record/ }), 'Photos match.');
    await user.click(dialog.getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText(VERIFICATION_MESSAGES.changedBySomeoneElse, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('lists broker flags with their evidence in words', async () => {
    const flag: BrokerFlag = {
      id: 'f1',
      kind: 'brokerage-wording',
      status: 'open',
      evidence: { kind: 'brokerage-wording', listingId: 'abc', title: 'Courtyard flat', words: ['broker'] },
      inWords: '“Courtyard flat”, posted as owner, says: broker.',
      raisedAt: new Date(Date.now() - HOUR).toISOString(),
      account: {
        id: 'u-kavita',
        name: 'Kavita Rao',
        email: 'kavita@example.in',
        phone: null,
        memberSince: '2026-03-01T10:00:00.000Z',
        suspended: false,
      },
      decision: null,
    };
    stubApi(
      moderatorApi({
        '/api/admin/flags': () => jsonResponse({ items: [flag], page: 1, limit: 20, total: 1 }),
      }),
    );
    renderApp('/admin/reports?view=flags');
    const item = within(await screen.findByRole('article', { name: 'Listing talks about brokerage' }, SLOW));
    expect(item.getByText('“Courtyard flat”, posted as owner, says: broker.')).toBeInTheDocument();
    expect(item.getByRole('button', { name: 'Review' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Broker flags' })).toHaveAttribute('aria-current', 'page');
  });
});
