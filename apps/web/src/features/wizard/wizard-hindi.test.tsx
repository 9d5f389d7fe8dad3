import { LISTING_MESSAGES } from '@aangan/domain';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, signedIn, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';
import { completeListing, imageFile, openWizard, seedDraft, stepHeading, stubUploads } from './test-utils';

beforeEach(() => localStorage.clear());

const openInHindi = (path = '/list-property') => openWizard(path, {}, { locale: 'hi' });

describe('the listing wizard in Hindi', () => {
  it('asks step 1 in Hindi and says what is missing in Hindi after a failed Next', async () => {
    const { user } = await openInHindi();

    expect(screen.getByRole('heading', { level: 1, name: 'अपनी प्रॉपर्टी लिस्ट करें' })).toBeInTheDocument();
    expect(stepHeading('बुनियादी जानकारी')).toBeInTheDocument();
    expect(screen.getByText('चरण 1 / 5')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'बेचें' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'प्रॉपर्टी का उप-प्रकार' })).toHaveTextContent('उप-प्रकार चुनें');

    await user.click(screen.getByRole('button', { name: 'आगे' }));

    expect(await screen.findByText('प्रॉपर्टी का शीर्षक ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('प्रॉपर्टी का उप-प्रकार ज़रूरी है')).toBeInTheDocument();
    expect(screen.queryByText('Property title is required')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'प्रॉपर्टी का शीर्षक' })).toHaveFocus();
  });

  it('says a number rule’s limit in Hindi', async () => {
    seedDraft(completeListing({ bedrooms: '0' }), 3);
    const { user } = await openInHindi();
    expect(stepHeading('प्रॉपर्टी प्रोफ़ाइल')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'आगे' }));

    expect(await screen.findByText('बेडरूम कम से कम 1 होना चाहिए')).toBeInTheDocument();
  });

  it('labels the rent step in Hindi and writes the typed rent in lakh', async () => {
    seedDraft(completeListing({ purpose: 'rent', price: '' }), 5);
    const { user } = await openInHindi();

    expect(stepHeading('अतिरिक्त जानकारी')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'बिजली' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'एग्रीमेंट की अवधि' })).toHaveTextContent('1 साल');
    expect(screen.getByRole('radio', { name: 'कवर्ड' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'प्रॉपर्टी लिस्ट करें' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'मासिक किराया' }), '8500000');

    expect(screen.getByRole('textbox', { name: 'कीमत शब्दों में' })).toHaveValue('₹85.00 लाख');
  });

  it('asks for the terms in Hindi when the last step is sent without them', async () => {
    seedDraft(completeListing(), 5);
    const { user } = await openInHindi();

    await user.click(screen.getByRole('button', { name: 'प्रॉपर्टी लिस्ट करें' }));

    expect(await screen.findByText('नियम व शर्तें स्वीकार करना ज़रूरी है')).toBeInTheDocument();
    expect(screen.getAllByText('आगे बढ़ने के लिए नियम व शर्तें और गोपनीयता नीति स्वीकार करें').length).toBeGreaterThan(0);
  });

  it('refuses a picture that is too large in Hindi', async () => {
    const uploads = stubUploads();
    seedDraft(completeListing({ images: [] }), 4);
    const { user } = await openInHindi();
    expect(stepHeading('फ़ोटो अपलोड')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('फ़ोटो अपलोड करें'), imageFile('villa.jpg', 5 * 1024 * 1024 + 1));

    expect(await screen.findByText('फ़ाइल villa.jpg बहुत बड़ी है (ज़्यादा से ज़्यादा 5MB)')).toBeInTheDocument();
    expect(screen.getByText('कृपया फ़ोटो को छोटा (कंप्रेस) करें या कोई छोटी फ़ोटो चुनें।')).toBeInTheDocument();
    expect(screen.getByText('कम से कम एक फ़ोटो जोड़ें। पहली फ़ोटो कवर बनती है।')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it('places the server’s field message under its input in Hindi', async () => {
    seedDraft(completeListing({ termsAccepted: true }), 5);
    const fields = { 'location.pincode': LISTING_MESSAGES.pincodeLeadingZero };
    const { user } = await openWizard(
      '/list-property',
      { '/api/properties': () => jsonResponse({ error: { code: 'BAD_REQUEST', message: 'Invalid', fields } }, 400) },
      { locale: 'hi' },
    );

    await user.click(screen.getByRole('button', { name: 'प्रॉपर्टी लिस्ट करें' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'लोकेशन की जानकारी' })).toBeInTheDocument();
    expect(screen.getByText('पिन कोड 0 से शुरू नहीं हो सकता')).toBeInTheDocument();
    expect(screen.getByText('त्रुटि')).toBeInTheDocument();
    expect(screen.getByText('प्रॉपर्टी लिस्ट नहीं हो सकी। कृपया फिर से कोशिश करें।')).toBeInTheDocument();
  });

  it('says in Hindi that the listing to edit is gone', async () => {
    stubApi({
      '/api/me': signedIn,
      '/api/properties/gone/edit': () => errorResponse(404, 'NOT_FOUND', 'Property not found'),
    });
    renderApp('/edit-property/gone', { locale: 'hi' });

    expect(await screen.findByRole('heading', { name: 'प्रॉपर्टी नहीं मिली' })).toBeInTheDocument();
    expect(await screen.findByText('प्रॉपर्टी नहीं मिली। शायद इसे डिलीट कर दिया गया है।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मेरी प्रॉपर्टी पर लौटें' })).toHaveAttribute('href', '/hi/my-properties');
  });
});
