import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, formatIndianPhone, parseSiteSettings, toTelHref } from './settings.ts';

describe('formatIndianPhone', () => {
  it.each([
    ['9829000000', '+91 98290 00000'],
    ['+91 98290 00000', '+91 98290 00000'],
    ['919829000000', '+91 98290 00000'],
    ['09829000000', '+91 98290 00000'],
    ['1800-180-1551', '1800-180-1551'],
  ])('shows %s as %s', (input, shown) => {
    expect(formatIndianPhone(input)).toBe(shown);
  });
});

describe('toTelHref', () => {
  it('dials Indian mobile numbers with the country code', () => {
    expect(toTelHref('98290 00000')).toBe('tel:+919829000000');
    expect(toTelHref('+91 98290 00000')).toBe('tel:+919829000000');
  });

  it('keeps other numbers as digits', () => {
    expect(toTelHref('1800-180-1551')).toBe('tel:18001801551');
  });
});

describe('parseSiteSettings', () => {
  it('reads every field', () => {
    const settings = {
      supportEmail: 'help@example.in',
      businessPhone: '9000000001',
      officeAddress: 'MG Road, Jaipur',
      siteUrl: 'https://aangan.in',
      mapTileUrl: 'https://tiles.example.in/{z}/{x}/{y}.png',
      mapAttribution: '© Example Maps',
    };
    expect(parseSiteSettings(JSON.stringify(settings))).toEqual(settings);
  });

  it('keeps the site address without a trailing slash', () => {
    expect(parseSiteSettings('{"siteUrl": "https://aangan.in/"}').siteUrl).toBe('https://aangan.in');
  });

  it.each([null, '', 'not json', '[]', '{"supportEmail": 7, "businessPhone": "  "}'])(
    'falls back to the defaults for %j',
    (input) => {
      expect(parseSiteSettings(input)).toEqual(DEFAULT_SITE_SETTINGS);
    },
  );
});
