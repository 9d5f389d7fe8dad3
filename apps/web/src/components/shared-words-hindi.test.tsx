import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guest, stubApi } from '../test/api-stub';
import { makeProperty } from '../test/factories';
import { renderApp, renderInApp } from '../test/render-app';
import { ListingCard } from './listing-card/listing-card';
import { Pager } from './pager';
import { SafetyNotice } from './safety-notice';
import { TermsConsentText } from './terms-consent-text';

describe('the shared parts in Hindi', () => {
  it('answers an unknown Hindi address with the Hindi not-found page, its way home staying in Hindi', async () => {
    stubApi({ '/api/me': guest });
    renderApp('/no/such/page', { locale: 'hi' });
    expect(await screen.findByRole('heading', { name: 'ओह! पेज नहीं मिला', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('पेज नहीं मिला · Aangan');
    expect(screen.getByRole('link', { name: 'होम पर लौटें' })).toHaveAttribute('href', '/hi');
    expect(screen.getByRole('button', { name: 'सब्सक्राइब करें' })).toBeInTheDocument();
  });

  it('pages, warns and asks consent in Hindi, the legal pages opening in Hindi', () => {
    stubApi({ '/api/me': guest });
    renderInApp(
      <>
        <Pager page={2} pages={5} onPage={() => {}} />
        <SafetyNotice />
        <TermsConsentText />
      </>,
      { locale: 'hi' },
    );
    expect(screen.getByRole('navigation', { name: 'पेज' })).toHaveTextContent('पेज 2 / 5');
    expect(screen.getByRole('button', { name: 'पिछला' })).toBeEnabled();
    expect(screen.getByRole('complementary', { name: 'सुरक्षा' })).toHaveTextContent('कभी भी टोकन या एडवांस न दें');
    expect(screen.getByRole('link', { name: 'नियम व शर्तों' })).toHaveAttribute('href', '/hi/terms');
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/hi/privacy-policy');
  });

  it('shows a card’s price, purpose, verification and key facts in Hindi', () => {
    stubApi({ '/api/me': guest });
    renderInApp(<ListingCard property={makeProperty({ purpose: 'rent', price: 18_500, verificationStatus: true })} />, {
      locale: 'hi',
    });
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('₹18,500/माह');
    expect(card).toHaveTextContent('किराये के लिए');
    expect(card).toHaveTextContent('सत्यापित');
    expect(card).toHaveTextContent('3 BHK · 1,200 वर्ग फ़ुट · फ़्लैट/अपार्टमेंट');
  });
});
