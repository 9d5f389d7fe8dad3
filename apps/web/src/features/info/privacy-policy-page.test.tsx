import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_PHONE, OFFICE_ADDRESS, SUPPORT_EMAIL } from '../../lib/site';
import { guest, stubApi } from '../../test/api-stub';
import { renderApp, renderInApp } from '../../test/render-app';
import { PrivacyPolicyPage } from './privacy-policy-page';

function renderPrivacy() {
  stubApi({ '/api/me': guest });
  return renderInApp(<PrivacyPolicyPage />);
}

/** The section whose h2 has this title (a number in front). */
function section(title: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\. ${title}$`) });
  return heading.closest('section') as HTMLElement;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('PrivacyPolicyPage', () => {
  it('shows the title and its sections, each reachable from the table of contents', () => {
    renderPrivacy();

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(document.title).toBe('Privacy Policy · Aangan');
    const headings = within(screen.getByRole('article')).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent?.replace(/^\d+\.\s*/, ''))).toEqual([
      'Information we collect',
      'How we use your information',
      'Who we share it with',
      'Where your data is stored',
      'How long we keep it',
      'How we protect it',
      'Cookies',
      'Your rights and choices',
      'Children',
      'Changes to this policy',
      'Grievance officer',
    ]);
    const links = within(screen.getByRole('navigation', { name: 'Table of contents' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(headings.map((heading) => `#${heading.id}`));
  });

  it('shows today’s date as last updated, in long US form', () => {
    renderPrivacy();

    const today = new Date().toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    expect(screen.getByText(/^Last updated:/).textContent).toBe(`Last updated: ${today}`);
  });

  it('reads the date at render time', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 9, 30));
    renderPrivacy();

    expect(screen.getByText(/^Last updated:/).textContent).toBe('Last updated: November 22, 2026');
    expect(screen.getByText('November 22, 2026')).toHaveAttribute('datetime', '2026-11-22');
  });

  it('names every kind of data the spec lists, who receives it, and the user’s rights', () => {
    renderPrivacy();

    const collected = section('Information we collect');
    for (const kind of [
      'Personal details',
      'Property details',
      'Identification documents',
      'Payment details',
      'Communications',
      'Voice recordings',
      'Usage',
      'Technical data',
      'Location',
      'Cookies',
      'App permissions',
      'Data from partners and third-party logins',
    ]) {
      expect(within(collected).getByText(`${kind}:`)).toBeInTheDocument();
    }
    expect(collected).toHaveTextContent('third-party payment services');
    expect(collected).toHaveTextContent('city, region and country');

    const shared = section('Who we share it with');
    for (const recipient of [
      'Service providers',
      'Other users',
      'Banks and lenders',
      'Partner platforms',
      'Legal authorities and advisers',
    ]) {
      expect(within(shared).getByText(`${recipient}:`)).toBeInTheDocument();
    }

    const rights = section('Your rights and choices');
    for (const right of ['Access', 'Correct', 'Erase', 'Withdraw consent', 'Opt out of promotions']) {
      expect(within(rights).getByText(`${right}:`)).toBeInTheDocument();
    }

    expect(section('Where your data is stored')).toHaveTextContent('stored mainly on servers in India');
    expect(section('Children')).toHaveTextContent('not for anyone under 18');
  });

  it('gives the grievance officer’s email as a mailto link, and a way to the contact page', async () => {
    const { router, user } = renderPrivacy();

    const email = within(section('Grievance officer')).getByRole('link', { name: SUPPORT_EMAIL });
    expect(email).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);

    await user.click(
      within(screen.getByRole('complementary', { name: 'Questions' })).getByRole('link', { name: 'Contact us' }),
    );
    expect(router.state.location.pathname).toBe('/contact');
  });

  it('reads in Hindi at /hi/privacy-policy: its title, sections, and the grievance officer’s details', async () => {
    stubApi({ '/api/me': guest });
    renderApp('/privacy-policy', { locale: 'hi' });

    expect(await screen.findByRole('heading', { level: 1, name: 'गोपनीयता नीति' }, { timeout: 5000 })).toBeVisible();
    const collected = section('हम कौन-सी जानकारी लेते हैं');
    expect(within(collected).getByText('निजी विवरण:')).toBeInTheDocument();
    expect(section('आपका डेटा कहाँ रखा जाता है')).toHaveTextContent('मुख्य रूप से भारत में स्थित सर्वरों पर');
    const rights = section('आपके अधिकार और विकल्प');
    expect(within(rights).getByRole('link', { name: 'मेरी प्रॉपर्टी' })).toHaveAttribute('href', '/hi/my-properties');
    const grievance = section('शिकायत अधिकारी');
    expect(within(grievance).getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    expect(within(grievance).getByRole('link', { name: BUSINESS_PHONE })).toBeInTheDocument();
    expect(grievance).toHaveTextContent(`पता: ${OFFICE_ADDRESS}`);
  });
});
