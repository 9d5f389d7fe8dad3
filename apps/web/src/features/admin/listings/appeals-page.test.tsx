import { MODERATION_MESSAGES, VERIFICATION_MESSAGES } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { bodyOf, moderatorApi } from '../verification/test-utils';
import { makeAppealEntry, makeListingDetail } from './test-utils';

const SLOW = { timeout: 5000 };
type Entry = ReturnType<typeof makeAppealEntry>;

/**
 * The queue on the "server": these appeals by status; answering one records the body and moves it out of
 * the open ones, unless `answer` says otherwise.
 */
function appealsApi(entries: Entry[], answer?: () => Response) {
  let stored = [...entries];
  const sent: unknown[] = [];
  const handlers = moderatorApi({
    '/api/admin/appeals': (url) => {
      const items = stored.filter((entry) => entry.status === (url.searchParams.get('status') ?? 'open'));
      return jsonResponse({ items, page: 1, limit: 20, total: items.length });
    },
    '/api/admin/appeals/a1/decision': (_url, init) => {
      const body = bodyOf(init) as { decision: 'uphold' | 'restore'; reply: string };
      sent.push(body);
      if (answer) return answer();
      const status = body.decision === 'uphold' ? 'upheld' : 'restored';
      stored = stored.map((entry) => (entry.id === 'a1' ? { ...entry, status, reply: body.reply } : entry));
      return jsonResponse(makeListingDetail());
    },
  });
  return { handlers, sent };
}

const appealCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/appeals')
    .map((url) => url.search);

describe('the appeals queue', () => {
  it('shows each open appeal with its listing, owner, why it was hidden, the owner’s words and its age', async () => {
    stubApi(appealsApi([makeAppealEntry()]).handlers);
    renderApp('/admin/appeals');

    const list = await screen.findByRole('list', { name: 'Appeals' }, SLOW);
    const appeal = within(within(list).getByRole('article'));
    expect(appeal.getByRole('link', { name: 'Courtyard flat in Junagarh' })).toHaveAttribute(
      'href',
      '/admin/listings/abc',
    );
    expect(appeal.getByText('Kavita Rao · kavita@example.in')).toBeInTheDocument();
    expect(
      appeal.getByText('Hidden: Duplicate of another listing — Same photos as another listing'),
    ).toBeInTheDocument();
    expect(appeal.getByText('These are my own photos.')).toBeInTheDocument();
    expect(appeal.getByText('Sent 5 hours ago')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('aria-current', 'page');
  });

  it('needs a reply to answer, then restores with it and empties the queue', async () => {
    const api = appealsApi([makeAppealEntry()]);
    stubApi(api.handlers);
    const { user } = renderApp('/admin/appeals');

    await user.click(await screen.findByRole('button', { name: 'Answer' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Answer the appeal' });
    expect(within(dialog).getByText('These are my own photos.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Restore listing' }));
    expect(await within(dialog).findByText(MODERATION_MESSAGES.replyRequired)).toBeInTheDocument();
    expect(api.sent).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reply the owner will read' }), 'Checked: yours.');
    expect(within(dialog).getByText('15 / 1,000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Restore listing' }));

    expect(await screen.findByText('Listing restored')).toBeInTheDocument();
    expect(api.sent).toEqual([{ decision: 'restore', reply: 'Checked: yours.' }]);
    expect(await screen.findByRole('heading', { name: 'No appeals waiting' })).toBeInTheDocument();
  });

  it('keeps a listing hidden with the reply, and lists the answered by status in the URL', async () => {
    const api = appealsApi([makeAppealEntry()]);
    const fetchMock = stubApi(api.handlers);
    const { user, router } = renderApp('/admin/appeals');

    await user.click(await screen.findByRole('button', { name: 'Answer' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Answer the appeal' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reply the owner will read' }), 'Same photos.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep hidden' }));
    expect(await screen.findByText('Appeal answered')).toBeInTheDocument();
    expect(api.sent).toEqual([{ decision: 'uphold', reply: 'Same photos.' }]);

    await user.click(screen.getByRole('link', { name: 'Kept hidden' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=upheld'));
    const list = await screen.findByRole('list', { name: 'Appeals' });
    expect(within(list).getByText('Same photos.')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Answer' })).not.toBeInTheDocument();
    expect(appealCalls(fetchMock)).toContain('?status=upheld&page=1');
  });

  it('says someone else answered first on a 409, with Reload', async () => {
    const api = appealsApi([makeAppealEntry()], () =>
      errorResponse(409, 'CONFLICT', VERIFICATION_MESSAGES.changedBySomeoneElse),
    );
    stubApi(api.handlers);
    const { user } = renderApp('/admin/appeals');

    await user.click(await screen.findByRole('button', { name: 'Answer' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Answer the appeal' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reply the owner will read' }), 'Checked.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep hidden' }));

    const message = await screen.findByText(VERIFICATION_MESSAGES.changedBySomeoneElse);
    expect(within(message.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Reload' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
