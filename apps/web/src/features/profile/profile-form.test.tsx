import type { Me } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubApi } from '../../test/api-stub';
import { makeMe } from '../../test/factories';
import { renderApp } from '../../test/render-app';

/** GET /api/me answers `me`; PATCH /api/me answers with `onPatch(body)`. */
function meApi(onPatch: (body: Record<string, unknown>) => Response, me: Me = makeMe()) {
  return {
    '/api/me': (_url: URL, init: RequestInit) =>
      init.method === 'PATCH' ? onPatch(JSON.parse(String(init.body))) : jsonResponse(me),
  };
}

function patchCalls(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
}

async function openEditor(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  return screen.findByRole('form', { name: 'Edit profile' });
}

describe('profile editing', () => {
  it('saves name, phone and type, then shows Profile Updated and the new details', async () => {
    const fetchMock = stubApi(meApi((body) => jsonResponse(makeMe({ ...body, avatarUrl: null } as Partial<Me>))));
    const { user } = renderApp('/profile');
    const form = await openEditor(user);

    const name = within(form).getByRole('textbox', { name: 'Full name' });
    expect(name).toHaveFocus();
    const email = within(form).getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('meera@example.com');
    expect(email).toBeDisabled();
    expect(within(form).getByText('Email cannot be changed.')).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, '  Meera Rao ');
    const phone = within(form).getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '+91 98765 00000');
    await user.click(within(form).getByRole('combobox', { name: 'Account type' }));
    await user.click(await screen.findByRole('option', { name: 'Agent' }));
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(screen.getByText('Your profile has been updated successfully.')).toBeInTheDocument();
    const [call] = patchCalls(fetchMock);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ name: 'Meera Rao', phone: '9876500000', type: 'agent' });

    expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Meera Rao' })).toBeInTheDocument();
    expect(screen.getByText('9876500000')).toBeInTheDocument();
    expect(screen.getAllByText('Agent').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus());
  });

  it('sends a new profile picture address and shows the picture', async () => {
    const fetchMock = stubApi(meApi((body) => jsonResponse(makeMe({ avatarUrl: String(body.avatarUrl) }))));
    const { user } = renderApp('/profile');
    const form = await openEditor(user);

    await user.type(
      within(form).getByRole('textbox', { name: 'Profile picture URL' }),
      'https://cdn.example.in/m.webp',
    );
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(JSON.parse(String(patchCalls(fetchMock)[0]?.[1]?.body))).toEqual({
      name: 'Meera Joshi',
      phone: '9876543210',
      type: 'owner',
      avatarUrl: 'https://cdn.example.in/m.webp',
    });
    const pictures = within(screen.getByRole('main')).getAllByTestId('avatar-picture');
    expect(pictures[0]?.getAttribute('src')).toBe('https://cdn.example.in/m.webp');
  });

  it('refuses a picture address that is not http(s)', async () => {
    const fetchMock = stubApi(meApi(() => jsonResponse(makeMe())));
    const { user } = renderApp('/profile');
    const form = await openEditor(user);

    await user.type(within(form).getByRole('textbox', { name: 'Profile picture URL' }), 'ftp://example.in/me.png');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await within(form).findByText('Profile picture must be an http:// or https:// address')).toBeInTheDocument();
    expect(patchCalls(fetchMock)).toHaveLength(0);
  });

  it('Cancel restores the saved values and leaves edit mode', async () => {
    const fetchMock = stubApi(meApi(() => jsonResponse(makeMe())));
    const { user } = renderApp('/profile');
    let form = await openEditor(user);

    const name = within(form).getByRole('textbox', { name: 'Full name' });
    await user.clear(name);
    await user.type(name, 'Someone Else');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(screen.queryByText('Someone Else')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Meera Joshi' })).toBeInTheDocument();

    form = await openEditor(user);
    expect(within(form).getByRole('textbox', { name: 'Full name' })).toHaveValue('Meera Joshi');
    expect(patchCalls(fetchMock)).toHaveLength(0);
  });

  it("says 'Missing Information' for an emptied name and phone and sends nothing", async () => {
    const fetchMock = stubApi(meApi(() => jsonResponse(makeMe())));
    const { user } = renderApp('/profile');
    const form = await openEditor(user);

    await user.clear(within(form).getByRole('textbox', { name: 'Full name' }));
    await user.clear(within(form).getByRole('textbox', { name: 'Phone' }));
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await within(form).findAllByText('Missing Information')).toHaveLength(2);
    expect(within(form).getByRole('textbox', { name: 'Full name' })).toHaveAttribute('aria-invalid', 'true');
    expect(patchCalls(fetchMock)).toHaveLength(0);
  });

  it('shows Update Failed and the server’s field errors, staying in edit mode', async () => {
    stubApi(
      meApi(() =>
        jsonResponse(
          {
            error: {
              code: 'BAD_REQUEST',
              message: 'Invalid profile',
              fields: { phone: 'Please enter a valid 10-digit Indian mobile number' },
            },
          },
          400,
        ),
      ),
    );
    const { user } = renderApp('/profile');
    const form = await openEditor(user);

    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('There was an error updating your profile. Please try again.')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a valid 10-digit Indian mobile number')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeInTheDocument();
  });

  it('shows Update Failed when the server fails', async () => {
    stubApi(meApi(() => errorResponse(500, 'INTERNAL', 'Database unavailable')));
    const { user } = renderApp('/profile');
    const form = await openEditor(user);

    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.queryByText('Profile Updated')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeInTheDocument();
  });
});
