import { describe, expect, it } from 'vitest';
import { isHttpUrl, isWebLink } from './web-address.ts';

describe('isWebLink', () => {
  it('tells a link from a stored upload key by its scheme, in any case', () => {
    expect(isWebLink('https://example.com/a.jpg')).toBe(true);
    expect(isWebLink('HTTP://example.com')).toBe(true);
    expect(isWebLink('properties/abc/detail.webp')).toBe(false);
    expect(isWebLink('ftp://example.com/a.jpg')).toBe(false);
    expect(isWebLink('data:image/png;base64,AAAA')).toBe(false);
  });
});

describe('isHttpUrl', () => {
  it('accepts a whole http(s) address with a host', () => {
    expect(isHttpUrl('https://example.com')).toBe(true);
    expect(isHttpUrl('http://example.com/photos/1.jpg?size=large#top')).toBe(true);
    expect(isHttpUrl('HTTPS://EXAMPLE.COM/A.JPG')).toBe(true);
  });

  it('refuses other schemes, a missing host, white space and what a browser cannot parse', () => {
    expect(isHttpUrl('ftp://example.com')).toBe(false);
    expect(isHttpUrl('https://')).toBe(false);
    expect(isHttpUrl('https:///path')).toBe(false);
    expect(isHttpUrl('https://exa mple.com')).toBe(false);
    expect(isHttpUrl(' https://example.com')).toBe(false);
    expect(isHttpUrl('https://[bad/')).toBe(false);
    expect(isHttpUrl('example.com')).toBe(false);
  });
});
