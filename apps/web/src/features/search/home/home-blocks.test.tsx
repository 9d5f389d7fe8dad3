import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { guest, jsonResponse, stubApi } from '../../../test/api-stub';
import { makeProperty } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

type Handler = Parameters<typeof stubApi>[0][string];

function stubHome(count: number, total: number, extra: Record<string, Handler> = {}) {
  const items = Array.from({ length: count }, (_, index) =>
    makeProperty({ id: `p${index}`, title: `Listing ${index}` }),
  );
  return stubApi({
    '/api/me': guest,
    '/api/properties/stats': () => jsonResponse({ total }),
    '/api/properties': () => jsonResponse({ items, total, page: 1, limit: 6 }),
    ...extra,
  });
}

describe('Home blocks', () => {
  // The results section is lazy; transforming it the first time is slow under Vitest, so do it up front.
  beforeAll(() => import('../results/search-results-section'), 30_000);

  it('offers View All Properties only when there are more than six', async () => {
    stubHome(6, 6);
    renderApp('/');
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'View All Properties' })).not.toBeInTheDocument();
  });

  // The whole home page plus the results section is a large page for jsdom: allow it time.
  it('opens the results with ?view=all from View All Properties, keeping the search', async () => {
    stubHome(6, 30);
    const { router, user } = renderApp('/rent?q=Bikaner');
    expect(await screen.findAllByRole('article')).toHaveLength(6);

    await user.click(screen.getByRole('button', { name: 'View All Properties' }));

    expect(router.state.location.pathname).toBe('/rent');
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('all');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Bikaner');
    expect(screen.queryByRole('button', { name: 'View All Properties' })).not.toBeInTheDocument();
    const results = await screen.findByText('Search Properties', { selector: 'h2' }, { timeout: 5000 });
    // The results take the six's place (issue 19: they were repeated under them), and take focus.
    expect(screen.queryByRole('heading', { name: 'Properties for Rent' })).not.toBeInTheDocument();
    await waitFor(() => expect(results).toHaveFocus());
    expect(await screen.findAllByRole('article')).toHaveLength(6);
  }, 20_000);

  it('links the four tiles to the tabs', async () => {
    stubHome(1, 1);
    const { router, user } = renderApp('/');
    const tiles = within(await screen.findByRole('region', { name: 'What are you looking for?' }));

    const expected = [
      ['Buy a Home', '/buy'],
      ['Rent a Home', '/rent'],
      ['PG/Co-living', '/pg'],
      ['Commercial', '/commercial'],
    ];
    for (const [name, href] of expected) {
      expect(tiles.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }

    await user.click(tiles.getByRole('link', { name: /^Rent a Home/ }));
    expect(router.state.location.pathname).toBe('/rent');
    expect(await screen.findByRole('heading', { name: 'Properties for Rent' })).toBeInTheDocument();
  });

  it('says why to choose Aangan', async () => {
    stubHome(1, 1);
    renderApp('/');
    const block = within(await screen.findByRole('region', { name: 'Why Choose Aangan' }));
    for (const title of ['Verified listings', '360-degree views', 'Pre-approved home loans', 'Expert local support']) {
      expect(block.getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });
});
