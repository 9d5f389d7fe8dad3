import { PROPERTY_ACTION_MESSAGES } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthDialogSlot } from '../app/layout/auth-dialog-slot';
import { deferred, errorResponse, guest, jsonResponse, signedIn, stubApi } from '../test/api-stub';
import { makeProperty } from '../test/factories';
import { renderApp, renderInApp } from '../test/render-app';
import { SavePropertyButton } from './save-property-button';

type FetchMock = ReturnType<typeof stubApi>;

/** A tiny saved list on the "server": GET ids, PUT and DELETE of listing p1, as the API answers. */
function savedApi(initial: string[]) {
  const ids = new Set(initial);
  return {
    '/api/me': signedIn,
    '/api/me/saved/ids': () => jsonResponse({ ids: [...ids] }),
    '/api/me/saved/p1': (_url: URL, init: RequestInit) => {
      if (init.method === 'PUT') ids.add('p1');
      if (init.method === 'DELETE') ids.delete('p1');
      return new Response(null, { status: 204 });
    },
  };
}

function writes(fetchMock: FetchMock): string[] {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT' || init?.method === 'DELETE')
    .map(([input, init]) => `${init?.method} ${String(input)}`);
}

/** The ids are only asked for once the person is known, so their arrival means the click counts. */
async function idsLoaded(fetchMock: FetchMock) {
  await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => input === '/api/me/saved/ids')).toBe(true));
}

function renderButton(variant: 'icon' | 'button' = 'icon', initialSaved?: boolean) {
  return renderInApp(
    <>
      <SavePropertyButton propertyId="p1" variant={variant} initialSaved={initialSaved} />
      <AuthDialogSlot />
    </>,
  );
}

describe('SavePropertyButton', () => {
  it('asks a guest to sign in and sends nothing', async () => {
    const fetchMock = stubApi({
      '/api/me': guest,
      '/api/properties/stats': () => jsonResponse({ total: 1 }),
      '/api/properties': () => jsonResponse({ items: [makeProperty({ id: 'p1' })], total: 1, page: 1, limit: 6 }),
    });
    const { router, user } = renderApp('/');
    // The header shows Login / Register once /api/me has said this is a guest.
    await within(screen.getByRole('banner')).findByRole('button', { name: 'Login / Register' });

    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Save property' }));

    // The dialog is a lazy chunk: give a busy test machine time to load it.
    expect(await screen.findByRole('dialog', { name: 'Account Access' }, { timeout: 3000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/me/saved'))).toBe(false);
  });

  it('saves with PUT, shows the filled heart and says so', async () => {
    const fetchMock = stubApi(savedApi([]));
    const { user } = renderButton();
    await idsLoaded(fetchMock);

    const button = screen.getByRole('button', { name: 'Save property' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);

    expect(await screen.findByText('Saved to your list')).toBeInTheDocument();
    const saved = screen.getByRole('button', { name: 'Remove from saved' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(saved.querySelector('svg')?.getAttribute('class')).toContain('fill-current');
    expect(writes(fetchMock)).toEqual(['PUT /api/me/saved/p1']);
  });

  it('removes a saved listing with DELETE', async () => {
    const fetchMock = stubApi(savedApi(['p1']));
    const { user } = renderButton();

    await user.click(await screen.findByRole('button', { name: 'Remove from saved', pressed: true }));

    expect(await screen.findByText('Removed from saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save property' })).toHaveAttribute('aria-pressed', 'false');
    expect(writes(fetchMock)).toEqual(['DELETE /api/me/saved/p1']);
  });

  it('marks the heart at once and stays disabled until the server answers', async () => {
    const answer = deferred<void>();
    const server = savedApi([]);
    const fetchMock = stubApi({
      ...server,
      '/api/me/saved/p1': async (url, init) => {
        await answer.promise;
        return server['/api/me/saved/p1'](url, init);
      },
    });
    const { user } = renderButton();
    await idsLoaded(fetchMock);

    await user.click(screen.getByRole('button', { name: 'Save property' }));

    const pending = screen.getByRole('button', { name: 'Remove from saved' });
    expect(pending).toHaveAttribute('aria-pressed', 'true');
    expect(pending).toBeDisabled();

    answer.resolve();

    await waitFor(() => expect(pending).not.toBeDisabled());
    expect(pending).toHaveAttribute('aria-pressed', 'true');
  });

  it("rolls back and shows the server's message when saving is refused", async () => {
    const fetchMock = stubApi({
      ...savedApi([]),
      '/api/me/saved/p1': () => errorResponse(409, 'CONFLICT', PROPERTY_ACTION_MESSAGES.savedLimit),
    });
    const { user } = renderButton();
    await idsLoaded(fetchMock);

    await user.click(screen.getByRole('button', { name: 'Save property' }));

    expect(await screen.findByText(PROPERTY_ACTION_MESSAGES.savedLimit)).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Save property' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).not.toBeDisabled();
    expect(screen.queryByText('Saved to your list')).not.toBeInTheDocument();
  });

  it('keeps a listing saved and gives a general message when the server fails', async () => {
    const fetchMock = stubApi({
      ...savedApi(['p1']),
      '/api/me/saved/p1': () => errorResponse(500, 'INTERNAL', 'Database unavailable'),
    });
    const { user } = renderButton();

    await user.click(await screen.findByRole('button', { name: 'Remove from saved' }));

    expect(await screen.findByText('Could not update your saved properties. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove from saved' })).toHaveAttribute('aria-pressed', 'true');
    expect(writes(fetchMock)).toEqual(['DELETE /api/me/saved/p1']);
  });

  it("labels the detail page's button Save / Saved, trusting initialSaved until the ids arrive", async () => {
    const ids = deferred<Response>();
    const server = savedApi(['p1']);
    let firstAnswer = true;
    stubApi({
      ...server,
      // Hold only the first answer; the refetch after the click reads the server as it then is.
      '/api/me/saved/ids': () => {
        if (!firstAnswer) return server['/api/me/saved/ids']();
        firstAnswer = false;
        return ids.promise;
      },
    });
    const { user } = renderButton('button', true);

    const button = await screen.findByRole('button', { name: 'Remove from saved' });
    expect(button.textContent).toBe('Saved');

    ids.resolve(jsonResponse({ ids: ['p1'] }));
    await user.click(button);

    expect(await screen.findByText('Removed from saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save property' }).textContent).toBe('Save');
  });
});
