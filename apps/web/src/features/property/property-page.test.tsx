import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, errorResponse, jsonResponse, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';
import { byWholeText, callsTo, detailApi, findTitle, makeDetail } from './test-utils';

const rentListing = () =>
  makeDetail({
    purpose: 'rent',
    price: 18_000,
    securityDeposit: 36_000,
    priceNegotiable: true,
    priceInWords: 'Eighteen Thousand',
    tenantPreference: 'family',
    agreementType: 'company',
    brokerAllowed: false,
    additionalCharges: { electricity: false, water: true, maintenance: true },
    termsAndConditions: { agreementDuration: 12, noticePeriod: 2, brokerAllowed: false },
    amenities: ['lift', 'powerBackup', 'solarPanels'],
    description: 'Bright rooms.\nNear the fort.\n\nFamilies preferred.',
    location: {
      city: 'Bikaner',
      locality: 'Junagarh',
      subLocality: null,
      society: null,
      address: '4 Palace Road',
      pincode: '334001',
      map: null,
      pin: null,
    },
  });

describe('PropertyPage', () => {
  it('shows the title, verified mark, place, detail price with /month and the security line', async () => {
    stubApi(detailApi(rentListing()));
    renderApp('/property/abc');

    const heading = await findTitle();
    expect(document.title).toBe('Sunny 2 BHK near Junagarh · Aangan');
    expect(within(heading.parentElement as HTMLElement).getByRole('button', { name: 'Verified' })).toBeInTheDocument();
    expect(screen.getByText('Junagarh, Bikaner')).toBeInTheDocument();
    expect(screen.getAllByText(byWholeText('₹18.00k/month')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Security: ₹36.00k').length).toBeGreaterThan(0);
    expect(screen.getByText('Eighteen Thousand per month')).toBeInTheDocument();
    expect(screen.getByText('Price negotiable')).toBeInTheDocument();
    expect(screen.getByText(byWholeText('Posted by Ravi Sharma'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save property' })).toBeInTheDocument();
  });

  it('shows a sale price without /month or a deposit, and Not verified to visitors', async () => {
    stubApi(detailApi(makeDetail({ price: 12_500_000, verificationStatus: false })));
    renderApp('/property/abc');

    await findTitle();
    expect(screen.getAllByText('₹1.25 Cr').length).toBeGreaterThan(0);
    expect(screen.queryByText(/\/month/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Security:/)).not.toBeInTheDocument();
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    expect(screen.queryByText(/This property is not verified/)).not.toBeInTheDocument();
  });

  it('has an EMI calculator on a sale listing, under the details, starting from 80% of its price', async () => {
    stubApi(detailApi(makeDetail({ price: 12_500_000 })));
    renderApp('/property/abc');

    await findTitle();
    const calculator = screen.getByRole('region', { name: 'EMI calculator' });
    expect(within(calculator).getByRole('spinbutton', { name: 'Loan amount (₹)' })).toHaveValue(10_000_000);
    expect(within(calculator).getByText('One Crore')).toBeInTheDocument();
    const facts = screen.getByRole('heading', { name: 'Property Details' });
    expect(facts.compareDocumentPosition(calculator) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has no EMI calculator on a rent listing', async () => {
    stubApi(detailApi(rentListing()));
    renderApp('/property/abc');

    await findTitle();
    expect(screen.queryByRole('region', { name: 'EMI calculator' })).not.toBeInTheDocument();
    expect(screen.queryByText(/EMI/)).not.toBeInTheDocument();
  });

  it('words the details, amenities and terms in their tabs', async () => {
    stubApi(detailApi(rentListing()));
    const { user } = renderApp('/property/abc');

    await findTitle();
    expect(screen.getByRole('heading', { name: 'Property Details' })).toBeInTheDocument();
    const details = screen.getByRole('tabpanel', { name: 'Details' });
    const factValue = (label: string) => within(details).getByText(label).nextElementSibling?.textContent;
    expect(factValue('Property type')).toBe('Residential · Flat/Apartment');
    expect(factValue('Bedrooms')).toBe('3 BHK');
    expect(factValue('Carpet area')).toBe('1,200 sq.ft');
    expect(factValue('Floor')).toBe('2 of 4');
    expect(factValue('Furnishing')).toBe('Semi-furnished');
    expect(factValue('Preferred tenants')).toBe('Family');
    expect(factValue('Posted on')).toBe('10 Jan 2025');

    await user.click(screen.getByRole('tab', { name: 'Amenities' }));
    const amenities = screen.getByRole('tabpanel', { name: 'Amenities' });
    expect(
      within(amenities)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lift', 'Power Backup', 'Solar panels']);

    await user.click(screen.getByRole('tab', { name: 'Terms' }));
    const terms = screen.getByRole('tabpanel', { name: 'Terms' });
    expect(within(terms).getByText('Company Lease Agreement')).toBeInTheDocument();
    expect(within(terms).getByText('1 year')).toBeInTheDocument();
    expect(within(terms).getByText('2 months')).toBeInTheDocument();
    expect(within(terms).getByText('Not allowed')).toBeInTheDocument();
    expect(
      within(terms).getByText('Electricity charged extra; water and maintenance included in rent'),
    ).toBeInTheDocument();
  });

  it('says so when a listing has no amenities or terms', async () => {
    stubApi(detailApi(makeDetail({ amenities: [], priceNegotiable: false })));
    const { user } = renderApp('/property/abc');

    await findTitle();
    await user.click(screen.getByRole('tab', { name: 'Amenities' }));
    expect(screen.getByText('No amenities listed')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Terms' }));
    expect(screen.getByText('The poster has not set any terms for this property.')).toBeInTheDocument();
  });

  it('keeps the description line breaks as text, never as HTML', async () => {
    const description = 'Bright rooms.\nNear the fort.\n<b>Not bold</b>';
    stubApi(detailApi(makeDetail({ description })));
    renderApp('/property/abc');

    await findTitle();
    const card = screen.getByRole('heading', { name: 'Description' }).parentElement as HTMLElement;
    const text = within(card).getByText(/Bright rooms\./);
    expect(text.textContent).toBe(description);
    expect(text.className).toContain('whitespace-pre-line');
    expect(text.querySelector('b')).toBeNull();
  });

  it('shows a skeleton while the listing loads', async () => {
    const answer = deferred<Response>();
    stubApi(detailApi(makeDetail(), { '/api/properties/abc': () => answer.promise }));
    renderApp('/property/abc');

    expect(await screen.findByText('Loading property details')).toBeInTheDocument();
    answer.resolve(jsonResponse(makeDetail()));
    await findTitle();
    expect(screen.queryByText('Loading property details')).not.toBeInTheDocument();
  });

  it('shows Property Not Found with a way home for a 404', async () => {
    stubApi(
      detailApi(makeDetail(), {
        '/api/properties/abc': () => errorResponse(404, 'NOT_FOUND', 'Property not found. It may have been deleted.'),
      }),
    );
    const { router, user } = renderApp('/property/abc');

    expect(await screen.findByRole('heading', { level: 1, name: 'Property Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The property you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(document.title).toBe('Property Not Found · Aangan');
    expect(screen.queryByText('Could not load property details.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('toasts once on any other failure and loads again on Retry', async () => {
    let attempts = 0;
    stubApi(
      detailApi(makeDetail(), {
        '/api/properties/abc': () => {
          attempts += 1;
          return attempts === 1 ? errorResponse(500, 'INTERNAL', 'Database down') : jsonResponse(makeDetail());
        },
      }),
    );
    const { user } = renderApp('/property/abc');

    expect(await screen.findByText('Could not load property details.')).toBeInTheDocument();
    expect(screen.getAllByText('Error')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await findTitle();
    expect(attempts).toBe(2);
  });

  it('records one view when someone else opens the listing', async () => {
    const fetchMock = stubApi(detailApi(makeDetail({ views: 7 })));
    renderApp('/property/abc');

    await findTitle();
    await waitFor(() => expect(callsTo(fetchMock, '/api/properties/abc/views', 'POST')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(fetchMock, '/api/properties/abc/views', 'POST')).toHaveLength(1);
    expect(callsTo(fetchMock, '/api/properties/abc/inquiries')).toHaveLength(0);
    expect(screen.queryByText('Property Views')).not.toBeInTheDocument();
  });

  it('only logs a failed view recording', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi(detailApi(makeDetail(), { '/api/properties/abc/views': () => errorResponse(500, 'INTERNAL', 'Down') }));
    renderApp('/property/abc');

    await findTitle();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Could not record the property view.', expect.anything()));
    expect(screen.queryByText('Down')).not.toBeInTheDocument();
  });

  it('shows the poster their views, contact reveals, Edit and the verification notice, recording nothing', async () => {
    const mine = makeDetail({ views: 3, verificationStatus: false, viewer: { isOwner: true } });
    const fetchMock = stubApi(
      detailApi(mine, {
        '/api/properties/abc/inquiries': () => jsonResponse({ viewCount: 42, contactRevealCount: 5 }),
      }),
    );
    renderApp('/property/abc');

    await findTitle();
    const views = await screen.findByText('Property Views');
    await waitFor(() => expect(views.parentElement?.textContent).toContain('42'));
    expect(screen.getByText('Contact details viewed').parentElement?.textContent).toContain('5');
    expect(
      screen.getByText('This property is not verified. Please contact our team to verify this property.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact our team' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Edit Property' })).toHaveAttribute('href', '/edit-property/abc');
    // The same labelled pill visitors see, not a lone icon.
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Call Now' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/properties/abc/views', 'POST')).toHaveLength(0);
  });

  it("shows the listing's own count while the poster's counts load, and no notice once verified", async () => {
    const counts = deferred<Response>();
    stubApi(
      detailApi(makeDetail({ views: 3, viewer: { isOwner: true } }), {
        '/api/properties/abc/inquiries': () => counts.promise,
      }),
    );
    renderApp('/property/abc');

    const views = await screen.findByText('Property Views');
    expect(views.parentElement?.textContent).toContain('3');
    expect(screen.queryByText(/This property is not verified/)).not.toBeInTheDocument();
    counts.resolve(jsonResponse({ viewCount: 4, contactRevealCount: 0 }));
    await waitFor(() => expect(views.parentElement?.textContent).toContain('4'));
  });
});
