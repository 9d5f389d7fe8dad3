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
  const email = screen.getByLabelText('Email address');
  return { ...view, email, subscribe: () => view.user.click(screen.getByRole('button', { name: 'Subscribe' })) };
}

describe('Footer newsletter form', () => {
  it('subscribes the address from the footer, then says so and clears the input', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubApi({ '/api/newsletter': () => answer.promise });
    const { user, email, subscribe } = renderForm();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();

    await user.type(email, 'Asha@Example.com');
    await subscribe();

    const busy = await screen.findByRole('button', { name: 'Subscribing...' });
    expect(busy).toBeDisabled();
    const [call] = newsletterPosts(fetchMock);
    expect(call?.[1]?.method).toBe('POST');
    // Sent as typed (trimmed): the server lower-cases and checks it with the domain's schema.
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'Asha@Example.com', source: 'footer' });

    answer.resolve(jsonResponse({ email: 'asha@example.com' }));

    expect(await screen.findByText(NEWSLETTER_MESSAGES.subscribedTitle)).toBeInTheDocument();
    expect(screen.getByText(NEWSLETTER_MESSAGES.subscribedDescription)).toBeInTheDocument();
    expect(email).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Subscribe' })).not.toBeDisabled();
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
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-describedby', alert.id);
    expect(email).toHaveValue('asha@example.com');
    expect(screen.queryByText(NEWSLETTER_MESSAGES.failedTitle)).not.toBeInTheDocument();

    await user.type(email, 'm');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it("says the server's message in a toast when signing up too often, keeping the address", async () => {
    stubApi({ '/api/newsletter': () => errorResponse(429, 'RATE_LIMITED', NEWSLETTER_MESSAGES.rateLimited) });
    const { user, email, subscribe } = renderForm();

    await user.type(email, 'asha@example.com');
    await subscribe();

    expect(await screen.findByText(NEWSLETTER_MESSAGES.rateLimited)).toBeInTheDocument();
    expect(screen.getByText(NEWSLETTER_MESSAGES.failedTitle)).toBeInTheDocument();
    expect(email).toHaveValue('asha@example.com');
  });
});
