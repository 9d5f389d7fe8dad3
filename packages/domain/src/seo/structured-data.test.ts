import { describe, expect, it } from 'vitest';
import { breadcrumbData, itemListData, jsonForScript, websiteData } from './structured-data.ts';

describe('structured data', () => {
  it('numbers a trail from 1 with absolute addresses', () => {
    const data = breadcrumbData('https://aangan.in', [
      { name: 'Home', path: '/' },
      { name: 'Rent', path: '/rent' },
    ]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://aangan.in/' },
      { '@type': 'ListItem', position: 2, name: 'Rent', item: 'https://aangan.in/rent' },
    ]);
  });

  it("continues a list's positions after the pages before it", () => {
    const data = itemListData('https://aangan.in', [{ name: '2 BHK', path: '/property/a' }], 12);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 13, name: '2 BHK', url: 'https://aangan.in/property/a' },
    ]);
  });

  it('leads a Hindi page’s trail and list to Hindi addresses', () => {
    const trail = breadcrumbData(
      'https://aangan.in',
      [
        { name: 'होम', path: '/' },
        { name: 'बीकानेर', path: '/rent/bikaner' },
      ],
      'hi',
    );
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'होम', item: 'https://aangan.in/hi' },
      { '@type': 'ListItem', position: 2, name: 'बीकानेर', item: 'https://aangan.in/hi/rent/bikaner' },
    ]);
    const list = itemListData('https://aangan.in', [{ name: '2 BHK', path: '/property/a' }], 0, 'hi');
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: '2 BHK', url: 'https://aangan.in/hi/property/a' },
    ]);
  });

  it('offers the home page search to search engines', () => {
    expect(websiteData('https://aangan.in').potentialAction).toMatchObject({
      target: { urlTemplate: 'https://aangan.in/?q={search_term_string}' },
    });
  });

  it('writes JSON no listing text can break out of a script element with', () => {
    const text = jsonForScript({ title: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script>' });
  });
});
