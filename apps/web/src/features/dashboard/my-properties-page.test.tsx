import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';
import { card, myPropertiesAnswer, openDashboard, SLOW, sampleListings, statValue, stubDashboard } from './test-utils';

// Whole-app renders with a lazy route: give a busy machine room.
describe('MyPropertiesPage', () => {
  it('shows every listing as a card with its facts, views, date and actions', async () => {
    await openDashboard();

    expect(screen.getByRole('heading', { level: 1, name: 'My Properties' })).toBeInTheDocument();
    expect(document.title).toBe('My Properties · Aangan');
    expect(screen.getAllByRole('article')).toHaveLength(3);

    const haveli = card('Haveli with courtyard');
    expect(within(haveli).getByRole('link', { name: 'Haveli with courtyard' })).toHaveAttribute(
      'href',
      '/property/haveli',
    );
    expect(haveli).toHaveTextContent('₹25,000/mo');
    expect(within(haveli).getByText('Junagarh, Bikaner')).toBeInTheDocument();
    expect(within(haveli).getByText('For Rent')).toBeInTheDocument();
    expect(within(haveli).getByText('Not Verified')).toBeInTheDocument();
    expect(within(haveli).getByText('3 BHK · 1,200 sq.ft · Flat/Apartment')).toBeInTheDocument();
    expect(within(haveli).getByText('1 view')).toBeInTheDocument();
    expect(within(haveli).getByText('Listed on 5 Mar 2025')).toBeInTheDocument();
    expect(within(haveli).getByRole('link', { name: /^View/ })).toHaveAttribute('href', '/property/haveli');
    expect(within(haveli).getByRole('link', { name: /^Edit/ })).toHaveAttribute('href', '/edit-property/haveli');
    expect(within(haveli).getByRole('button', { name: 'Delete Haveli with courtyard' })).toBeInTheDocument();

    const flat = card('Sunny corner flat');
    expect(within(flat).getByText('₹45 L')).toBeInTheDocument();
    expect(within(flat).getByText('Verified')).toBeInTheDocument();
    expect(within(flat).getByText('1,204 views')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'List Property' })).toHaveAttribute(
      'href',
      '/list-property',
    );
  });

  it('sums up all listings in the summary panel and counts each tab', async () => {
    await openDashboard();

    expect(statValue('Total Properties')).toBe('3');
    expect(statValue('For Sale')).toBe('1');
    expect(statValue('For Rent')).toBe('1');
    expect(statValue('PG/Co-living')).toBe('1');
    expect(statValue('Total Views')).toBe('1,205');
    expect(statValue('Verified')).toBe('2');

    const tabs = screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-describedby'));
    expect(screen.getAllByRole('tab').map((tab) => tab.firstChild?.textContent)).toEqual([
      'All',
      'For Rent',
      'For Sale',
      'PG/Co-living',
    ]);
    expect(tabs.map((id) => document.getElementById(id ?? '')?.textContent)).toEqual([
      '3 properties',
      '1 property',
      '1 property',
      '1 property',
    ]);
  });

  it('invites a first listing when there are none', async () => {
    stubDashboard([]);
    renderApp('/my-properties');

    expect(
      await screen.findByRole('heading', { name: "You haven't listed any properties yet" }, SLOW),
    ).toBeInTheDocument();
    const links = within(screen.getByRole('main')).getAllByRole('link', { name: 'List Property' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/list-property', '/list-property']);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('shows a loading skeleton, then the cards', async () => {
    stubDashboard(sampleListings());
    renderApp('/my-properties');

    expect(await screen.findByRole('status', { name: 'Loading your properties' }, SLOW)).toBeInTheDocument();
    expect(await screen.findAllByRole('article', {}, SLOW)).toHaveLength(3);
    expect(screen.queryByRole('status', { name: 'Loading your properties' })).not.toBeInTheDocument();
  });

  it('toasts a load failure once, shows an error panel, and Retry loads again', async () => {
    let calls = 0;
    stubDashboard([], {
      list: (url) => {
        calls += 1;
        return calls === 1
          ? errorResponse(500, 'INTERNAL', 'Database unavailable')
          : jsonResponse(myPropertiesAnswer(sampleListings(), url));
      },
    });
    const { user } = renderApp('/my-properties');

    expect(await screen.findByText('Failed to load your properties', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText('Failed to load your properties')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Could not load your properties' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findAllByRole('article', {}, SLOW)).toHaveLength(3);
    expect(calls).toBe(2);
    expect(screen.queryByRole('heading', { name: 'Could not load your properties' })).not.toBeInTheDocument();
  });
});

describe('MyPropertiesPage in Hindi', () => {
  it('shows the dashboard, its cards, prices and dates in Hindi', async () => {
    stubDashboard(sampleListings());
    const { user } = renderApp('/my-properties', { locale: 'hi' });
    await screen.findAllByRole('article', {}, SLOW);

    expect(screen.getByRole('heading', { level: 1, name: 'मेरी प्रॉपर्टी' })).toBeInTheDocument();
    expect(screen.getByText('3 प्रॉपर्टी दिखाई जा रही हैं')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.firstChild?.textContent)).toEqual([
      'सभी',
      'किराये के लिए',
      'बिक्री के लिए',
      'पीजी/को-लिविंग',
    ]);
    expect(screen.getByRole('complementary', { name: 'सारांश' })).toHaveTextContent('कुल प्रॉपर्टी');

    const haveli = card('Haveli with courtyard');
    expect(haveli).toHaveTextContent('₹25,000/माह');
    expect(within(haveli).getByText('वेरिफ़ाइड नहीं')).toBeInTheDocument();
    expect(within(haveli).getByText('1 व्यू')).toBeInTheDocument();
    expect(within(haveli).getByText('5 मार्च 2025 को लिस्ट की गई')).toBeInTheDocument();
    expect(within(haveli).getByRole('link', { name: /^बदलें/ })).toHaveAttribute('href', '/hi/edit-property/haveli');
    expect(within(card('Sunny corner flat')).getByText('₹45 लाख')).toBeInTheDocument();
    expect(within(haveli).getByText('अभी वेरिफ़ाई नहीं हुई है।')).toBeInTheDocument();
    expect(within(haveli).getByRole('button', { name: 'वेरिफ़िकेशन का अनुरोध करें Haveli with courtyard' })).toBeVisible();

    await user.click(within(haveli).getByRole('button', { name: 'डिलीट करें Haveli with courtyard' }));
    expect(await screen.findByRole('dialog', { name: 'क्या आप पक्का करना चाहते हैं?' })).toHaveTextContent(
      'इससे "Haveli with courtyard" और उसकी फ़ोटो हमेशा के लिए डिलीट हो जाएँगी।',
    );
  });
});
