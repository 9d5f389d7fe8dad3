import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse } from '../../test/api-stub';
import { callsWith, completeListing, openWizard, seedDraft, storedDraft } from './test-utils';

beforeEach(() => localStorage.clear());

type Handler = () => Response | Promise<Response>;

/** The wizard on its last step with a complete listing, POST answered by `onPost`. */
async function openLastStep(onPost: Handler, overrides: Parameters<typeof completeListing>[0] = {}) {
  seedDraft(completeListing(overrides), 5);
  return openWizard('/list-property', {
    '/api/properties': (_url, init) => (init.method === 'POST' ? onPost() : jsonResponse({ items: [], total: 0 })),
  });
}

describe('submitting a new listing', () => {
  it('asks for the terms first, with the spec toast, and sends nothing', async () => {
    const { user, fetchMock } = await openLastStep(() => jsonResponse({ id: 'new-1' }, 201));

    await user.click(screen.getByRole('button', { name: 'List Property' }));

    expect(await screen.findByText('Terms & Conditions Required')).toBeInTheDocument();
    expect(
      screen.getAllByText('You must accept the Terms & Conditions and Privacy Policy to proceed').length,
    ).toBeGreaterThan(0);
    const terms = screen.getByRole('checkbox', { name: /I agree to the/ });
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveFocus();
    expect(callsWith(fetchMock, 'POST')).toHaveLength(0);
  });

  it('posts the listing, shows Submitting..., then the Thank You dialog; Return to Home opens My Properties', async () => {
    const answer = deferred<Response>();
    const { user, fetchMock, router } = await openLastStep(() => answer.promise);

    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(screen.getByRole('button', { name: 'List Property' }));

    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    const [[path, body] = []] = callsWith(fetchMock, 'POST');
    expect(path).toBe('/api/properties');
    expect(body).toMatchObject({
      title: 'Sunny 2 BHK near Junagarh',
      purpose: 'sell',
      type: 'residential',
      subType: 'flat',
      price: 4_500_000,
      priceNegotiable: false,
      images: ['properties/abc/detail.webp'],
      coverImageIndex: 0,
      location: {
        city: 'Bikaner',
        locality: 'Rani Bazar',
        subLocality: null,
        society: null,
        address: '12 Station Road',
        pincode: '334001',
      },
      details: {
        bedrooms: 2,
        bathrooms: 2,
        plotArea: 0,
        builtUpArea: 1100,
        carpetArea: 950,
        totalFloors: 4,
        floorNumber: 2,
        furnishing: 'unfurnished',
        age: '0-1',
        facing: 'east',
        parking: 'none',
      },
      termsAccepted: true,
    });
    // A sale has no rent terms to send.
    expect(body).not.toHaveProperty('securityDeposit');
    expect(body).not.toHaveProperty('tenantPreference');

    answer.resolve(jsonResponse({ id: 'new-1' }, 201));
    const dialog = await screen.findByRole('dialog', { name: 'Thank You!' });
    expect(within(dialog).getByText('Property listed successfully!')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(storedDraft()).toBeNull();

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Thank You!' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Return to Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-properties'));
  });

  it('View Your Property opens the new listing', async () => {
    const { user, router } = await openLastStep(() => jsonResponse({ id: 'new-7' }, 201), { termsAccepted: true });

    await user.click(screen.getByRole('button', { name: 'List Property' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thank You!' });
    await user.click(within(dialog).getByRole('button', { name: 'View Your Property' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/property/new-7'));
  });

  it('sends the rent terms of a rent listing', async () => {
    const { user, fetchMock } = await openLastStep(() => jsonResponse({ id: 'r1' }, 201), {
      purpose: 'rent',
      price: '18000',
      securityDeposit: '36000',
      tenantPreference: 'family',
      termsAccepted: true,
    });

    await user.click(screen.getByRole('checkbox', { name: 'Water' }));
    await user.click(screen.getByRole('button', { name: 'List Property' }));
    await screen.findByRole('dialog', { name: 'Thank You!' });

    const [[, body] = []] = callsWith(fetchMock, 'POST');
    expect(body).toMatchObject({
      purpose: 'rent',
      price: 18_000,
      securityDeposit: 36_000,
      tenantPreference: 'family',
      additionalCharges: { electricity: false, water: true, maintenance: false },
      agreementType: 'any',
      brokerAllowed: true,
      termsAndConditions: { agreementDuration: 12, noticePeriod: 1 },
    });
  });

  it('returns to the step of the first problem when submit finds one there', async () => {
    const { user, fetchMock } = await openLastStep(() => jsonResponse({ id: 'x' }, 201), {
      images: [],
      termsAccepted: true,
    });

    await user.click(screen.getByRole('button', { name: 'List Property' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Media Upload' })).toBeInTheDocument();
    expect(screen.getAllByText('At least one property image is required').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose Images' })).toHaveFocus());
    expect(callsWith(fetchMock, 'POST')).toHaveLength(0);
  });

  it("puts the server's field error under its input on its step", async () => {
    const { user } = await openLastStep(
      () =>
        jsonResponse(
          {
            error: {
              code: 'BAD_REQUEST',
              message: 'Please check location.pincode.',
              fields: { 'location.pincode': 'Pin code cannot start with 0' },
            },
          },
          400,
        ),
      { termsAccepted: true },
    );

    await user.click(screen.getByRole('button', { name: 'List Property' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Location Details' })).toBeInTheDocument();
    expect(screen.getByText('Pin code cannot start with 0')).toBeInTheDocument();
    const pincode = screen.getByRole('textbox', { name: 'Pin Code' });
    expect(pincode).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(pincode).toHaveFocus());
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to list property. Please try again.')).toBeInTheDocument();
  });

  it('shows the spec message when saving fails on the server, keeping the form', async () => {
    const { user } = await openLastStep(() => errorResponse(500, 'INTERNAL', 'Something went wrong'), {
      termsAccepted: true,
    });

    await user.click(screen.getByRole('button', { name: 'List Property' }));

    expect(await screen.findByText('Failed to list property. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Thank You!' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List Property' })).toBeInTheDocument();
    expect(storedDraft()).not.toBeNull();
  });
});
