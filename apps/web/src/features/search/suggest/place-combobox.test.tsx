import type { Place, PlaceSuggestion } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guest, jsonResponse, stubApi } from '../../../test/api-stub';
import { makeProperty } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

const PLACES: PlaceSuggestion[] = [
  {
    kind: 'city',
    name: 'Jaipur',
    city: 'Jaipur',
    citySlug: 'jaipur',
    hindi: { name: 'जयपुर', city: 'जयपुर' },
    count: 1240,
    href: '/rent/jaipur',
  },
  {
    kind: 'locality',
    name: 'Sadul Ganj',
    city: 'Bikaner',
    citySlug: 'bikaner',
    localitySlug: 'sadul-ganj',
    hindi: { name: 'सादुल गंज', city: 'बीकानेर' },
    count: 42,
    href: '/rent/bikaner/sadul-ganj',
  },
  {
    kind: 'society',
    name: 'Shanti Residency',
    city: 'Jaipur',
    citySlug: 'jaipur',
    localitySlug: 'malviya-nagar',
    locality: 'Malviya Nagar',
    hindi: { city: 'जयपुर', locality: 'मालवीय नगर' },
    count: 1,
    href: '/rent/jaipur/malviya-nagar?q=Shanti+Residency&location=true',
  },
];

const MALVIYA_NAGAR: Place = {
  segment: 'rent',
  city: { name: 'Jaipur', slug: 'jaipur' },
  locality: { name: 'Malviya Nagar', slug: 'malviya-nagar' },
  count: 3,
  countCapped: false,
  localities: [],
  segments: [{ segment: 'rent', count: 3, countCapped: false }],
};

function stubSearch() {
  return stubApi({
    '/api/me': guest,
    '/api/properties/stats': () => jsonResponse({ total: 40 }),
    '/api/properties': () =>
      jsonResponse({ items: [makeProperty({ id: 'p1' })], total: 1, totalCapped: false, page: 1, limit: 6 }),
    '/api/places': () => jsonResponse({ places: PLACES }),
    '/api/places/rent/jaipur/malviya-nagar': () => jsonResponse(MALVIYA_NAGAR),
  });
}

function placeCalls(fetchMock: ReturnType<typeof stubApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/places?'));
}

const box = () => screen.getByRole('combobox', { name: 'Search by location or project' });
const options = () => within(screen.getByRole('listbox', { name: 'Suggested places' })).getAllByRole('option');

async function typeAndWaitForList(user: ReturnType<typeof renderApp>['user'], text: string) {
  await user.type(box(), text);
  await screen.findByRole('listbox', { name: 'Suggested places' });
}

describe('the search box’s place suggestions', () => {
  it('asks nothing for one letter, then suggests places once typing pauses, in words', async () => {
    const fetchMock = stubSearch();
    const { user } = renderApp('/rent');
    await screen.findAllByRole('article');
    expect(box()).toHaveAttribute('aria-expanded', 'false');

    await user.type(box(), 'j');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await typeAndWaitForList(user, 'aipr');

    // What was typed when typing paused is asked (letters typed faster than the pause are not); one letter never.
    await waitFor(() => expect(placeCalls(fetchMock).at(-1)).toBe('/api/places?q=jaipr&segment=rent&limit=5'));
    expect(placeCalls(fetchMock).filter((url) => url.includes('q=j&'))).toEqual([]);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(options().map((option) => option.textContent)).toEqual([
      'Jaipur · 1,240 homesCity',
      'Sadul Ganj, Bikaner · 42 homesLocality',
      'Shanti Residency, Malviya Nagar, Jaipur · 1 homeSociety or project',
    ]);
    expect(await screen.findByText(/3 places suggested/)).toBeInTheDocument();
  });

  it('moves through the places with the arrows, and Enter goes to the chosen place with the filters kept', async () => {
    stubSearch();
    const { user, router } = renderApp('/rent?bedrooms=2');
    await screen.findAllByRole('article');
    await typeAndWaitForList(user, 'sa');

    expect(box()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[0]?.id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // Past the last, back to the first; up from the first, to the last.
    expect(box()).toHaveAttribute('aria-activedescendant', options()[0]?.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[1]?.id);
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    expect(options()[0]).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/rent/bikaner/sadul-ganj'));
    expect(router.state.location.search).toBe('?bedrooms=2');
  });

  it('closes on Escape keeping the text, and Enter with no place chosen searches the text as before', async () => {
    stubSearch();
    const { user, router } = renderApp('/rent');
    await screen.findAllByRole('article');
    // Three letters are no place the query reader knows either, so Enter searches them as words.
    await typeAndWaitForList(user, 'jai');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('jai');
    // The arrows open it again.
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=jai'));
    expect(router.state.location.pathname).toBe('/rent');
  });

  it('closes when Tab leaves the box', async () => {
    stubSearch();
    const { user } = renderApp('/rent');
    await screen.findAllByRole('article');
    await typeAndWaitForList(user, 'jai');
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).not.toHaveFocus();
  });

  it('goes to a tapped place, and a society’s to its locality searched for it', async () => {
    const fetchMock = stubSearch();
    const { user, router } = renderApp('/rent');
    await screen.findAllByRole('article');
    await typeAndWaitForList(user, 'shanti');

    await user.click(options()[2] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/rent/jaipur/malviya-nagar'));
    expect(router.state.location.search).toBe('?q=Shanti+Residency&location=true');
    // The place page's search looks in the society field, as the server's suggestion counted.
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContainEqual(
        expect.stringMatching(
          /^\/api\/properties\?q=Shanti\+Residency&location=true&city=jaipur&locality=malviya-nagar&purpose=rent&/,
        ),
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Search text' })).toHaveValue('Shanti Residency');
  });

  it('on the home page asks without a segment and goes where the server says', async () => {
    const fetchMock = stubSearch();
    const { user, router } = renderApp('/');
    await screen.findAllByRole('article');
    await typeAndWaitForList(user, 'jaipr');
    await waitFor(() => expect(placeCalls(fetchMock).at(-1)).toBe('/api/places?q=jaipr&limit=5'));
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/rent/jaipur'));
    expect(router.state.location.search).toBe('');
  });

  it('shows nothing, and still searches the text, when the suggestions fail', async () => {
    // 'jaipr' is read as Jaipur, but with no answer from the suggestions its page is not known: words as typed.
    stubApi({
      '/api/me': guest,
      '/api/properties/stats': () => jsonResponse({ total: 40 }),
      '/api/properties': () =>
        jsonResponse({ items: [makeProperty({ id: 'p1' })], total: 1, totalCapped: false, page: 1, limit: 6 }),
    });
    const { user, router } = renderApp('/rent');
    await screen.findAllByRole('article');
    await user.type(box(), 'jaipr{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=jaipr'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('speaks Hindi on a Hindi page, with the places’ Hindi names and the catalogue’s plurals', async () => {
    stubSearch();
    const { user } = renderApp('/rent', { locale: 'hi' });
    await screen.findAllByRole('article');
    await user.type(screen.getByRole('combobox', { name: 'जगह या प्रोजेक्ट से खोजें' }), 'जयपु');
    const list = await screen.findByRole('listbox', { name: 'सुझाई गई जगहें' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'जयपुर · 1,240 घरशहर',
      'सादुल गंज, बीकानेर · 42 घरइलाका',
      'Shanti Residency, मालवीय नगर, जयपुर · 1 घरसोसाइटी या प्रोजेक्ट',
    ]);
    expect(await screen.findByText(/3 जगहें सुझाई गईं/)).toBeInTheDocument();
  });
});
