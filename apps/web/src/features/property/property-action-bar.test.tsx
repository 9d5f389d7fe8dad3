import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';
import { detailApi, findTitle, makeDetail } from './test-utils';

const CONTACT = { name: 'Ravi Sharma', phone: '9829012345', email: 'ravi@example.in' };

/** A screen narrower than `lg`, where the page is one column. */
function narrowScreen() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: query === '(width < 64rem)' });
  return () => {
    window.matchMedia = original;
  };
}

let restore: () => void = () => {};
beforeEach(() => {
  restore = narrowScreen();
});
afterEach(() => {
  restore();
  vi.restoreAllMocks();
});

// Issue 19: on a phone the price and Call Now stay in reach at the bottom of the screen.
describe('the bottom bar on a narrow screen', () => {
  it('holds the price and the one Call Now, which opens the contact details', async () => {
    stubApi(
      detailApi(makeDetail({ price: 18_000, purpose: 'rent' }), {
        '/api/properties/abc/contact': () => jsonResponse(CONTACT),
      }),
    );
    const { user } = renderApp('/property/abc');
    await findTitle();

    const bar = screen.getByRole('region', { name: 'Price and call' });
    expect(bar).toHaveTextContent('₹18.00k/month');
    expect(screen.getAllByRole('button', { name: 'Call Now' })).toHaveLength(1);
    await user.click(within(bar).getByRole('button', { name: 'Call Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Information' });
    expect(await within(dialog).findByText('Ravi Sharma')).toBeInTheDocument();
  });

  it('is not there for the poster, who has no one to call', async () => {
    stubApi(
      detailApi(makeDetail({ viewer: { isOwner: true } }), {
        '/api/properties/abc/inquiries': () => jsonResponse({ viewCount: 1, contactRevealCount: 0 }),
      }),
    );
    renderApp('/property/abc');
    await findTitle();
    expect(screen.queryByRole('region', { name: 'Price and call' })).not.toBeInTheDocument();
  });
});

describe('the price', () => {
  it('shows once on a wide screen, in the header', async () => {
    restore();
    stubApi(detailApi(makeDetail({ price: 12_500_000, purpose: 'sell' })));
    renderApp('/property/abc');
    await findTitle();
    expect(screen.getAllByText('₹1.25 Cr')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Price and call' })).not.toBeInTheDocument();
  });
});
