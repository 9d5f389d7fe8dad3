import type { Place } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guest, jsonResponse, stubApi } from '../../test/api-stub';
import { makeProperty } from '../../test/factories';
import { renderApp } from '../../test/render-app';

function listings(count: number, total = count) {
  const items = Array.from({ length: count }, (_, index) =>
    makeProperty({ id: `p${index}`, title: `Listing ${index}` }),
  );
  return { items, total, totalCapped: false, page: 1, limit: 12 };
}

const TOP_CITIES = { cities: [{ name: 'Bikaner', slug: 'bikaner', count: 120 }] };

function stubHome(total = 24) {
  return stubApi({
    '/api/me': guest,
    '/api/properties/stats': () => jsonResponse({ total: 1250 }),
    '/api/properties': () => jsonResponse(listings(Math.min(total, 12), total)),
    '/api/places/top-cities': () => jsonResponse(TOP_CITIES),
  });
}

describe('the home page in Hindi (/hi)', () => {
  it('shows the hero, its search and the home blocks in Hindi, its links staying in Hindi', async () => {
    stubHome();
    renderApp('/', { locale: 'hi' });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('वह जगह खोजें जिसे आप घर कह सकें');
    expect(await screen.findByText('1,250+ प्रॉपर्टी')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'सभी प्रॉपर्टी' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'प्रॉपर्टी की श्रेणियाँ' }));
    expect(tabs.getByRole('link', { name: 'किराया' })).toHaveAttribute('href', '/hi/rent');
    expect(document.title).toBe('भारत का प्रॉपर्टी बाज़ार · Aangan');

    const search = within(screen.getByRole('search', { name: 'प्रॉपर्टी खोजें' }));
    expect(search.getByLabelText<HTMLInputElement>('जगह या प्रोजेक्ट से खोजें').placeholder).toBe(
      'शहर, इलाका, लैंडमार्क या प्रोजेक्ट लिखें',
    );
    expect(search.getByRole('button', { name: 'खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'प्रॉपर्टी पोस्ट करें' })).toHaveAttribute('href', '/hi/list-property');

    await screen.findAllByRole('article');
    expect(screen.getByRole('button', { name: 'सभी प्रॉपर्टी देखें' })).toBeInTheDocument();
    const tiles = within(screen.getByRole('region', { name: 'आप क्या खोज रहे हैं?' }));
    expect(tiles.getByRole('link', { name: /किराये पर घर/ })).toHaveAttribute('href', '/hi/rent');
    expect(screen.getByRole('region', { name: 'Aangan ही क्यों चुनें' })).toHaveTextContent('सत्यापित लिस्टिंग');
    expect(screen.getByRole('region', { name: 'प्रॉपर्टी अलर्ट पाएँ' })).toBeInTheDocument();
    const cities = within(await screen.findByRole('region', { name: 'लोकप्रिय शहर' }));
    expect(cities.getByText('120 प्रॉपर्टी')).toBeInTheDocument();
    expect(cities.getByRole('link', { name: 'Bikaner में किराये पर' })).toHaveAttribute('href', '/hi/rent/bikaner');
    expect(screen.getByRole('navigation', { name: 'लोकप्रिय शहर' })).toHaveTextContent('Bikaner में किराये पर');
  });

  it('titles a tab in Hindi and hints without the city on Buy', async () => {
    stubHome();
    renderApp('/buy', { locale: 'hi' });
    expect(await screen.findByRole('heading', { name: 'बिक्री के लिए प्रॉपर्टी' })).toBeInTheDocument();
    expect(screen.getByLabelText<HTMLInputElement>('जगह या प्रोजेक्ट से खोजें').placeholder).toBe(
      'इलाका, लैंडमार्क या प्रोजेक्ट लिखें',
    );
  });

  it('opens the Advanced Filters in Hindi, with prices in lakhs and crores', async () => {
    stubHome();
    const { user } = renderApp('/', { locale: 'hi' });
    await screen.findAllByRole('article');

    await user.click(screen.getByRole('button', { name: 'फ़िल्टर' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'एडवांस फ़िल्टर' }));
    expect(dialog.getByRole('region', { name: 'श्रेणी' })).toBeInTheDocument();
    expect(dialog.getByRole('heading', { name: 'बजट' })).toBeInTheDocument();
    expect(dialog.getByRole('slider', { name: 'न्यूनतम बजट' })).toHaveAttribute('aria-valuetext', '₹5 लाख');
    expect(dialog.getByRole('slider', { name: 'अधिकतम बजट' })).toHaveAttribute('aria-valuetext', '₹5 करोड़+');
    expect(dialog.getByRole('slider', { name: 'अधिकतम क्षेत्रफल' })).toHaveAttribute('aria-valuetext', '5,000 वर्ग फ़ुट+');
    expect(dialog.getByRole('button', { name: 'किराया' })).toHaveAttribute('aria-pressed', 'false');
    expect(dialog.getByRole('button', { name: 'आवासीय' })).toHaveAttribute('aria-pressed', 'true');
    expect(dialog.getByRole('group', { name: 'फ़र्निशिंग' })).toHaveTextContent('सेमी-फ़र्निश्ड');
    expect(dialog.getByRole('button', { name: 'लागू करें' })).toBeInTheDocument();
  });

  it('counts the results with a Hindi plural, and shows the search bar, chips and sort in Hindi', async () => {
    stubHome();
    const { user } = renderApp('/?view=all&bedrooms=2&furnishing=semi-furnished&maxPrice=5000000', { locale: 'hi' });

    expect(await screen.findByRole('heading', { name: 'प्रॉपर्टी खोजें' })).toBeInTheDocument();
    expect(await screen.findByText('24 प्रॉपर्टी मिलीं')).toBeInTheDocument();
    const chips = within(screen.getByRole('list', { name: 'लगाए गए फ़िल्टर' }));
    expect(chips.getAllByRole('button').map((chip) => chip.getAttribute('aria-label'))).toEqual([
      '2 BHK हटाएँ',
      'सेमी-फ़र्निश्ड हटाएँ',
      '₹5 लाख – ₹50 लाख हटाएँ',
    ]);
    const budget = screen.getByRole('combobox', { name: 'बजट' });
    expect(within(budget).getByRole('option', { name: 'कोई भी बजट' })).toBeInTheDocument();
    expect(within(budget).getByRole('option', { name: '₹25 लाख – ₹50 लाख' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'बेडरूम' })).getByRole('option', { name: 'कोई भी BHK' }),
    ).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'क्रम से लगाएँ' });
    expect(within(sort).getByRole('option', { name: 'सबसे नए पहले' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'और फ़िल्टर' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'और फ़िल्टर' }));
    expect(sheet.getByRole('button', { name: 'सब हटाएँ' })).toBeInTheDocument();
    expect(sheet.getByRole('button', { name: 'फ़िल्टर लागू करें' })).toBeInTheDocument();
  });

  it('says one property in the singular', async () => {
    stubHome(1);
    renderApp('/?view=all', { locale: 'hi' });
    expect(await screen.findByText('1 प्रॉपर्टी मिली')).toBeInTheDocument();
  });

  it('says none were found in Hindi', async () => {
    stubHome(0);
    renderApp('/?view=all&bedrooms=5', { locale: 'hi' });
    expect(await screen.findByRole('heading', { name: 'कोई प्रॉपर्टी नहीं मिली' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फ़िल्टर रीसेट करें' })).toBeInTheDocument();
  });
});

const PLACE: Place = {
  segment: 'rent',
  city: { name: 'Bikaner', slug: 'bikaner' },
  locality: { name: 'Sadul Ganj', slug: 'sadul-ganj' },
  count: 24,
  countCapped: false,
  localities: [
    { name: 'Sadul Ganj', slug: 'sadul-ganj', count: 24, countCapped: false },
    { name: 'Rani Bazar', slug: 'rani-bazar', count: 1, countCapped: false },
  ],
  segments: [
    { segment: 'buy', count: 3, countCapped: false },
    { segment: 'rent', count: 24, countCapped: false },
    { segment: 'pg', count: 0, countCapped: false },
    { segment: 'commercial', count: 0, countCapped: false },
  ],
};

describe('a place page in Hindi (/hi/rent/bikaner/sadul-ganj)', () => {
  it('shows the heading, count, breadcrumbs and links in Hindi', async () => {
    stubApi({
      '/api/me': guest,
      '/api/places/rent/bikaner/sadul-ganj': () => jsonResponse(PLACE),
      '/api/properties': () => jsonResponse(listings(12, 24)),
      '/api/places/top-cities': () => jsonResponse(TOP_CITIES),
    });
    renderApp('/rent/bikaner/sadul-ganj', { locale: 'hi' });

    expect(
      await screen.findByRole('heading', { name: 'Sadul Ganj, Bikaner में किराये के लिए फ़्लैट और मकान', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Aangan पर किराये के लिए 24 प्रॉपर्टी लिस्टेड हैं')).toBeInTheDocument();

    const crumbs = within(screen.getByRole('navigation', { name: 'आप यहाँ हैं' }));
    expect(crumbs.getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/hi');
    expect(crumbs.getByRole('link', { name: 'Bikaner' })).toHaveAttribute('href', '/hi/rent/bikaner');

    const more = within(screen.getByRole('navigation', { name: 'Sadul Ganj में और' }));
    expect(more.getByText('Sadul Ganj में यह भी:')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sadul Ganj में लिस्टिंग' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('24 प्रॉपर्टी मिलीं')).toBeInTheDocument());

    const localities = within(screen.getByRole('region', { name: 'Bikaner के इलाके' }));
    expect(localities.getByRole('link', { name: 'Rani Bazar, 1 लिस्टिंग' })).toHaveAttribute(
      'href',
      '/hi/rent/bikaner/rani-bazar',
    );
  });

  it('says when nothing is listed there', async () => {
    stubApi({
      '/api/me': guest,
      '/api/places/pg/bikaner': () =>
        jsonResponse({ ...PLACE, segment: 'pg', locality: null, count: 0, localities: [] }),
      '/api/properties': () => jsonResponse(listings(0)),
      '/api/places/top-cities': () => jsonResponse(TOP_CITIES),
    });
    renderApp('/pg/bikaner', { locale: 'hi' });
    expect(await screen.findByRole('heading', { name: 'Bikaner में पीजी आवास', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Aangan पर कोई पीजी आवास लिस्ट नहीं है')).toBeInTheDocument();
  });
});
