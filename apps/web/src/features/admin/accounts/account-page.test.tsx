import { type AccountDetail, MODERATION_MESSAGES, TEAM_MESSAGES, VERIFICATION_MESSAGES } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import { makeMe } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';
import { bodyOf, moderatorApi } from '../verification/test-utils';
import { makeAccountDetail } from './test-utils';

const SLOW = { timeout: 5000 };
type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/**
 * Ravi's account on the "server": GET answers `current`; suspend answers with `suspend` (by default as
 * asked), unsuspend lifts it; the bodies sent are recorded.
 */
function accountApi(options: { account?: AccountDetail; suspend?: Handler } = {}) {
  let current = options.account ?? makeAccountDetail();
  const sent: unknown[] = [];
  const suspendAsAsked: Handler = (_url, init) => {
    const { reason } = bodyOf(init) as { reason: string };
    current = { ...current, suspension: { at: '2026-11-25T09:00:00.000Z', reason, by: 'arjun@example.in' } };
    return jsonResponse(current);
  };
  const handlers = moderatorApi({
    '/api/admin/accounts/u-ravi': () => jsonResponse(current),
    '/api/admin/accounts/u-ravi/suspend': (url, init) => {
      sent.push(bodyOf(init));
      return (options.suspend ?? suspendAsAsked)(url, init);
    },
    '/api/admin/accounts/u-ravi/unsuspend': (_url, init) => {
      sent.push(bodyOf(init));
      current = { ...current, suspension: null };
      return jsonResponse(current);
    },
  });
  return {
    handlers,
    sent,
    setCurrent: (next: AccountDetail) => {
      current = next;
    },
  };
}

async function openAccount(handlers: Record<string, Handler>) {
  stubApi(handlers);
  const view = renderApp('/admin/accounts/u-ravi');
  await screen.findByRole('heading', { name: 'Ravi Sharma' }, SLOW);
  return view;
}

describe('an account in the console', () => {
  it('shows who it is, how to reach them, their listings with states, the contacts they opened', async () => {
    await openAccount(accountApi().handlers);

    expect(screen.getByText('Member')).toBeInTheDocument();
    expect(screen.getByText('Email verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ravi@example.in' })).toHaveAttribute('href', 'mailto:ravi@example.in');
    expect(screen.getByRole('link', { name: 'Call +91 98290 12345' })).toHaveAttribute('href', 'tel:+919829012345');
    expect(screen.getByText('Member since 14 Mar 2026')).toBeInTheDocument();

    const listings = within(screen.getByRole('list', { name: 'Listings' }));
    expect(listings.getByRole('link', { name: 'Courtyard flat in Junagarh' })).toHaveAttribute(
      'href',
      '/admin/listings/abc',
    );
    expect(listings.getByText('Verified')).toBeInTheDocument();
    expect(listings.getByText('Hidden: Spam or scam')).toBeInTheDocument();

    expect(screen.getByText('1 owner’s contact opened')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Contacts revealed' })).getByRole('link', {
        name: 'Shop on Station Road',
      }),
    ).toHaveAttribute('href', '/admin/listings/xyz');
  });

  it('suspends with a reason, required, and shows the account suspended', async () => {
    const api = accountApi();
    const { user } = await openAccount(api.handlers);

    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend this account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(await within(dialog).findByText(VERIFICATION_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(api.sent).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason they will read' }), 'Fake listings.');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));

    expect(await screen.findByText('Account suspended')).toBeInTheDocument();
    expect(api.sent).toEqual([{ reason: 'Fake listings.' }]);
    expect(screen.getByText('Suspended on 25 Nov 2026 by arjun@example.in')).toBeInTheDocument();
    expect(screen.getByText('Fake listings.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lift suspension' })).toBeInTheDocument();
  });

  it('lifts a suspension', async () => {
    const api = accountApi({
      account: makeAccountDetail({
        suspension: { at: '2026-11-25T09:00:00.000Z', reason: 'Fake listings.', by: 'arjun@example.in' },
      }),
    });
    const { user } = await openAccount(api.handlers);

    await user.click(screen.getByRole('button', { name: 'Lift suspension' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lift the suspension?' });
    await user.click(within(dialog).getByRole('button', { name: 'Lift suspension' }));

    expect(await screen.findByText('Suspension lifted')).toBeInTheDocument();
    // A blank note is none.
    expect(api.sent).toEqual([{}]);
    expect(await screen.findByRole('button', { name: 'Suspend' })).toBeInTheDocument();
  });

  it('offers no Suspend on an equal role or on oneself, saying why in the domain’s words', async () => {
    const moderator = makeAccountDetail({ role: 'moderator' });
    const view = await openAccount(accountApi({ account: moderator }).handlers);
    expect(screen.getByText(MODERATION_MESSAGES.moderatorsSuspendMembers)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    view.unmount();

    // The signed-in moderator is u1.
    await openAccount(accountApi({ account: makeAccountDetail({ id: 'u1' }) }).handlers);
    expect(screen.getByText(MODERATION_MESSAGES.ownAccount)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal, and a 409 as someone else acting first with Reload', async () => {
    let answer: Response = errorResponse(403, 'FORBIDDEN', MODERATION_MESSAGES.moderatorsSuspendMembers);
    const api = accountApi({ suspend: () => answer });
    const { user } = await openAccount(api.handlers);

    const suspend = async () => {
      await user.click(screen.getByRole('button', { name: 'Suspend' }));
      const dialog = await screen.findByRole('dialog', { name: 'Suspend this account?' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Reason they will read' }), 'Spam.');
      await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
      return dialog;
    };

    const dialog = await suspend();
    expect(await screen.findByText(MODERATION_MESSAGES.moderatorsSuspendMembers)).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    answer = errorResponse(409, 'CONFLICT', TEAM_MESSAGES.changedBySomeoneElse);
    await suspend();
    const alert = (await screen.findByText(TEAM_MESSAGES.changedBySomeoneElse)).closest('[role="alert"]');
    api.setCurrent(
      makeAccountDetail({
        suspension: { at: '2026-11-25T09:00:00.000Z', reason: 'Scam.', by: 'meera@example.in' },
      }),
    );
    await user.click(within(alert as HTMLElement).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Suspended on 25 Nov 2026 by meera@example.in')).toBeInTheDocument();
  });

  it('says so when the account is not there', async () => {
    stubApi({
      '/api/me': () => jsonResponse(makeMe({ role: 'admin' })),
      '/api/admin/accounts/gone': () => errorResponse(404, 'NOT_FOUND', MODERATION_MESSAGES.accountNotFound),
    });
    renderApp('/admin/accounts/gone');
    expect(await screen.findByRole('heading', { name: 'Account Not Found' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(MODERATION_MESSAGES.accountNotFound)).toBeInTheDocument();
  });
});
