import { INBOX_MESSAGES, type InboxMessage } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { bodyOf, moderatorApi } from '../verification/test-utils';
import { makeInboxMessage } from './test-utils';

const SLOW = { timeout: 5000 };
type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/**
 * Message m1 on the "server": GET answers `current`; a reply or a status change is applied as asked (or
 * answered with `refuse`), and every body sent is recorded.
 */
function messageApi(options: { message?: InboxMessage; refuse?: Handler } = {}) {
  let current = options.message ?? makeInboxMessage();
  const sent: unknown[] = [];
  const apply =
    (change: (body: Record<string, unknown>) => InboxMessage): Handler =>
    (url, init) => {
      const body = bodyOf(init) as Record<string, unknown>;
      sent.push(body);
      if (options.refuse) return options.refuse(url, init);
      current = change(body);
      return jsonResponse(current);
    };
  const handlers = moderatorApi({
    '/api/admin/messages/m1': () => jsonResponse(current),
    '/api/admin/messages/m1/reply': apply((body) => ({
      ...current,
      status: body.status as 'answered' | 'closed',
      answered: { at: new Date().toISOString(), by: 'arjun@example.in' },
      replies: [
        ...current.replies,
        { id: 'r-new', message: String(body.message), sentBy: 'arjun@example.in', sentAt: new Date().toISOString() },
      ],
    })),
    '/api/admin/messages/m1/status': apply((body) => ({
      ...current,
      status: body.status as InboxMessage['status'],
      answered:
        body.status === 'answered' ? { at: new Date().toISOString(), by: 'arjun@example.in' } : current.answered,
      closed: body.status === 'closed' ? { at: new Date().toISOString(), by: 'arjun@example.in' } : null,
    })),
  });
  return {
    handlers,
    sent,
    setCurrent: (next: InboxMessage) => {
      current = next;
    },
  };
}

async function openMessage(api: ReturnType<typeof messageApi>) {
  stubApi(api.handlers);
  const view = renderApp('/admin/inbox/m1');
  await screen.findByRole('heading', { name: 'Photos on my listing' }, SLOW);
  return view;
}

const replyBox = () => screen.getByRole('textbox', { name: 'Your reply' });

describe('a message in the inbox', () => {
  it('shows the whole text, the sender’s email and phone as links, and earlier replies', async () => {
    await openMessage(
      messageApi({
        message: makeInboxMessage({
          status: 'answered',
          answered: { at: new Date().toISOString(), by: 'meera@example.in' },
          replies: [
            { id: 'r1', message: 'Which photo?', sentBy: 'meera@example.in', sentAt: new Date().toISOString() },
          ],
        }),
      }),
    );

    expect(screen.getByText(/My second photo does not show\.\s+Could you look at it\?/)).toBeInTheDocument();
    expect(screen.getByText('Answered')).toBeInTheDocument();
    expect(screen.getByText('Listing Help')).toBeInTheDocument();
    expect(screen.getByText('Answered by meera@example.in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email kavita@example.in' })).toHaveAttribute(
      'href',
      'mailto:kavita@example.in',
    );
    expect(screen.getByRole('link', { name: 'Call +91 98290 54321' })).toHaveAttribute('href', 'tel:+919829054321');
    const replies = screen.getByRole('list', { name: 'Replies' });
    expect(within(replies).getByText('Which photo?')).toBeInTheDocument();
    expect(within(replies).getByText(/by meera@example\.in/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });

  it('sends a reply with what the moderator saw, closes the message when asked, and clears the box', async () => {
    const api = messageApi();
    const { user } = await openMessage(api);

    await user.type(replyBox(), 'It was too large; we resized it.');
    expect(screen.getByText('32 / 5,000')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Close/ }));
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByText('Reply sent')).toBeInTheDocument();
    expect(screen.getByText('Mailed to kavita@example.in.')).toBeInTheDocument();
    expect(api.sent).toEqual([
      { message: 'It was too large; we resized it.', status: 'closed', from: 'open', repliesSeen: 0 },
    ]);
    expect(within(screen.getByRole('list', { name: 'Replies' })).getByText('It was too large; we resized it.'));
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(replyBox()).toHaveValue('');
  });

  it('needs a reply before sending, in the domain’s words', async () => {
    const api = messageApi();
    const { user } = await openMessage(api);

    await user.type(replyBox(), '   ');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(replyBox()).toHaveAccessibleDescription(`3 / 5,000 ${INBOX_MESSAGES.replyRequired}`));
    expect(api.sent).toEqual([]);
  });

  it('says someone else changed the message on a 409, keeps the text, and Reload shows what is there now', async () => {
    const api = messageApi({ refuse: () => errorResponse(409, 'CONFLICT', INBOX_MESSAGES.changedBySomeoneElse) });
    const { user } = await openMessage(api);

    await user.type(replyBox(), 'We fixed it.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(INBOX_MESSAGES.changedBySomeoneElse);
    expect(replyBox()).toHaveValue('We fixed it.');

    api.setCurrent(
      makeInboxMessage({
        status: 'answered',
        answered: { at: new Date().toISOString(), by: 'meera@example.in' },
        replies: [{ id: 'r1', message: 'Done already.', sentBy: 'meera@example.in', sentAt: new Date().toISOString() }],
      }),
    );
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Done already.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(replyBox()).toHaveValue('We fixed it.');
  });

  it('closes and reopens the message from the status on screen', async () => {
    const api = messageApi();
    const { user } = await openMessage(api);

    expect(screen.queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Message closed')).toBeInTheDocument();
    expect(screen.getByText('Closed by arjun@example.in')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('Message reopened')).toBeInTheDocument();
    expect(api.sent).toEqual([
      { status: 'closed', from: 'open' },
      { status: 'open', from: 'closed' },
    ]);
  });

  it('marks an open message answered without a reply, for a sender answered by phone', async () => {
    const api = messageApi();
    const { user } = await openMessage(api);

    await user.click(screen.getByRole('button', { name: 'Mark answered' }));
    expect(await screen.findByText('Message marked answered')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark answered' })).not.toBeInTheDocument();
    expect(api.sent).toEqual([{ status: 'answered', from: 'open' }]);
  });

  it('says so when the message is not there', async () => {
    stubApi(
      moderatorApi({ '/api/admin/messages/m1': () => errorResponse(404, 'NOT_FOUND', INBOX_MESSAGES.messageNotFound) }),
    );
    renderApp('/admin/inbox/m1');
    expect(await screen.findByRole('heading', { name: 'Message Not Found' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(INBOX_MESSAGES.messageNotFound)).toBeInTheDocument();
  });
});
