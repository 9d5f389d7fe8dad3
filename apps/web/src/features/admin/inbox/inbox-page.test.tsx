import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { moderatorApi } from '../verification/test-utils';
import { makeInboxItem } from './test-utils';

const SLOW = { timeout: 5000 };

const ITEMS = [
  makeInboxItem(),
  makeInboxItem({
    id: 'm2',
    name: 'Ravi Mehta',
    email: 'ravi@example.in',
    subject: 'Rent agreement',
    reason: 'inquiry',
  }),
  makeInboxItem({ id: 'm3', subject: 'Thanks for the quick fix', status: 'answered', replyCount: 2 }),
];

/** The inbox on the "server": these messages by status, counted under the search as the server counts. */
function inboxApi(items = ITEMS) {
  return moderatorApi({
    '/api/admin/messages': (url) => {
      const status = url.searchParams.get('status') ?? 'open';
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const found = items.filter((item) => `${item.name} ${item.email} ${item.subject}`.toLowerCase().includes(q));
      const counts = { open: 0, answered: 0, closed: 0 };
      for (const item of found) counts[item.status] += 1;
      const page = found.filter((item) => item.status === status);
      return jsonResponse({ items: page, counts, page: 1, limit: 20, total: page.length });
    },
  });
}

const inboxCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/messages')
    .map((url) => url.search);

describe('the inbox', () => {
  it('lists open messages with the sender, subject, reason and age, and counts each status', async () => {
    stubApi(inboxApi());
    renderApp('/admin/inbox');

    const list = await screen.findByRole('list', { name: 'Messages' }, SLOW);
    expect(screen.getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');
    const tabs = within(screen.getByRole('navigation', { name: 'Messages by status' }));
    expect(tabs.getByRole('link', { name: 'Open 2' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Answered 1' })).toHaveAttribute('href', '/admin/inbox?status=answered');
    expect(tabs.getByRole('link', { name: 'Closed 0' })).toBeInTheDocument();
    expect(screen.getByText('2 messages')).toBeInTheDocument();

    const [kavita] = within(list).getAllByRole('article');
    const first = within(kavita as HTMLElement);
    expect(first.getByRole('link', { name: 'Photos on my listing' })).toHaveAttribute('href', '/admin/inbox/m1');
    expect(first.getByText('Kavita Joshi')).toBeInTheDocument();
    expect(first.getByText('· kavita@example.in')).toBeInTheDocument();
    expect(first.getByText('Listing Help')).toBeInTheDocument();
    expect(first.getByText('3 hours ago')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribers' })).toHaveAttribute('href', '/admin/inbox/subscribers');
  });

  it('shows another status from its tab, with the replies each message has', async () => {
    stubApi(inboxApi());
    const { user } = renderApp('/admin/inbox');

    await user.click(await screen.findByRole('link', { name: 'Answered 1' }, SLOW));
    const list = await screen.findByRole('list', { name: 'Messages' });
    await within(list).findByRole('link', { name: 'Thanks for the quick fix' });
    expect(within(list).getByText('2 replies')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Answered 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches on Enter, keeps the search across tabs, and says when nothing matches', async () => {
    const fetchMock = stubApi(inboxApi());
    const { user } = renderApp('/admin/inbox');
    const box = await screen.findByRole('searchbox', { name: 'Search messages' }, SLOW);

    await user.type(box, 'ravi{Enter}');
    expect(await screen.findByText('1 message')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rent agreement' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Answered 0' })).toHaveAttribute(
      'href',
      '/admin/inbox?status=answered&q=ravi',
    );
    expect(inboxCalls(fetchMock)).toContain('?status=open&q=ravi&page=1');

    await user.clear(box);
    await user.type(box, 'nobody{Enter}');
    expect(await screen.findByRole('heading', { name: 'No messages match' })).toBeInTheDocument();

    await user.clear(box);
    expect(await screen.findByText('2 messages')).toBeInTheDocument();
  });

  it('says when nothing is waiting', async () => {
    stubApi(inboxApi([]));
    renderApp('/admin/inbox');
    expect(await screen.findByRole('heading', { name: 'Nothing waiting' }, SLOW)).toBeInTheDocument();
  });
});
