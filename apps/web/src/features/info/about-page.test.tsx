import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guest, stubApi } from '../../test/api-stub';
import { renderInApp } from '../../test/render-app';
import { AboutPage } from './about-page';

function renderAbout() {
  stubApi({ '/api/me': guest });
  return renderInApp(<AboutPage />);
}

describe('AboutPage', () => {
  it('says what the marketplace is, with its sections', () => {
    renderAbout();

    expect(screen.getByRole('heading', { level: 1, name: 'About Aangan' })).toBeInTheDocument();
    expect(document.title).toBe('About Us · Aangan');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('Bikaner');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'What you can count on',
      'Why we started in Bikaner',
      'Ready to find your place?',
    ]);
  });

  it('promises verified properties, 360-degree views, pre-approved loans and expert support', () => {
    renderAbout();

    const values = screen.getByRole('region', { name: 'What you can count on' });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Verified properties', '360-degree views', 'Pre-approved home loans', 'Expert support']);
    expect(values).toHaveTextContent('in-house team runs a legal check');
  });

  it('tells how it started in one city and names the eight it lists in (issue 19: it claimed one)', () => {
    renderAbout();

    const story = screen.getByRole('region', { name: 'Why we started in Bikaner' });
    expect(story).toHaveTextContent('we began with one city market, Bikaner');
    expect(story).toHaveTextContent(
      'eight cities: Bikaner, Jaipur, Jodhpur, Delhi, Mumbai, Bengaluru, Pune and Hyderabad',
    );
    expect(screen.queryByText(/focus on one city/)).not.toBeInTheDocument();
    expect(within(story).getByRole('heading', { name: 'For buyers and tenants' })).toBeInTheDocument();
    expect(within(story).getByRole('heading', { name: 'For owners, builders and agents' })).toBeInTheDocument();
  });

  it.each([
    ['Browse properties', '/'],
    ['List your property', '/list-property'],
    ['Contact us', '/contact'],
  ])('"%s" leads to %s', async (name, path) => {
    const { router, user } = renderAbout();

    await user.click(
      within(screen.getByRole('region', { name: 'Ready to find your place?' })).getByRole('link', { name }),
    );
    expect(router.state.location.pathname).toBe(path);
  });
});
