import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { card, listRequests, openDashboard, SLOW, searchBox } from './test-utils';

// Whole-app renders with a lazy route: give a busy machine room.
describe('dashboard search and tabs', () => {
  it('sends the typed text as q and keeps it in the URL', async () => {
    const { user, fetchMock, router } = await openDashboard();

    await user.type(searchBox(), 'jaipur');

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1), SLOW);
    expect(card('Girls PG near college')).toBeInTheDocument();
    expect(listRequests(fetchMock).at(-1)?.searchParams.get('q')).toBe('jaipur');
    expect(router.state.location.search).toBe('?q=jaipur');
  });

  it('waits for typing to pause: a burst of keys sends one request', async () => {
    const { fetchMock } = await openDashboard();
    const before = listRequests(fetchMock).length;

    for (const text of ['r', 'ra', 'ran', 'rani']) fireEvent.change(searchBox(), { target: { value: text } });
    expect(listRequests(fetchMock)).toHaveLength(before);

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1), SLOW);
    expect(listRequests(fetchMock).map((url) => url.searchParams.get('q'))).toEqual([null, 'rani']);
  });

  it('sends the tab as purpose and keeps it in the URL', async () => {
    const { user, fetchMock, router } = await openDashboard();

    await user.click(screen.getByRole('tab', { name: 'For Rent' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1), SLOW);
    expect(card('Haveli with courtyard')).toBeInTheDocument();
    expect(listRequests(fetchMock).at(-1)?.searchParams.get('purpose')).toBe('rent');
    expect(router.state.location.search).toBe('?tab=rent');
    expect(screen.getByRole('tab', { name: 'For Rent', selected: true })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'For Sale' }));
    await waitFor(() => expect(listRequests(fetchMock).at(-1)?.searchParams.get('purpose')).toBe('sell'), SLOW);

    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3), SLOW);
    expect(listRequests(fetchMock).at(-1)?.searchParams.has('purpose')).toBe(false);
    expect(router.state.location.search).toBe('');
  });

  it('opens with the search and tab from the URL', async () => {
    const { fetchMock } = await openDashboard('/my-properties?q=junagarh&tab=rent');

    const [first] = listRequests(fetchMock);
    expect(first?.searchParams.get('q')).toBe('junagarh');
    expect(first?.searchParams.get('purpose')).toBe('rent');
    expect(searchBox()).toHaveValue('junagarh');
    expect(screen.getByRole('tab', { name: 'For Rent', selected: true })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('says when nothing matches, and Clear search brings every listing back', async () => {
    const { user, router } = await openDashboard('/my-properties?tab=pg');

    await user.type(searchBox(), 'courtyard');

    expect(await screen.findByRole('heading', { name: 'No properties match your search' }, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3), SLOW);
    expect(searchBox()).toHaveValue('');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('tab', { name: 'All', selected: true })).toBeInTheDocument();
  });
});
