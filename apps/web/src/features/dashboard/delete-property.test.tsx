import type { Property } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse } from '../../test/api-stub';
import { makeProperty } from '../../test/factories';
import { listRequests, openDashboard, pathsCalledWith, SLOW, statValue } from './test-utils';

function listings(): Property[] {
  return [
    makeProperty({ id: 'haveli', title: 'Haveli with courtyard', purpose: 'rent', views: 7 }),
    makeProperty({ id: 'flat', title: 'Sunny corner flat', purpose: 'sell', views: 3 }),
  ];
}

type DeleteAnswer = (id: string) => Response | Promise<Response>;

const openWithTwo = (onDelete?: DeleteAnswer) =>
  openDashboard('/my-properties', listings(), onDelete ? { onDelete } : {});

const meRequests = (fetchMock: Awaited<ReturnType<typeof openWithTwo>>['fetchMock']) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === '/api/me').length;

async function askToDelete(user: Awaited<ReturnType<typeof openWithTwo>>['user'], title: string) {
  await user.click(screen.getByRole('button', { name: `Delete ${title}` }));
  return screen.findByRole('dialog', { name: 'Are you sure?' }, SLOW);
}

// Whole-app renders with a lazy route: give a busy machine room.
describe('deleting a listing', () => {
  it('asks first, deletes, toasts and reloads the list and summary without it', async () => {
    const answer = deferred<Response>();
    const { user, fetchMock } = await openWithTwo(() => answer.promise);
    const listsBefore = listRequests(fetchMock).length;
    const meBefore = meRequests(fetchMock);

    const dialog = await askToDelete(user, 'Haveli with courtyard');
    expect(
      within(dialog).getByText(
        'This will permanently delete "Haveli with courtyard" and its photos. This cannot be undone.',
      ),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const pending = within(dialog).getByRole('button', { name: 'Deleting...' });
    expect(pending).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(pathsCalledWith(fetchMock, 'DELETE')).toEqual(['/api/properties/haveli']);

    answer.resolve(new Response(null, { status: 204 }));

    expect(await screen.findByText('Property has been deleted', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    // The page is back in the accessibility tree once the modal has fully closed.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1), SLOW);
    expect(screen.queryByRole('article', { name: 'Haveli with courtyard' })).not.toBeInTheDocument();
    expect(listRequests(fetchMock).length).toBe(listsBefore + 1);
    // The profile's 'listed' count is refreshed too.
    await waitFor(() => expect(meRequests(fetchMock)).toBeGreaterThan(meBefore), SLOW);
    expect(statValue('Total Properties')).toBe('1');
    expect(statValue('Total Views')).toBe('3');
  });

  it('leaves everything in place on Cancel', async () => {
    const { user, fetchMock } = await openWithTwo();

    const dialog = await askToDelete(user, 'Sunny corner flat');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    expect(pathsCalledWith(fetchMock, 'DELETE')).toEqual([]);
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('says the delete failed and keeps the dialog usable', async () => {
    let attempts = 0;
    const { user, fetchMock } = await openWithTwo(() => {
      attempts += 1;
      return errorResponse(500, 'INTERNAL', 'Storage unavailable');
    });

    const dialog = await askToDelete(user, 'Haveli with courtyard');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete property', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Property has been deleted')).not.toBeInTheDocument();
    const retry = within(dialog).getByRole('button', { name: 'Delete' });
    expect(retry).not.toBeDisabled();
    // Still listed (behind the modal dialog, hence hidden from the accessibility tree for now).
    expect(screen.getByRole('article', { name: 'Haveli with courtyard', hidden: true })).toBeInTheDocument();

    await user.click(retry);
    await waitFor(() => expect(attempts).toBe(2), SLOW);
    expect(pathsCalledWith(fetchMock, 'DELETE')).toEqual(['/api/properties/haveli', '/api/properties/haveli']);
  });
});
