import { ACCOUNT_DELETION_MESSAGES as M } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, guest, jsonResponse, stubApi } from '../../test/api-stub';
import { makeMe } from '../../test/factories';
import { renderApp } from '../../test/render-app';

type Handler = Parameters<typeof stubApi>[0][string];

/** The profile of a signed-in person whose deletion the server answers with `deleteAnswer`. */
function setup(deleteAnswer: Handler) {
  let deleted = false;
  const fetchMock = stubApi({
    '/api/me': (url, init) => (deleted ? guest(url, init) : jsonResponse(makeMe())),
    '/api/me/delete': async (url, init) => {
      const response = await deleteAnswer(url, init);
      deleted = response.status === 204;
      return response;
    },
    '/api/properties': () => jsonResponse({ items: [], total: 0, totalCapped: false }),
    '/api/properties/stats': () => jsonResponse({ total: 0 }),
  });
  return { fetchMock, ...renderApp('/profile') };
}

async function openDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Account Settings' }));
  await user.click(screen.getByRole('button', { name: 'Delete Account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

const deleteCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === '/api/me/delete');

describe('the delete account dialog', () => {
  it('says what goes and what stays, and waits for DELETE typed exactly', async () => {
    const { fetchMock, user } = setup(() => new Response(null, { status: 204 }));
    const dialog = await openDialog(user);
    expect(within(dialog).getByText(/cannot be undone/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Reports you made about other listings stay/)).toBeInTheDocument();

    const submit = within(dialog).getByRole('button', { name: 'Delete my account' });
    await user.type(within(dialog).getByLabelText('Your password'), 'my-secret-1');
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    expect(submit).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Type DELETE to confirm'));
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect(submit).toBeEnabled();
    expect(deleteCalls(fetchMock)).toHaveLength(0);
  });

  it('asks for the password before sending anything', async () => {
    const { fetchMock, user } = setup(() => new Response(null, { status: 204 }));
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(M.passwordRequired)).toBeInTheDocument();
    expect(deleteCalls(fetchMock)).toHaveLength(0);
  });

  it('marks a wrong password under its box and keeps the person here', async () => {
    const { user, router } = setup(() =>
      jsonResponse(
        { error: { code: 'FORBIDDEN', message: M.passwordWrong, fields: { password: M.passwordWrong } } },
        403,
      ),
    );
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Your password'), 'not-mine-1');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByText(M.passwordWrong)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('says in a toast why a team member cannot delete yet', async () => {
    const { user } = setup(() => errorResponse(409, 'CONFLICT', M.teamMember));
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Your password'), 'my-secret-1');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Your account was not deleted')).toBeInTheDocument();
    expect(screen.getByText(M.teamMember)).toBeInTheDocument();
  });

  it('deletes, signs out and lands on the home page with a toast (and no sign-in warning)', async () => {
    const { fetchMock, user, router } = setup(() => new Response(null, { status: 204 }));
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Your password'), 'my-secret-1');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), ' DELETE ');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText(M.deleted)).toBeInTheDocument();
    expect(screen.getByText(M.deletedDetail)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const [call] = deleteCalls(fetchMock);
    expect(call?.[1]?.method).toBe('POST');
    // The word is sent as the schema reads it: the ends trimmed.
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ password: 'my-secret-1', confirmation: 'DELETE' });
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Login/ }).length).toBeGreaterThan(0));
    expect(screen.queryByText('Authentication Required')).not.toBeInTheDocument();
  });
});
