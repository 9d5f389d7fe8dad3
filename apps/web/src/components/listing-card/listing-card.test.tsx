import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guest, jsonResponse, signedIn, stubApi } from '../../test/api-stub';
import { makeProperty } from '../../test/factories';
import { renderInApp } from '../../test/render-app';
import { ListingCard } from './listing-card';

function coverImage(container: HTMLElement): HTMLImageElement {
  const image = container.querySelector('img');
  if (!image) throw new Error('card has no image');
  return image;
}

describe('ListingCard', () => {
  it('shows the price, place, key facts and badges', () => {
    stubApi({ '/api/me': guest });
    renderInApp(<ListingCard property={makeProperty({ id: 'abc', title: 'Haveli view flat', propertyScore: 92 })} />);

    const card = screen.getByRole('article');
    expect(within(card).getByText('₹45 L')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Haveli view flat' })).toHaveAttribute('href', '/property/abc');
    expect(within(card).getByText('Rani Bazar, Bikaner')).toBeInTheDocument();
    expect(within(card).getByText('3 BHK · 1,200 sq.ft · Flat/Apartment')).toBeInTheDocument();
    expect(within(card).getByText('For Sale')).toBeInTheDocument();
    expect(within(card).getByText('Verified')).toBeInTheDocument();
    const score = within(card).getByText('92', { exact: false });
    expect(score.closest('[data-highlighted]')?.getAttribute('data-highlighted')).toBe('true');
  });

  it('wraps a long title to two lines and carries it whole in the link’s title (issue 19)', () => {
    stubApi({ '/api/me': guest });
    const title = 'Spacious 3 BHK corner flat with a terrace garden and a view of Junagarh Fort in Rani Bazar';
    renderInApp(<ListingCard property={makeProperty({ id: 'abc', title })} />);

    const link = screen.getByRole('link', { name: title });
    expect(link).toHaveAttribute('title', title);
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading).toHaveClass('line-clamp-2');
    expect(heading).not.toHaveClass('truncate');
  });

  it('adds /mo for rent, marks unverified listings and leaves a score under 90 plain', () => {
    stubApi({ '/api/me': guest });
    renderInApp(
      <ListingCard
        property={makeProperty({ purpose: 'rent', price: 18_000, verificationStatus: false, propertyScore: 89 })}
      />,
    );

    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('₹18,000/mo');
    expect(within(card).getByText('Not Verified')).toBeInTheDocument();
    expect(
      within(card).getByText('89', { exact: false }).closest('[data-highlighted]')?.getAttribute('data-highlighted'),
    ).toBe('false');
  });

  it('shows no verification badge when the field is missing', () => {
    stubApi({ '/api/me': guest });
    const property = makeProperty();
    Reflect.deleteProperty(property, 'verificationStatus');
    renderInApp(<ListingCard property={property} />);

    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    expect(screen.queryByText('Not Verified')).not.toBeInTheDocument();
  });

  it('shows an uploaded cover in its card size', () => {
    stubApi({ '/api/me': guest });
    const upload = 'properties/Zq3xk9_Lm2Pw8Rt5/detail.webp';
    const { container } = renderInApp(
      <ListingCard property={makeProperty({ images: [upload], coverImageIndex: 0 })} />,
    );
    expect(coverImage(container)).toHaveAttribute('src', '/media/properties/Zq3xk9_Lm2Pw8Rt5/card.webp');
  });

  it('loads the cover image lazily and falls back to the default picture on error', () => {
    stubApi({ '/api/me': guest });
    const { container } = renderInApp(
      <ListingCard
        property={makeProperty({ images: ['properties/a.webp', 'properties/b.webp'], coverImageIndex: 1 })}
      />,
    );

    const image = coverImage(container);
    expect(image).toHaveAttribute('src', '/media/properties/b.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', expect.stringMatching(/^\d+$/));
    expect(image).toHaveAttribute('height', expect.stringMatching(/^\d+$/));

    expect(image).not.toHaveAttribute('fetchpriority');

    fireEvent.error(image);
    expect(coverImage(container)).toHaveAttribute('src', '/images/default-house.svg');
  });

  it("loads a first card's cover at once and first, for the largest paint", () => {
    stubApi({ '/api/me': guest });
    const { container } = renderInApp(<ListingCard property={makeProperty()} priority />);
    expect(coverImage(container)).toHaveAttribute('loading', 'eager');
    expect(coverImage(container)).toHaveAttribute('fetchpriority', 'high');
  });

  it('uses the commercial default picture for commercial listings', () => {
    stubApi({ '/api/me': guest });
    const { container } = renderInApp(
      <ListingCard
        property={makeProperty({ type: 'commercial', subType: 'office', images: ['https://cdn.example/x.jpg'] })}
      />,
    );

    fireEvent.error(coverImage(container));
    expect(coverImage(container)).toHaveAttribute('src', '/images/default-commercial.svg');
  });

  it('saves from the heart on the picture without opening the listing', async () => {
    const saved: string[] = [];
    const fetchMock = stubApi({
      '/api/me': signedIn,
      '/api/me/saved/ids': () => jsonResponse({ ids: saved }),
      '/api/me/saved/abc': () => {
        saved.push('abc');
        return new Response(null, { status: 204 });
      },
    });
    const { router, user } = renderInApp(<ListingCard property={makeProperty({ id: 'abc' })} />);
    const card = screen.getByRole('article');
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => input === '/api/me/saved/ids')).toBe(true));

    await user.click(within(card).getByRole('button', { name: 'Save property', pressed: false }));

    expect(await within(card).findByRole('button', { name: 'Remove from saved', pressed: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const put = fetchMock.mock.calls.find(([input]) => input === '/api/me/saved/abc');
    expect(put?.[1]?.method).toBe('PUT');
  });

  it('fills the heart of a listing known to be saved before the saved ids arrive', async () => {
    stubApi({ '/api/me': signedIn, '/api/me/saved/ids': () => new Promise<Response>(() => {}) });
    renderInApp(<ListingCard property={makeProperty()} initialSaved />);

    expect(await screen.findByRole('button', { name: 'Remove from saved', pressed: true })).toBeInTheDocument();
  });
});
