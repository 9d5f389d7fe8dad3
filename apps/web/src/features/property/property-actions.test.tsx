import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialog } from '../../lib/auth-dialog';
import { deferred, errorResponse, guest, jsonResponse, stubApi } from '../../test/api-stub';
import { renderApp, renderInApp } from '../../test/render-app';
import { PropertySideCard } from './property-side-card';
import { callsTo, detailApi, findTitle, makeDetail } from './test-utils';
import { useCallNow } from './use-call-now';

const CONTACT = { name: 'Ravi Sharma', phone: '9829012345', email: 'ravi@example.in' };

function withShare(share: (data: ShareData) => Promise<void>) {
  const mock = vi.fn(share);
  Object.defineProperty(navigator, 'share', { value: mock, configurable: true });
  return mock;
}

/** user-event gives the page a clipboard; this spies on it (after render) and decides how it answers. */
function clipboardThat(answer: () => Promise<void>) {
  return vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(answer);
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

async function openPage(extra: Parameters<typeof detailApi>[1] = {}) {
  const fetchMock = stubApi(
    detailApi(makeDetail(), { '/api/properties/abc/contact': () => jsonResponse(CONTACT), ...extra }),
  );
  const view = renderApp('/property/abc');
  await findTitle();
  return { ...view, fetchMock };
}

describe('Call Now', () => {
  it('has the safety notice beside it, whose link opens the safety page', async () => {
    const { user, router } = await openPage();
    const notice = screen.getByRole('complementary', { name: 'Safety' });
    expect(notice).toHaveTextContent(
      "Never pay a token or advance before you have visited the property and seen the owner's documents.",
    );
    await user.click(within(notice).getByRole('link', { name: 'How to stay safe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Stay safe while you search' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/safety');
  });

  it('tells the seeker in the dialog that the owner sees their name, and never to pay first', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Call Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Information' });
    expect(
      within(dialog).getByText(/The owner will see your name and that you viewed their number\./),
    ).toBeInTheDocument();
    const notice = within(dialog).getByRole('complementary', { name: 'Safety' });
    expect(within(notice).getByText(/Never pay a token or advance/)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'How to stay safe' })).toHaveAttribute('href', '/safety');
  });

  it('opens Contact Information with the name, a tel: phone and a mailto: email', async () => {
    const answer = deferred<Response>();
    const { user, fetchMock } = await openPage({ '/api/properties/abc/contact': () => answer.promise });
    expect(callsTo(fetchMock, '/api/properties/abc/contact')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Call Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Information' });
    expect(within(dialog).getByText('Loading contact details')).toBeInTheDocument();
    answer.resolve(jsonResponse(CONTACT));

    expect(await within(dialog).findByText('Ravi Sharma')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '9829012345' })).toHaveAttribute('href', 'tel:+919829012345');
    expect(within(dialog).getByRole('link', { name: 'ravi@example.in' })).toHaveAttribute(
      'href',
      'mailto:ravi@example.in',
    );
    expect(callsTo(fetchMock, '/api/properties/abc/contact')).toHaveLength(1);
  });

  it('copies the phone and the email with a toast for each', async () => {
    const { user } = await openPage();
    const writeText = clipboardThat(() => Promise.resolve());

    await user.click(screen.getByRole('button', { name: 'Call Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Information' });
    await user.click(await within(dialog).findByRole('button', { name: 'Copy phone' }));
    expect(writeText).toHaveBeenLastCalledWith('9829012345');
    expect(await screen.findByText('Phone Copied')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy email' }));
    expect(writeText).toHaveBeenLastCalledWith('ravi@example.in');
    expect(await screen.findByText('Email Copied')).toBeInTheDocument();
  });

  it('says Copy Failed when the clipboard refuses', async () => {
    const { user } = await openPage();
    clipboardThat(() => Promise.reject(new Error('Denied')));
    // The refused copy is logged (console.warn) as well as toasted: expected here.
    vi.spyOn(console, 'warn').mockImplementation(() => {});

    await user.click(screen.getByRole('button', { name: 'Call Now' }));
    await user.click(await screen.findByRole('button', { name: 'Copy email' }));
    expect(await screen.findByText('Copy Failed')).toBeInTheDocument();
    expect(screen.getByText('Could not copy. Please copy it by hand.')).toBeInTheDocument();
  });

  it('says Not provided for a poster without a phone', async () => {
    const { user } = await openPage({ '/api/properties/abc/contact': () => jsonResponse({ ...CONTACT, phone: null }) });

    await user.click(screen.getByRole('button', { name: 'Call Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Information' });
    expect(await within(dialog).findByText('Not provided')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Copy phone' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog and as a toast", async () => {
    const message = 'You have viewed many contact details in a short time. Please wait a while and try again.';
    const { user } = await openPage({
      '/api/properties/abc/contact': () => errorResponse(429, 'RATE_LIMITED', message),
    });

    await user.click(screen.getByRole('button', { name: 'Call Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Information' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(within(dialog).queryByText('Ravi Sharma')).not.toBeInTheDocument();
  });

  it('asks a guest to sign in instead', async () => {
    const fetchMock = stubApi({ '/api/me': guest, '/api/me/saved/ids': () => jsonResponse({ ids: [] }) });
    function AuthDialogState() {
      return <p>{useAuthDialog().isOpen ? 'Sign-in asked' : 'No sign-in'}</p>;
    }
    function SideCardWithCall() {
      return <PropertySideCard property={makeDetail()} onCallNow={useCallNow().callNow} showCallNow />;
    }
    const { user } = renderInApp(
      <>
        <SideCardWithCall />
        <AuthDialogState />
      </>,
    );
    await waitFor(() => expect(callsTo(fetchMock, '/api/me')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Call Now' }));
    expect(screen.getByText('Sign-in asked')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Contact Information' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/properties/abc/contact')).toHaveLength(0);
  });
});

describe('Share', () => {
  it('uses the share sheet with the title, the share text and the link', async () => {
    const share = withShare(() => Promise.resolve());
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Sunny 2 BHK near Junagarh',
      text: 'Sunny 2 BHK near Junagarh - ₹45,00,000 - Listed on Aangan',
      url: `${window.location.origin}/property/abc`,
    });
    expect(await screen.findByText('Shared')).toBeInTheDocument();
    expect(screen.getByText('Property shared successfully')).toBeInTheDocument();
  });

  it('does nothing when the person closes the share sheet', async () => {
    withShare(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const { user } = await openPage();
    const writeText = clipboardThat(() => Promise.resolve());

    await user.click(screen.getByRole('button', { name: 'Share' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText('Shared')).not.toBeInTheDocument();
    expect(screen.queryByText('Link Copied')).not.toBeInTheDocument();
  });

  it('copies the link without a share sheet', async () => {
    const { user } = await openPage();
    const writeText = clipboardThat(() => Promise.resolve());

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link Copied')).toBeInTheDocument();
    expect(screen.getByText('Property link has been copied to clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/property/abc`);
  });

  it('copies the link when the share sheet fails', async () => {
    // The failed share is logged (console.warn) before the copy: expected here.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    withShare(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    const { user } = await openPage();
    clipboardThat(() => Promise.resolve());

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link Copied')).toBeInTheDocument();
  });

  it('says Share Failed when sharing and copying both fail', async () => {
    // Both failures are logged (console.warn): expected here.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    withShare(() => Promise.reject(new Error('Share broke')));
    const { user } = await openPage();
    clipboardThat(() => Promise.reject(new Error('Denied')));

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Share Failed')).toBeInTheDocument();
    expect(screen.getByText('Could not share property. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Link Copied')).not.toBeInTheDocument();
  });
});
