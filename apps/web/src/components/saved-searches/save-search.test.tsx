import { GUEST_ALERT_MESSAGES } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, guest, jsonResponse, stubApi } from '../../test/api-stub';
import { makeProperty } from '../../test/factories';
import { renderApp } from '../../test/render-app';
import { savedSearchesApi } from '../../test/saved-searches';

const searchResults = () =>
  jsonResponse({
    items: [makeProperty({ title: 'Lake view flat' })],
    total: 1,
    totalCapped: false,
    page: 1,
    limit: 12,
  });

const BIKANER = {
  segment: 'rent',
  city: { name: 'Bikaner', slug: 'bikaner' },
  locality: { name: 'Sadul Ganj', slug: 'sadul-ganj' },
  count: 24,
  countCapped: false,
  localities: [],
  segments: [],
};

/** Presses 'Save this search' (in the page's language) once the results are on screen. */
async function openSaveDialog(user: ReturnType<typeof renderApp>['user'], label = 'Save this search') {
  await screen.findByText('Lake view flat');
  await user.click(screen.getByRole('button', { name: label }));
}

describe("'Save this search' on the results", () => {
  it('suggests a name, saves the address with it, and links to Saved Searches', async () => {
    const server = savedSearchesApi([]);
    stubApi({ ...server.handlers, '/api/properties': searchResults });
    const { router, user } = renderApp('/rent?view=all&bedrooms=2&sort=price-asc');

    await openSaveDialog(user);
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('2 BHK homes for rent');
    await user.clear(name);
    await user.type(name, 'Two rooms to rent');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));

    // The search, not how it was looked at: no view, page or order.
    await waitFor(() =>
      expect(server.sent).toContainEqual({
        method: 'POST',
        path: '/api/saved-searches',
        body: { url: '/rent?bedrooms=2', name: 'Two rooms to rent' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Save this search' })).toHaveFocus();
    const notice = screen.getByRole('region', { name: 'Notifications' });
    expect(within(notice).getByText('Search saved')).toBeInTheDocument();

    await user.click(within(notice).getByRole('link', { name: 'View Saved Searches' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/saved-searches'));
    expect(await screen.findByRole('article', { name: 'Two rooms to rent' })).toBeInTheDocument();
  });

  it('saves with the alerts chosen, and says where they are emailed', async () => {
    const server = savedSearchesApi([]);
    stubApi({ ...server.handlers, '/api/properties': searchResults });
    const { user } = renderApp('/rent?view=all&bedrooms=2');

    await openSaveDialog(user);
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const alerts = within(dialog).getByRole('combobox', { name: 'Email alerts' });
    expect(alerts).toHaveValue('daily');
    expect(alerts).toHaveAccessibleDescription('New matches are emailed to meera@example.com.');
    await user.selectOptions(alerts, 'As soon as they are posted');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));

    await waitFor(() =>
      expect(server.sent.filter((request) => request.method !== 'GET')).toEqual([
        {
          method: 'POST',
          path: '/api/saved-searches',
          body: { url: '/rent?bedrooms=2', name: '2 BHK homes for rent' },
        },
        { method: 'PATCH', path: '/api/saved-searches/new1', body: { frequency: 'instant' } },
      ]),
    );
    expect(await screen.findByText('Search saved')).toBeInTheDocument();
  });

  it('keeps the default without a second request, and starts from it on the next opening', async () => {
    const server = savedSearchesApi([]);
    stubApi({ ...server.handlers, '/api/properties': searchResults });
    const { user } = renderApp('/rent?view=all');

    await openSaveDialog(user);
    let dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Email alerts' }), 'Once a week');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(within(dialog).getByRole('combobox', { name: 'Email alerts' })).toHaveValue('daily');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await screen.findByText('Search saved')).toBeInTheDocument();
    expect(server.sent.filter((request) => request.method !== 'GET').map((request) => request.method)).toEqual([
      'POST',
    ]);
  });

  it('says the search is saved when only its alerts could not be set', async () => {
    const server = savedSearchesApi([]);
    stubApi({
      ...server.handlers,
      '/api/saved-searches/new1': () => errorResponse(500, 'INTERNAL', 'Something went wrong'),
      '/api/properties': searchResults,
    });
    const { user } = renderApp('/rent?view=all');

    await openSaveDialog(user);
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Email alerts' }), 'Off');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));

    const notice = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notice).findByText('Search saved')).toBeInTheDocument();
    expect(await within(notice).findByText('Email alerts were not changed')).toBeInTheDocument();
    expect(
      within(notice).getByText('The search is saved. Set its email alerts on Saved Searches.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("names a place page's search with its place", async () => {
    const server = savedSearchesApi([]);
    stubApi({
      ...server.handlers,
      '/api/places/rent/bikaner/sadul-ganj': () => jsonResponse(BIKANER),
      '/api/properties': searchResults,
    });
    const { user } = renderApp('/rent/bikaner/sadul-ganj?furnishing=furnished');

    await openSaveDialog(user);
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue(
      'Furnished properties for rent in Sadul Ganj, Bikaner',
    );
  });

  it('says so, with the way to the list, when the search was saved before', async () => {
    stubApi({
      ...savedSearchesApi([]).handlers,
      '/api/saved-searches': () => errorResponse(409, 'CONFLICT', 'You have already saved this search'),
      '/api/properties': searchResults,
    });
    const { user } = renderApp('/rent?view=all');

    await openSaveDialog(user);
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The search was not saved');
    expect(alert).toHaveTextContent('You have already saved this search');
    const notice = screen.getByRole('region', { name: 'Notifications' });
    expect(within(notice).getByRole('link', { name: 'View Saved Searches' })).toHaveAttribute(
      'href',
      '/saved-searches',
    );
    // The dialog stays, with the name, for another try.
    expect(dialog).toBeInTheDocument();
  });

  it('offers a guest signing in to save it, and sends nothing to Saved Searches', async () => {
    const fetchMock = stubApi({ '/api/me': guest, '/api/properties': searchResults });
    const { user } = renderApp('/rent?view=all');

    await openSaveDialog(user);
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign in to save it' }));

    expect(await screen.findByRole('dialog', { name: 'Account Access' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Save this search' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/saved-searches'))).toBe(false);
  });

  it("offers a guest the place page's search by email instead, named with its place", async () => {
    const posted: unknown[] = [];
    stubApi({
      '/api/me': guest,
      '/api/places/rent/bikaner/sadul-ganj': () => jsonResponse(BIKANER),
      '/api/properties': searchResults,
      '/api/alerts': (_url, init) => {
        posted.push(JSON.parse(String(init.body)));
        return jsonResponse({ message: GUEST_ALERT_MESSAGES.confirmSent }, 202);
      },
    });
    const { user } = renderApp('/rent/bikaner/sadul-ganj?furnishing=furnished');

    await openSaveDialog(user);
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const alerts = within(within(dialog).getByRole('region', { name: 'Email me alerts instead' }));
    const name = 'Furnished properties for rent in Sadul Ganj, Bikaner';
    expect(alerts.getByText(name)).toBeInTheDocument();
    await user.type(alerts.getByRole('textbox', { name: 'Email address' }), 'asha@example.com');
    await user.click(alerts.getByRole('button', { name: 'Subscribe' }));

    expect(await alerts.findByRole('status')).toHaveTextContent('Sent to asha@example.com');
    expect(posted).toEqual([
      {
        email: 'asha@example.com',
        url: '/rent/bikaner/sadul-ganj?furnishing=furnished',
        name,
        frequency: 'daily',
        locale: 'en',
      },
    ]);
  });
});

describe("'Save this search' in Hindi", () => {
  it('suggests and sends a Hindi name, and says a refusal in Hindi', async () => {
    const server = savedSearchesApi([]);
    let calls = 0;
    stubApi({
      ...server.handlers,
      '/api/properties': searchResults,
      '/api/saved-searches': (url, init) => {
        if (init.method !== 'POST') return server.handlers['/api/saved-searches']?.(url, init) ?? jsonResponse({});
        calls += 1;
        return calls === 1
          ? errorResponse(409, 'CONFLICT', 'You can save up to 20 searches. Delete one to save another.')
          : (server.handlers['/api/saved-searches']?.(url, init) ?? jsonResponse({}));
      },
    });
    const { user } = renderApp('/rent?view=all&bedrooms=2', { locale: 'hi' });

    await openSaveDialog(user, 'यह खोज सेव करें');
    const dialog = await screen.findByRole('dialog', { name: 'यह खोज सेव करें' });
    expect(within(dialog).getByRole('textbox', { name: 'नाम' })).toHaveValue('किराये के लिए 2 BHK घर');
    const alerts = within(dialog).getByRole('combobox', { name: 'ईमेल अलर्ट' });
    expect(
      within(alerts)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['लिस्टिंग आते ही', 'दिन में एक बार', 'हफ़्ते में एक बार', 'बंद']);
    expect(alerts).toHaveAccessibleDescription('खोज से मिलती नई लिस्टिंग meera@example.com पर ईमेल की जाती हैं।');

    await user.click(within(dialog).getByRole('button', { name: 'खोज सेव करें' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('खोज सेव नहीं हो सकी');
    expect(alert).toHaveTextContent('आप ज़्यादा से ज़्यादा 20 खोजें सेव कर सकते हैं। नई सेव करने के लिए कोई एक डिलीट करें।');

    await user.click(within(dialog).getByRole('button', { name: 'खोज सेव करें' }));
    await waitFor(() =>
      expect(server.sent).toContainEqual({
        method: 'POST',
        path: '/api/saved-searches',
        body: { url: '/rent?bedrooms=2', name: 'किराये के लिए 2 BHK घर' },
      }),
    );
    expect(await screen.findByText('खोज सेव हो गई')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'सेव की गई खोजें देखें' }))
      expect(link).toHaveAttribute('href', '/hi/saved-searches');
  });
});
