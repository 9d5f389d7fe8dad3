import { GUEST_ALERT_MESSAGES, SAVED_SEARCH_MESSAGES } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, guest, jsonResponse, stubApi } from '../../../test/api-stub';
import { makeProperty } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';
import { savedSearchesApi } from '../../../test/saved-searches';

type Handler = Parameters<typeof stubApi>[0][string];

const SLOW = { timeout: 5000 };
const SENT = { message: GUEST_ALERT_MESSAGES.confirmSent };

/** The home page's own requests, plus the alert endpoints the test answers; the bodies posted are kept. */
function stubHome(handlers: Record<string, Handler>) {
  const posted: { path: string; body: unknown }[] = [];
  const noting =
    (handler: Handler): Handler =>
    (url, init) => {
      if (init.method && init.method !== 'GET')
        posted.push({ path: url.pathname, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      return handler(url, init);
    };
  stubApi({
    '/api/me': guest,
    '/api/properties/stats': () => jsonResponse({ total: 1 }),
    '/api/properties': () => jsonResponse({ items: [makeProperty()], total: 1, page: 1, limit: 6 }),
    ...Object.fromEntries(Object.entries(handlers).map(([path, handler]) => [path, noting(handler)])),
  });
  return posted;
}

async function alertBox(name = 'Get Property Alerts') {
  const box = within(await screen.findByRole('region', { name }, SLOW));
  // The forms' code comes as the box nears the screen (here at once: jsdom has no IntersectionObserver).
  await box.findByRole('button', { name: /^(Subscribe|सब्सक्राइब करें)$/ }, SLOW);
  return box;
}

describe("'Get Property Alerts' for a guest", () => {
  it('asks for alerts about the tab and filters on screen, then says to check the inbox, keeping the address', async () => {
    const answer = deferred<Response>();
    const posted = stubHome({ '/api/alerts': () => answer.promise, '/api/newsletter': () => jsonResponse({}) });
    const { user } = renderApp('/rent?bedrooms=2&sort=price-asc');
    const box = await alertBox();

    // The name's code comes as the box nears the screen (here at once: jsdom has no IntersectionObserver).
    expect(await box.findByText('2 BHK homes for rent')).toBeInTheDocument();
    const email = box.getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    const often = box.getByRole('combobox', { name: 'How often' });
    expect(often).toHaveValue('daily');
    expect(
      within(often)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['As soon as they are posted', 'Once a day', 'Once a week']);
    const subscribe = box.getByRole('button', { name: 'Subscribe' });
    expect(subscribe).toHaveAccessibleDescription('Your search: 2 BHK homes for rent');

    await user.type(email, ' asha@example.com ');
    await user.selectOptions(often, 'Once a week');
    await user.click(subscribe);
    expect(box.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();

    answer.resolve(jsonResponse(SENT, 202));
    const status = await box.findByRole('status');
    expect(status).toHaveTextContent(GUEST_ALERT_MESSAGES.confirmSent);
    expect(status).toHaveTextContent('Sent to asha@example.com');
    expect(status).toHaveFocus();
    // The search, not how it is looked at (no order); the name in the page's language; nothing to the newsletter.
    expect(posted).toEqual([
      {
        path: '/api/alerts',
        body: {
          email: 'asha@example.com',
          url: '/rent?bedrooms=2',
          name: '2 BHK homes for rent',
          frequency: 'weekly',
          locale: 'en',
        },
      },
    ]);

    await user.click(within(status).getByRole('button', { name: 'Ask for another alert' }));
    await waitFor(() => expect(box.getByRole('textbox', { name: 'Email address' })).toHaveFocus());
    expect(box.getByRole('textbox', { name: 'Email address' })).toHaveValue('asha@example.com');
  });

  it('names the whole site’s search on the home page', async () => {
    stubHome({});
    renderApp('/');
    expect(await (await alertBox()).findByText('All properties')).toBeInTheDocument();
  });

  it("shows a refused address's message under the input, and clears it as the address is edited", async () => {
    stubHome({
      '/api/alerts': () =>
        jsonResponse(
          {
            error: {
              code: 'BAD_REQUEST',
              message: 'Invalid request',
              fields: { email: 'Please enter a valid email address' },
            },
          },
          400,
        ),
    });
    const { user } = renderApp('/buy');
    const box = await alertBox();
    const email = await box.findByRole('textbox', { name: 'Email address' }, SLOW);
    await user.type(email, 'asha@example.com');
    await user.click(box.getByRole('button', { name: 'Subscribe' }));

    const message = await box.findByRole('alert');
    expect(message).toHaveTextContent('Please enter a valid email address');
    expect(email).toHaveAttribute('aria-describedby', message.id);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    await user.type(email, 'x');
    expect(box.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [409, GUEST_ALERT_MESSAGES.limitReached, GUEST_ALERT_MESSAGES.limitReached],
    [429, GUEST_ALERT_MESSAGES.rateLimited, GUEST_ALERT_MESSAGES.rateLimited],
    [429, 'Too many requests', GUEST_ALERT_MESSAGES.rateLimited],
    [500, 'Something went wrong', 'Something went wrong on our side. Please try again in a moment.'],
  ])('says a %i (%s) under the button, and keeps the form', async (status, message, said) => {
    stubHome({ '/api/alerts': () => errorResponse(status, 'REFUSED', message) });
    const { user } = renderApp('/pg');
    const box = await alertBox();
    await user.type(await box.findByRole('textbox', { name: 'Email address' }, SLOW), 'asha@example.com');
    await user.click(box.getByRole('button', { name: 'Subscribe' }));
    expect(await box.findByRole('alert')).toHaveTextContent(said);
    expect(box.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(box.queryByRole('status')).not.toBeInTheDocument();
  });

  it('speaks Hindi: the search named in Hindi, mails asked for in Hindi, refusals in Hindi', async () => {
    let calls = 0;
    const posted = stubHome({
      '/api/alerts': () => {
        calls += 1;
        return calls === 1
          ? errorResponse(409, 'CONFLICT', GUEST_ALERT_MESSAGES.limitReached)
          : jsonResponse(SENT, 202);
      },
    });
    const { user } = renderApp('/rent?bedrooms=2', { locale: 'hi' });
    const box = await alertBox('प्रॉपर्टी अलर्ट पाएँ');
    expect(await box.findByText('किराये के लिए 2 BHK घर')).toBeInTheDocument();
    await user.type(box.getByRole('textbox', { name: 'ईमेल पता' }), 'asha@example.com');
    expect(box.getByRole('combobox', { name: 'कितनी बार' })).toHaveValue('daily');

    await user.click(box.getByRole('button', { name: 'सब्सक्राइब करें' }));
    expect(await box.findByRole('alert')).toHaveTextContent(
      'इस ईमेल पते पर पहले से 20 अलर्ट हैं। नया जोड़ने के लिए किसी एक को अनसब्सक्राइब करें।',
    );
    await user.click(box.getByRole('button', { name: 'सब्सक्राइब करें' }));
    expect(await box.findByRole('status')).toHaveTextContent('अपना इनबॉक्स देखें');
    expect(box.getByRole('status')).toHaveTextContent('asha@example.com पर भेजा गया');
    expect(posted[1]?.body).toMatchObject({ url: '/rent?bedrooms=2', name: 'किराये के लिए 2 BHK घर', locale: 'hi' });
  });
});

describe("'Get Property Alerts' for a signed-in person", () => {
  it('saves the search to the account with the alerts chosen, and links to Saved Searches', async () => {
    const server = savedSearchesApi([]);
    const posted = stubHome(server.handlers);
    const { router, user } = renderApp('/rent?bedrooms=2');
    const box = await alertBox();

    expect(await box.findByText('New matches are emailed to meera@example.com.')).toBeInTheDocument();
    await box.findByText('2 BHK homes for rent');
    expect(box.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
    await user.selectOptions(box.getByRole('combobox', { name: 'How often' }), 'As soon as they are posted');
    await user.click(box.getByRole('button', { name: 'Subscribe' }));

    const status = await box.findByRole('status');
    expect(status).toHaveTextContent('Saved: you can change or stop this alert in Saved Searches.');
    expect(posted).toEqual([
      { path: '/api/saved-searches', body: { url: '/rent?bedrooms=2', name: '2 BHK homes for rent' } },
      { path: '/api/saved-searches/new1', body: { frequency: 'instant' } },
    ]);
    await user.click(within(status).getByRole('link', { name: 'Open Saved Searches' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/saved-searches'));
  });

  it('says calmly that a search saved before is saved, with the way to its alerts', async () => {
    const server = savedSearchesApi([]);
    stubHome({
      ...server.handlers,
      '/api/saved-searches': () => errorResponse(409, 'CONFLICT', SAVED_SEARCH_MESSAGES.alreadySaved),
    });
    const { user } = renderApp('/buy', { locale: 'hi' });
    const box = await alertBox('प्रॉपर्टी अलर्ट पाएँ');
    await box.findByText('खोज से मिलती नई लिस्टिंग meera@example.com पर ईमेल की जाती हैं।');
    await user.click(box.getByRole('button', { name: 'सब्सक्राइब करें' }));

    const status = await box.findByRole('status');
    expect(status).toHaveTextContent('आप यह खोज पहले ही सेव कर चुके हैं।');
    expect(within(status).getByRole('link', { name: 'सेव की गई खोजें खोलें' })).toHaveAttribute(
      'href',
      '/hi/saved-searches',
    );
    expect(box.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a full list as a refusal, and keeps the form', async () => {
    const server = savedSearchesApi([]);
    stubHome({
      ...server.handlers,
      '/api/saved-searches': () => errorResponse(409, 'CONFLICT', SAVED_SEARCH_MESSAGES.limitReached),
    });
    const { user } = renderApp('/commercial');
    const box = await alertBox();
    await box.findByText('New matches are emailed to meera@example.com.');
    await user.click(box.getByRole('button', { name: 'Subscribe' }));
    expect(await box.findByRole('alert')).toHaveTextContent(SAVED_SEARCH_MESSAGES.limitReached);
    expect(box.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});
