import type { Property } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, signedIn, stubApi } from '../../test/api-stub';
import { makeProperty } from '../../test/factories';
import { renderApp } from '../../test/render-app';
import { callsWith, completeListing, openWizard, seedDraft, storedDraft } from './test-utils';

beforeEach(() => localStorage.clear());

const stored = (): Property =>
  makeProperty({
    id: 'p42',
    title: 'Haveli with courtyard',
    purpose: 'rent',
    price: 25_000,
    securityDeposit: 50_000,
    tenantPreference: 'family',
    images: ['properties/p42/a.webp', 'https://cdn.example.in/b.jpg'],
    coverImageIndex: 1,
    amenities: ['lift', 'parking'],
    location: {
      city: 'Bikaner',
      locality: 'Junagarh',
      subLocality: null,
      society: 'Fort View',
      address: '4 Palace Road',
      pincode: '334001',
      map: null,
    },
    details: {
      bedrooms: 3,
      bathrooms: 2,
      balconies: 1,
      plotArea: 2000,
      builtUpArea: 1600,
      carpetArea: 1400,
      totalFloors: 2,
      floorNumber: 1,
      parkingSpots: 1,
      furnishing: 'semi-furnished',
      furnishingDetails: { fans: 4, sofa: true },
      age: '5-10',
      facing: 'north',
      parking: 'covered',
    },
  });

function editApi(onPatch: () => Response | Promise<Response>, property: Property = stored()) {
  return {
    '/api/properties/p42/edit': () => jsonResponse(property),
    '/api/properties/p42': (_url: URL, init: RequestInit) =>
      init.method === 'PATCH' ? onPatch() : errorResponse(405, 'BAD_REQUEST', 'Unexpected'),
  };
}

function input(name: string) {
  return screen.getByRole('textbox', { name });
}

describe('edit mode', () => {
  it('prefills every step from GET …/edit and PATCHes with Update Property / Updating...', async () => {
    const answer = deferred<Response>();
    const { user, fetchMock, router } = await openWizard(
      '/edit-property/p42',
      editApi(() => answer.promise),
    );
    const next = () => user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Edit Your Property' })).toBeInTheDocument();
    expect(input('Property Title')).toHaveValue('Haveli with courtyard');
    expect(screen.getByRole('radio', { name: 'Rent/Lease' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Property Sub-type' })).toHaveTextContent('Flat/Apartment');
    // Title, purpose, type, sub-type; city, locality, address; furnishing; rooms; price and description; images.
    expect(screen.getByText('100% complete')).toBeInTheDocument();

    await next();
    expect(input('Society / Project (optional)')).toHaveValue('Fort View');
    expect(input('Pin Code')).toHaveValue('334001');
    await next();
    expect(input('Bedrooms')).toHaveValue('3');
    expect(input('Carpet Area (sq.ft)')).toHaveValue('1400');
    expect(screen.getByRole('status', { name: 'Fans count' }).textContent).toBe('4');
    expect(screen.getByRole('checkbox', { name: 'Sofa' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Family' })).toBeChecked();
    await next();
    const cover = within(screen.getByRole('list', { name: 'Property images' })).getAllByRole('listitem')[1];
    expect(within(cover as HTMLElement).getByText('Cover')).toBeInTheDocument();
    await next();
    expect(input('Monthly Rent')).toHaveValue('25000');
    expect(input('Price in Words')).toHaveValue('Twenty Five Thousand');
    expect(input('Security Deposit (optional)')).toHaveValue('50000');

    await user.clear(input('Monthly Rent'));
    await user.type(input('Monthly Rent'), '27000');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(screen.getByRole('button', { name: 'Update Property' }));

    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeInTheDocument();
    const [[path, body] = []] = callsWith(fetchMock, 'PATCH');
    expect(path).toBe('/api/properties/p42');
    expect(body).toMatchObject({
      title: 'Haveli with courtyard',
      purpose: 'rent',
      price: 27_000,
      securityDeposit: 50_000,
      images: ['properties/p42/a.webp', 'https://cdn.example.in/b.jpg'],
      coverImageIndex: 1,
      // The checklist keeps amenities it does not offer.
      amenities: ['lift', 'parking'],
      details: { bedrooms: 3, furnishing: 'semi-furnished', furnishingDetails: { fans: 4, sofa: true } },
      termsAccepted: true,
    });
    expect(callsWith(fetchMock, 'POST')).toHaveLength(0);

    answer.resolve(jsonResponse({ id: 'p42' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thank You!' });
    expect(within(dialog).getByText('Property updated successfully!')).toBeInTheDocument();
    expect(storedDraft('edit:p42')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'View Your Property' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/property/p42'));
  });

  it('treats /list-property/{id} as the edit of that listing', async () => {
    await openWizard(
      '/list-property/p42',
      editApi(() => jsonResponse({ id: 'p42' })),
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Edit Your Property' })).toBeInTheDocument();
    expect(input('Property Title')).toHaveValue('Haveli with courtyard');
  });

  it('shows a skeleton while the listing loads', async () => {
    const answer = deferred<Response>();
    stubApi({ '/api/me': signedIn, '/api/properties/p42/edit': () => answer.promise });
    renderApp('/edit-property/p42');

    expect(await screen.findByRole('status', { name: 'Loading your property' })).toBeInTheDocument();
    answer.resolve(jsonResponse(stored()));
    expect(await screen.findByRole('form', { name: 'Edit property' })).toBeInTheDocument();
  });

  it('restores an unsaved edit of the same listing over the stored one', async () => {
    seedDraft({ ...completeListing(), title: 'Haveli, freshly painted' }, 1, 'edit:p42');
    await openWizard(
      '/edit-property/p42',
      editApi(() => jsonResponse({ id: 'p42' })),
    );

    expect(screen.getByText('Draft restored')).toBeInTheDocument();
    expect(input('Property Title')).toHaveValue('Haveli, freshly painted');
  });

  it('says Property Not Found for a missing listing, with a way back', async () => {
    seedDraft(completeListing(), 2, 'edit:gone');
    stubApi({
      '/api/me': signedIn,
      '/api/properties/gone/edit': () => errorResponse(404, 'NOT_FOUND', 'Property not found'),
    });
    renderApp('/edit-property/gone');

    expect(await screen.findByRole('heading', { name: 'Property Not Found' })).toBeInTheDocument();
    expect(await screen.findByText('Property not found. It may have been deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Properties' })).toHaveAttribute('href', '/my-properties');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(storedDraft('edit:gone')).toBeNull();
  });

  it("refuses someone else's listing", async () => {
    stubApi({
      '/api/me': signedIn,
      '/api/properties/p9/edit': () => errorResponse(403, 'FORBIDDEN', 'Not your property'),
    });
    renderApp('/edit-property/p9');

    expect(await screen.findByRole('heading', { name: 'Not Your Listing' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    let calls = 0;
    stubApi({
      '/api/me': signedIn,
      '/api/properties/p42/edit': () => {
        calls += 1;
        return calls === 1 ? errorResponse(500, 'INTERNAL', 'Database unavailable') : jsonResponse(stored());
      },
    });
    const { user } = renderApp('/edit-property/p42');

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getAllByText('Failed to load property data for editing').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Edit property' })).toBeInTheDocument();
  });

  it('shows the update failure in the spec words', async () => {
    seedDraft({ ...completeListing(), termsAccepted: true }, 5, 'edit:p42');
    const { user } = await openWizard(
      '/edit-property/p42',
      editApi(() => errorResponse(503, 'INTERNAL', 'Unavailable')),
    );

    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    expect(await screen.findByText('Failed to update property. Please try again.')).toBeInTheDocument();
  });
});
