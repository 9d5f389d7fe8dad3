import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { makeQueueEntry, moderatorApi } from './test-utils';

const SLOW = { timeout: 5000 };

/** The queue on the "server": these entries by status, 20 a page. */
function queueApi(entries: ReturnType<typeof makeQueueEntry>[], total?: number) {
  return moderatorApi({
    '/api/admin/verifications': (url) => {
      const status = url.searchParams.get('status') ?? 'open';
      const items = entries.filter((entry) => entry.status === status);
      return jsonResponse({
        items,
        page: Number(url.searchParams.get('page') ?? 1),
        limit: 20,
        total: total ?? items.length,
      });
    },
  });
}

const queueCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/verifications')
    .map((url) => url.search);

describe('the verification queue', () => {
  it('lists each open request with its cover, price, place, owner, age and trigger', async () => {
    stubApi(
      queueApi([
        makeQueueEntry(),
        makeQueueEntry({
          id: 'r2',
          trigger: 'edited',
          listing: { ...makeQueueEntry().listing, id: 'def', title: 'Haveli to let', purpose: 'rent', price: 25_000 },
        }),
      ]),
    );
    renderApp('/admin/verifications');

    const list = await screen.findByRole('list', { name: 'Verification requests' }, SLOW);
    expect(screen.getByRole('heading', { level: 1, name: 'Team Console' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verification' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('2 requests')).toBeInTheDocument();

    const [flat, haveli] = within(list).getAllByRole('article');
    const inFlat = within(flat as HTMLElement);
    expect(inFlat.getByRole('link', { name: 'Courtyard flat in Junagarh' })).toHaveAttribute(
      'href',
      '/admin/verifications/r1',
    );
    expect(inFlat.getByText('₹45 L')).toBeInTheDocument();
    expect(inFlat.getByText('Junagarh, Bikaner')).toBeInTheDocument();
    expect(inFlat.getByText('Kavita Rao · kavita@example.in')).toBeInTheDocument();
    expect(inFlat.getByText('Requested 3 hours ago')).toBeInTheDocument();
    expect(inFlat.queryByText('Re-verification after edit')).not.toBeInTheDocument();
    expect((flat as HTMLElement).querySelector('img')).toHaveAttribute(
      'src',
      '/media/properties/abcdefghijklmnop/card.webp',
    );

    const inHaveli = within(haveli as HTMLElement);
    expect(inHaveli.getByText('₹25,000/mo')).toBeInTheDocument();
    expect(inHaveli.getByText('Re-verification after edit')).toBeInTheDocument();
  });

  it('filters by status in the URL, and says when a state has nothing', async () => {
    const fetchMock = stubApi(queueApi([makeQueueEntry()]));
    const { user } = renderApp('/admin/verifications');
    await screen.findByRole('list', { name: 'Verification requests' }, SLOW);

    await user.click(screen.getByRole('link', { name: 'Declined' }));
    expect(await screen.findByRole('heading', { name: 'Nothing declined' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Declined' })).toHaveAttribute('aria-current', 'page');
    expect(queueCalls(fetchMock)).toEqual(['?status=open&page=1', '?status=rejected&page=1']);
  });

  it('says the queue is clear when nothing is open', async () => {
    stubApi(queueApi([]));
    renderApp('/admin/verifications');
    expect(await screen.findByRole('heading', { name: 'The queue is clear' }, SLOW)).toBeInTheDocument();
  });

  it('pages through a long queue', async () => {
    const fetchMock = stubApi(queueApi([makeQueueEntry()], 45));
    const { user } = renderApp('/admin/verifications');
    await screen.findByRole('list', { name: 'Verification requests' }, SLOW);

    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(queueCalls(fetchMock)).toContain('?status=open&page=2');
  });

  it('shows a skeleton while loading, and Retry when the queue cannot load', async () => {
    let isDown = true;
    stubApi(
      moderatorApi({
        '/api/admin/verifications': () =>
          isDown
            ? errorResponse(500, 'INTERNAL', 'Something went wrong')
            : jsonResponse({ items: [makeQueueEntry()], page: 1, limit: 20, total: 1 }),
      }),
    );
    const { user } = renderApp('/admin/verifications');

    expect(await screen.findByRole('status', { name: 'Loading the verification queue' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Error Loading the Queue' })).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Courtyard flat in Junagarh' })).toBeInTheDocument();
  });
});

describe('the verification queue in Hindi', () => {
  it('lists each request with its price, age and trigger in Hindi', async () => {
    stubApi(
      queueApi([
        makeQueueEntry(),
        makeQueueEntry({
          id: 'r2',
          trigger: 'edited',
          listing: { ...makeQueueEntry().listing, id: 'def', title: 'Haveli to let', purpose: 'rent', price: 25_000 },
        }),
      ]),
    );
    renderApp('/admin/verifications', { locale: 'hi' });

    const list = await screen.findByRole('list', { name: 'वेरिफ़िकेशन अनुरोध' }, SLOW);
    expect(screen.getByRole('heading', { level: 2, name: 'वेरिफ़िकेशन कतार' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'खुले' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('2 अनुरोध')).toBeInTheDocument();
    const [flat, haveli] = within(list).getAllByRole('article');
    const inFlat = within(flat as HTMLElement);
    expect(inFlat.getByRole('link', { name: 'Courtyard flat in Junagarh' })).toHaveAttribute(
      'href',
      '/hi/admin/verifications/r1',
    );
    expect(inFlat.getByText('₹45 लाख')).toBeInTheDocument();
    expect(inFlat.getByText('अनुरोध किया गया 3 घंटे पहले')).toBeInTheDocument();
    const inHaveli = within(haveli as HTMLElement);
    expect(inHaveli.getByText('₹25,000/माह')).toBeInTheDocument();
    expect(inHaveli.getByText('बदलाव के बाद दोबारा वेरिफ़िकेशन')).toBeInTheDocument();
  });
});
