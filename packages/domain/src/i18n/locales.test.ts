import { describe, expect, it } from 'vitest';
import {
  isLocale,
  localeBasename,
  localeOfLanguageHeader,
  localeOfPath,
  pathInLocale,
  pathWithoutLocale,
} from './locales.ts';

describe('localeOfPath', () => {
  it('reads Hindi from the /hi prefix only', () => {
    expect(localeOfPath('/hi')).toBe('hi');
    expect(localeOfPath('/hi/')).toBe('hi');
    expect(localeOfPath('/hi/rent/bikaner')).toBe('hi');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/rent')).toBe('en');
    // A path that merely starts with the letters is not the prefix.
    expect(localeOfPath('/hiking')).toBe('en');
  });
});

describe('pathWithoutLocale', () => {
  it('drops the prefix and keeps the rest', () => {
    expect(pathWithoutLocale('/hi')).toBe('/');
    expect(pathWithoutLocale('/hi/rent')).toBe('/rent');
    expect(pathWithoutLocale('/rent')).toBe('/rent');
    expect(pathWithoutLocale('/hiking')).toBe('/hiking');
  });
});

describe('pathInLocale', () => {
  it('moves a page between languages, query and hash kept', () => {
    expect(pathInLocale('/', 'hi')).toBe('/hi');
    expect(pathInLocale('/rent?bedrooms=2#top', 'hi')).toBe('/hi/rent?bedrooms=2#top');
    expect(pathInLocale('/hi/rent?bedrooms=2', 'en')).toBe('/rent?bedrooms=2');
    expect(pathInLocale('/hi', 'en')).toBe('/');
    expect(pathInLocale('/hi/rent', 'hi')).toBe('/hi/rent');
    expect(pathInLocale('?q=1', 'hi')).toBe('/hi?q=1');
  });
});

describe('localeOfLanguageHeader', () => {
  it('reads Hindi only when it is the first language asked for', () => {
    expect(localeOfLanguageHeader('hi-IN')).toBe('hi');
    expect(localeOfLanguageHeader('hi, en;q=0.8')).toBe('hi');
    expect(localeOfLanguageHeader('en-IN,hi;q=0.9')).toBe('en');
    expect(localeOfLanguageHeader('hindi')).toBe('en');
    expect(localeOfLanguageHeader(undefined)).toBe('en');
    expect(localeOfLanguageHeader('')).toBe('en');
  });
});

describe('isLocale and localeBasename', () => {
  it('knows the two languages and their router bases', () => {
    expect(isLocale('hi')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(localeBasename('en')).toBeUndefined();
    expect(localeBasename('hi')).toBe('/hi');
  });
});
