import { VERIFICATION_MESSAGES, type VerificationRequestDetail } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { bodyOf, makeRequestDetail, moderatorApi } from './test-utils';

const SLOW = { timeout: 5000 };
type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/**
 * Request r1 on the "server": GET answers `current`, POST …/decision answers with `decide` (by default the
 * request decided as asked) and records the bodies sent.
 */
function reviewApi(options: { request?: VerificationRequestDetail; decide?: Handler; revoke?: Handler } = {}) {
  let current = options.request ?? makeRequestDetail();
  const sent: unknown[] = [];
  const decideAsAsked: Handler = (_url, init) => {
    const body = bodyOf(init) as { decision: 'approve' | 'reject'; checklist?: []; reason?: string };
    current = {
      ...current,
      status: body.decision === 'approve' ? 'approved' : 'rejected',
      decidedAt: new Date().toISOString(),
      decidedBy: 'arjun@example.in',
      reason: body.reason ?? null,
      checklist: body.checklist ?? null,
      listing: { ...current.listing, verificationStatus: body.decision === 'approve' },
    };
    return jsonResponse(current);
  };
  const handlers = moderatorApi({
    '/api/admin/verifications/r1': () => jsonResponse(current),
    '/api/admin/verifications/r1/decision': (url, init) => {
      sent.push(bodyOf(init));
      return (options.decide ?? decideAsAsked)(url, init);
    },
    '/api/admin/listings/abc/verification/revoke': (url, init) => {
      sent.push(bodyOf(init));
      if (options.revoke) return options.revoke(url, init);
      current = {
        ...current,
        status: 'revoked',
        reason: 'Sold last week.',
        listing: { ...current.listing, verificationStatus: false },
      };
      return new Response(null, { status: 204 });
    },
  });
  return {
    handlers,
    sent,
    setCurrent: (next: VerificationRequestDetail) => {
      current = next;
    },
  };
}

async function openReview(api: ReturnType<typeof reviewApi>) {
  stubApi(api.handlers);
  const view = renderApp('/admin/verifications/r1');
  await screen.findByRole('heading', { name: 'Courtyard flat in Junagarh' }, SLOW);
  return view;
}

const checklist = () => screen.getByRole('group', { name: 'What was checked' });

describe('reviewing a verification request', () => {
  it('shows the listing, the owner’s account with a phone to call, and the history', async () => {
    await openReview(reviewApi());

    expect(screen.getByText('₹45.00 Lac')).toBeInTheDocument();
    expect(screen.getByText('Station Road, 334001')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Photos' }).querySelectorAll('img')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Open the public page' })).toHaveAttribute('href', '/property/abc');

    expect(screen.getByText('Kavita Rao')).toBeInTheDocument();
    expect(screen.getByText('Email verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call +91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(screen.getByText('Member since 14 Mar 2026 · 2 listings')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop on Station Road' })).toHaveAttribute('href', '/property/def');
    expect(screen.getByText('This request')).toBeInTheDocument();
  });

  it('approves with the ticked checks in the checklist’s order, notes kept, and shows the new state', async () => {
    const api = reviewApi();
    const { user } = await openReview(api);

    await user.click(within(checklist()).getByRole('checkbox', { name: 'Property visited' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Note on Property visited (optional)' }),
      'Walked through on Monday',
    );
    await user.click(within(checklist()).getByRole('checkbox', { name: 'Owner identity document seen' }));
    await user.click(within(checklist()).getByRole('checkbox', { name: 'Ownership or rent-authority document seen' }));
    expect(screen.getByText('Enough to verify')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Listing verified')).toBeInTheDocument();
    expect(api.sent).toEqual([
      {
        decision: 'approve',
        checklist: [
          { check: 'identityDocument' },
          { check: 'authorityDocument' },
          { check: 'siteVisit', note: 'Walked through on Monday' },
        ],
      },
    ]);
    expect(screen.getByText(/^Verified on .* by arjun@example\.in$/)).toBeInTheDocument();
    expect(screen.getByText('Walked through on Monday')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Decision' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Revoke verification' })).toBeInTheDocument();
  });

  it('refuses an approval below the bar in the domain’s words, sending nothing', async () => {
    const api = reviewApi();
    const { user } = await openReview(api);

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(VERIFICATION_MESSAGES.checklistEmpty)).toBeInTheDocument();
    await user.click(within(checklist()).getByRole('checkbox', { name: 'Owner identity document seen' }));
    expect(await screen.findByText(VERIFICATION_MESSAGES.checklistShort)).toBeInTheDocument();
    expect(api.sent).toEqual([]);
  });

  it('shows the server’s field errors under the note they name', async () => {
    const api = reviewApi({
      decide: () =>
        jsonResponse(
          {
            error: {
              code: 'BAD_REQUEST',
              message: 'Please check checklist.0.note.',
              fields: { 'checklist.0.note': VERIFICATION_MESSAGES.noteTooLong },
            },
          },
          400,
        ),
    });
    const { user } = await openReview(api);

    for (const name of [
      'Owner identity document seen',
      'Ownership or rent-authority document seen',
      'Property visited',
    ]) {
      await user.click(within(checklist()).getByRole('checkbox', { name }));
    }
    await user.click(screen.getByRole('button', { name: 'Approve' }));

    const note = screen.getByRole('textbox', { name: 'Note on Owner identity document seen (optional)' });
    await waitFor(() => expect(note).toHaveAccessibleDescription(VERIFICATION_MESSAGES.noteTooLong));
    expect(note).toHaveFocus();
  });

  it('needs a reason to reject, counts it, and sends it', async () => {
    const api = reviewApi();
    const { user } = await openReview(api);

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(VERIFICATION_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(api.sent).toEqual([]);

    await user.type(
      screen.getByRole('textbox', { name: 'Reason the owner will read' }),
      'The deed names someone else.',
    );
    expect(screen.getByText('28 / 1,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText(/^Verification declined on .* by arjun@example\.in$/)).toBeInTheDocument();
    expect(api.sent).toEqual([{ decision: 'reject', reason: 'The deed names someone else.' }]);
    expect(screen.getAllByText('The deed names someone else.').length).toBeGreaterThan(0);
  });

  it('says someone else changed the listing on a 409, and Reload shows what is there now', async () => {
    const api = reviewApi({
      decide: () => errorResponse(409, 'CONFLICT', VERIFICATION_MESSAGES.changedBySomeoneElse),
    });
    const { user } = await openReview(api);

    await user.type(screen.getByRole('textbox', { name: 'Reason the owner will read' }), 'Not the owner.');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const message = await screen.findByText('This listing was changed by someone else. Reload to see the latest.');
    const alert = message.closest('[role="alert"]') as HTMLElement;

    api.setCurrent(
      makeRequestDetail({
        status: 'rejected',
        decidedAt: new Date().toISOString(),
        decidedBy: 'meera@example.in',
        reason: 'Duplicate listing.',
      }),
    );
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText(/^Verification declined on .* by meera@example\.in$/)).toBeInTheDocument();
    expect(screen.queryByText(VERIFICATION_MESSAGES.changedBySomeoneElse)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('revokes an approval with a reason, asked in a dialog', async () => {
    const approved = makeRequestDetail({
      status: 'approved',
      decidedAt: '2026-11-14T10:00:00.000Z',
      decidedBy: 'arjun@example.in',
      checklist: [{ check: 'identityDocument' }, { check: 'authorityDocument' }, { check: 'videoWalkthrough' }],
      listing: { ...makeRequestDetail().listing, verificationStatus: true },
    });
    const api = reviewApi({ request: approved });
    const { user } = await openReview(api);

    expect(screen.getByText('Video call walk-through')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke verification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke verification?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke verification' }));
    expect(await within(dialog).findByText(VERIFICATION_MESSAGES.reasonRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason the owner will read' }), 'Sold last week.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke verification' }));
    // The toast's title; the reloaded request says it too.
    expect((await screen.findAllByText('Verification revoked')).length).toBeGreaterThan(0);
    expect(api.sent).toEqual([{ reason: 'Sold last week.' }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revoke verification' })).not.toBeInTheDocument());
  });

  it('says so when the request is not there', async () => {
    stubApi(
      moderatorApi({
        '/api/admin/verifications/r9': () => errorResponse(404, 'NOT_FOUND', VERIFICATION_MESSAGES.requestNotFound),
      }),
    );
    renderApp('/admin/verifications/r9');
    expect(await screen.findByRole('heading', { name: 'Request Not Found' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(VERIFICATION_MESSAGES.requestNotFound)).toBeInTheDocument();
  });
});
