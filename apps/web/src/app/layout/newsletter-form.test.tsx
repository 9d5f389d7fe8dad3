import { NEWSLETTER_MESSAGES } from '@aangan/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, stubApi } from '../../test/api-stub';
import { renderInApp } from '../../test/render-app';
import { NewsletterForm } from './newsletter-form';

function newsletterPosts(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/newsletter'));
}

function renderForm() {
  const view = renderInApp(<NewsletterForm />);
  const email = screen.getByLabelText('Email address') as HTMLInputElement;
  return { ...view, email, subscribe: () => view.user.click(screen.getByRole('button', { name: 'Subscribe' })) };
}

describe('Footer newsletter form', () => {
  it('subscribes the address from the footer, then says so and clears the input', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubApi({ '/api/newsletter': () => answer.promise });
    const { user, email, subscribe } = renderForm();
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);

    await user.type(email, 'Asha@Example.com');
    await subscribe();

    const busy = await screen.findByRole('button', { name: 'Subscribing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    const [call] = newsletterPosts(fetchMock);
    expect(call?.[1]?.method).toBe('POST');
    // Sent as typed (trimmed): the server lower-cases and checks it with the domain's schema.
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'Asha@Example.com', source: 'footer' });

    answer.resolve(jsonResponse({ email: 'asha@example.com' }));

    expect(await screen.findByText(NEWSLETTER_MESSAGES.subscribedTitle)).toBeTruthy();
    expect(screen.getByText(NEWSLETTER_MESSAGES.subscribedDescription)).toBeTruthy();
    expect(email.value).toBe('');
    expect((screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows a 400's message by the input until the address is edited", async () => {
    stubApi({
      '/api/newsletter': () =>
        jsonResponse(
          { error: { code: 'BAD_REQUEST', message: 'Invalid email', fields: { email: 'This address is blocked' } } },
          400,
        ),
    });
    const { user, email, subscribe } = renderForm();

    await user.type(email, 'asha@example.com');
    await subscribe();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This address is blocked');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(alert.id);
    expect(email.value).toBe('asha@example.com');
    expect(screen.queryByText(NEWSLETTER_MESSAGES.failedTitle)).toBeNull();

    await user.type(email, 'm');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it("says the server's message in a toast when signing up too often, keeping the address", async () => {
    stubApi({ '/api/newsletter': () => errorResponse(429, 'RATE_LIMITED', NEWSLETTER_MESSAGES.rateLimited) });
    const { user, email, subscribe } = renderForm();

    await user.type(email, 'asha@example.com');
    await subscribe();

    expect(await screen.findByText(NEWSLETTER_MESSAGES.rateLimited)).toBeTruthy();
    expect(screen.getByText(NEWSLETTER_MESSAGES.failedTitle)).toBeTruthy();
    expect(email.value).toBe('asha@example.com');
  });
});
