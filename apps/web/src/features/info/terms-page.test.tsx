import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guest, stubApi } from '../../test/api-stub';
import { renderApp, renderInApp } from '../../test/render-app';
import { TermsPage } from './terms-page';

/** The spec's route table (§2 '/terms'), in its order, in the words the page uses. */
const SPEC_SECTIONS = [
  'Listings',
  'Content and moderation',
  'Payment',
  'Lead-based campaigns',
  'Video guidelines',
  'Use of information',
  'Intellectual property',
  'Prohibitions',
  'Third-party links',
  'Disclaimers',
  'Limitation of liability',
  'Termination',
  'Indemnification',
  'Privacy',
  'User terms',
  'Partner terms',
  'Arbitration',
  'Severability',
  'Waiver',
  'Governing law',
  'Jurisdiction',
];

function renderTerms() {
  stubApi({ '/api/me': guest });
  return renderInApp(<TermsPage />);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('TermsPage', () => {
  it('shows the title and all 21 sections as numbered h2 headings, in the spec’s order', () => {
    renderTerms();

    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(document.title).toBe('Terms and Conditions · Aangan');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Bikaner/);
    const headings = within(screen.getByRole('article')).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(
      SPEC_SECTIONS.map((title, index) => `${index + 1}. ${title}`),
    );
  });

  it('links every section from the table of contents to the heading with that id', () => {
    renderTerms();

    const links = within(screen.getByRole('navigation', { name: 'Table of contents' })).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace(/^\d+\.\s*/, ''))).toEqual(SPEC_SECTIONS);
    for (const [index, link] of links.entries()) {
      const href = link.getAttribute('href') ?? '';
      expect(href).toMatch(/^#[a-z-]+$/);
      const target = document.getElementById(href.slice(1));
      expect(target?.tagName).toBe('H2');
      expect(target?.textContent).toBe(`${index + 1}. ${SPEC_SECTIONS[index]}`);
    }
    expect(new Set(links.map((link) => link.getAttribute('href'))).size).toBe(SPEC_SECTIONS.length);
  });

  it('opens with the acceptance box and today’s date as last updated', () => {
    renderTerms();

    const today = new Date().toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    expect(screen.getByText(/^Last updated:/).textContent).toBe(`Last updated: ${today}`);
    const acceptance = screen.getByRole('note', { name: 'Acceptance of terms' });
    expect(acceptance).toHaveTextContent('By accessing or using Aangan, you accept these Terms and Conditions');
    // The box comes before the first section.
    const firstSection = screen.getByRole('heading', { level: 2, name: '1. Listings' });
    expect(acceptance.compareDocumentPosition(firstSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('computes the date when it renders rather than carrying a fixed one', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 0, 5, 10, 0));
    renderTerms();

    expect(screen.getByText(/^Last updated:/).textContent).toBe('Last updated: January 5, 2031');
  });

  it('states the spec’s rules for listings, payment, leads, scraping, age and disputes', () => {
    renderTerms();
    const text = screen.getByRole('article').textContent ?? '';

    expect(text).toContain('hold the rights to all the information');
    expect(text).toContain('only that our in-house team has confirmed the property exists as advertised');
    expect(text).toContain('automated tools with human oversight');
    expect(text).toContain('you may appeal');
    expect(text).toContain('payable 100% in advance');
    expect(text).toContain('Payments are non-refundable');
    expect(text).toContain('same project within 30 days of an earlier one is a duplicate and is not charged');
    expect(text).toMatch(/scrape, crawl or harvest .* automated means/);
    expect(text).toContain('sole arbitrator');
    expect(text).toContain('Arbitration and Conciliation Act, 1996');
    expect(text).toContain('The seat and venue of the arbitration is Bikaner, Rajasthan');
    expect(text).toContain('governed by the laws of India');
    expect(text).toContain('not meant for anyone under 18');
  });

  it('ends with a way to ask questions on the contact page', async () => {
    const { router, user } = renderTerms();

    const questions = screen.getByRole('complementary', { name: 'Questions' });
    await user.click(within(questions).getByRole('link', { name: 'Contact us' }));
    expect(router.state.location.pathname).toBe('/contact');
  });

  it('reads in Hindi at /hi/terms: its title, the acceptance box, the sections and their links', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 0, 5, 10, 0));
    stubApi({ '/api/me': guest });
    renderApp('/terms', { locale: 'hi' });

    expect(await screen.findByRole('heading', { level: 1, name: 'नियम और शर्तें' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText(/^अंतिम अपडेट:/).textContent).toBe('अंतिम अपडेट: 5 जनवरी 2031');
    expect(screen.getByRole('note', { name: 'शर्तों की स्वीकृति' })).toHaveTextContent(
      'आँगन को खोलकर या उसका उपयोग करके आप इन नियमों और शर्तों को स्वीकार करते हैं',
    );
    const contents = screen.getByRole('navigation', { name: 'विषय-सूची' });
    expect(within(contents).getByRole('link', { name: 'मध्यस्थता' })).toHaveAttribute('href', '#arbitration');
    const arbitration = screen.getByRole('heading', { level: 2, name: '17. मध्यस्थता' }).parentElement as HTMLElement;
    expect(arbitration).toHaveTextContent('मध्यस्थता का स्थान (सीट) और कार्यवाही का स्थल बीकानेर, राजस्थान है।');
    expect(within(arbitration).getByRole('link', { name: 'संपर्क पेज' })).toHaveAttribute('href', '/hi/contact');
    const questions = screen.getByRole('complementary', { name: 'सवाल' });
    expect(within(questions).getByRole('link', { name: 'संपर्क करें' })).toHaveAttribute('href', '/hi/contact');
  });
});
