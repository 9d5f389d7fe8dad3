import { MODERATION_MESSAGES, type TeamListingDetail, VERIFICATION_MESSAGES } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import { makeMe } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';
import { bodyOf, moderatorApi } from '../verification/test-utils';
import { makeHiddenDetail, makeListingDetail } from './test-utils';

const SLOW = { timeout: 5000 };
type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/**
 * Listing abc on the "server": GET answers `current`; hide, restore and delete answer with `answer` (by
 * default as asked) and record what was sent, by path.
 */
function listingApi(options: { detail?: TeamListingDetail; hide?: Handler; role?: 'moderator' | 'admin' } = {}) {
  let current = options.detail ?? makeListingDetail();
  const sent: Record<string, unknown[]> = {};
  const record = (path: string, init: RequestInit) => {
    sent[path] = [...(sent[path] ?? []), bodyOf(init)];
  };
  const hideAsAsked: Handler = (_url, init) => {
    const body = bodyOf(init) as { reason: 'spam'; note?: string };
    current = {
      ...current,
      state: 'hidden',
      hidden: { at: new Date().toISOString(), reason: body.reason, note: body.note ?? null, by: 'arjun@example.in' },
    };
    return jsonResponse(current);
  };
  const handlers = {
    ...moderatorApi({
      '/api/admin/listings/abc': () => jsonResponse(current),
      '/api/admin/listings/abc/hide': (url: URL, init: RequestInit) => {
        record('hide', init);
        return (options.hide ?? hideAsAsked)(url, init);
      },
      '/api/admin/listings/abc/restore': (_url: URL, init: RequestInit) => {
        record('restore', init);
        current = { ...current, state: 'live', hidden: null };
        return jsonResponse(current);
      },
      '/api/admin/listings/abc/delete': (_url: URL, init: RequestInit) => {
        record('delete', init);
        return new Response(null, { status: 204 });
      },
      '/api/admin/listings': () => jsonResponse({ items: [], page: 1, limit: 20, total: 0, totalCapped: false }),
    }),
    ...(options.role === 'admin'
      ? { '/api/me': () => jsonResponse(makeMe({ email: 'asha@example.in', role: 'admin' })) }
      : {}),
  };
  return {
    handlers,
    sent,
    setCurrent: (next: TeamListingDetail) => {
      current = next;
    },
  };
}

async function openListing(api: ReturnType<typeof listingApi>) {
  const fetchMock = stubApi(api.handlers);
  const view = renderApp('/admin/listings/abc');
  await screen.findByRole('heading', { name: 'Courtyard flat in Junagarh' }, SLOW);
  return { ...view, fetchMock };
}

describe('a listing in the console', () => {
  it('shows the listing, its owner with the way to their account, and what the team did', async () => {
    await openListing(listingApi({ detail: makeHiddenDetail() }));

    expect(screen.getByRole('list', { name: 'Photos' }).querySelectorAll('img')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Open the public page' })).toHaveAttribute('href', '/property/abc');
    expect(screen.getByRole('link', { name: 'Open the account' })).toHaveAttribute('href', '/admin/accounts/u-kavita');
    expect(screen.getByRole('link', { name: 'Call +91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');

    expect(screen.getByText('Hidden: Duplicate of another listing')).toBeInTheDocument();
    expect(screen.getByText('Hidden on 20 Nov 2026 by arjun@example.in')).toBeInTheDocument();
    expect(screen.getByText('Same photos as another listing')).toBeInTheDocument();

    const appeals = screen.getByRole('list', { name: 'Appeals' });
    expect(within(appeals).getByText('These are my own photos.')).toBeInTheDocument();
    expect(within(appeals).getByText('Sent 5 hours ago')).toBeInTheDocument();
    expect(within(appeals).getByRole('button', { name: 'Answer' })).toBeInTheDocument();

    const history = screen.getByRole('list', { name: 'History' });
    expect(within(history).getByText('Listing hidden')).toBeInTheDocument();
    expect(within(history).getByText(/by arjun@example\.in$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
  });

  it('hides with a reason from the list and a note, needing the note with ‘Other’', async () => {
    const api = listingApi();
    const { user } = await openListing(api);

    await user.click(screen.getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this listing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide listing' }));
    expect(await within(dialog).findByText(MODERATION_MESSAGES.reasonInvalid)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Hide listing' }));
    expect(await within(dialog).findByText(MODERATION_MESSAGES.noteRequiredForOther)).toBeInTheDocument();
    expect(api.sent.hide).toBeUndefined();

    await user.click(within(dialog).getByRole('radio', { name: 'Spam or scam' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /Note the owner will read/ }),
      'Asks for a deposit first',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Hide listing' }));

    expect(await screen.findByText('Listing hidden')).toBeInTheDocument();
    expect(api.sent.hide).toEqual([{ reason: 'spam', note: 'Asks for a deposit first' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Hidden: Spam or scam')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
  });

  it('says someone else changed the listing on a 409, and Reload shows what is there now', async () => {
    const api = listingApi({
      hide: () => errorResponse(409, 'CONFLICT', VERIFICATION_MESSAGES.changedBySomeoneElse),
    });
    const { user } = await openListing(api);

    await user.click(screen.getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this listing?' });
    await user.click(within(dialog).getByRole('radio', { name: 'Fake or misleading listing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Hide listing' }));

    const alert = (await screen.findByText(VERIFICATION_MESSAGES.changedBySomeoneElse)).closest('[role="alert"]');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    api.setCurrent(makeHiddenDetail());
    await user.click(within(alert as HTMLElement).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Hidden on 20 Nov 2026 by arjun@example.in')).toBeInTheDocument();
    expect(screen.queryByText(VERIFICATION_MESSAGES.changedBySomeoneElse)).not.toBeInTheDocument();
  });

  it('restores with an optional note, saying the open appeal is answered with it', async () => {
    const api = listingApi({ detail: makeHiddenDetail() });
    const { user } = await openListing(api);

    await user.click(screen.getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this listing?' });
    expect(within(dialog).getByText(/The owner’s open appeal is answered with your note\./)).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note for the owner (optional)' }),
      'Checked: own photos.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Restore listing' }));

    expect(await screen.findByText('Listing restored')).toBeInTheDocument();
    expect(api.sent.restore).toEqual([{ note: 'Checked: own photos.' }]);
    expect(await screen.findByRole('button', { name: 'Hide' })).toBeInTheDocument();
  });

  it('does not offer Delete to a moderator: the server refuses them, so they hide instead', async () => {
    await openListing(listingApi());
    expect(screen.getByRole('button', { name: 'Hide' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('lets an admin delete for good with a reason, then goes back to the search', async () => {
    const api = listingApi({ role: 'admin' });
    const { user, router } = await openListing(api);

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this listing for good?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete listing' }));
    expect(await within(dialog).findByText(VERIFICATION_MESSAGES.reasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason the owner will read' }), 'Fraud confirmed.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete listing' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/listings'));
    expect(await screen.findByText('Listing deleted')).toBeInTheDocument();
    expect(api.sent.delete).toEqual([{ reason: 'Fraud confirmed.' }]);
  });

  it('says so when the listing is not there', async () => {
    stubApi(
      moderatorApi({
        '/api/admin/listings/zzz': () =>
          errorResponse(404, 'NOT_FOUND', 'Property not found. It may have been deleted.'),
      }),
    );
    renderApp('/admin/listings/zzz');
    expect(await screen.findByRole('heading', { name: 'Listing Not Found' }, SLOW)).toBeInTheDocument();
  });
});
