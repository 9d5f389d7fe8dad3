import { describe, expect, it } from 'vitest';
import {
  type BuiltChunk,
  filesForOfflinePages,
  isBuiltAsset,
  isOfflineApiRead,
  isPageRequest,
  isPicture,
} from './offline-rules';

const ORIGIN = 'https://aangan.example';

/** What Workbox hands a matcher for a request from the page. */
function asked(address: string, init: RequestInit & { navigate?: boolean } = {}) {
  const url = new URL(address, ORIGIN);
  const request = new Request(url, init);
  // A Request made here cannot be a navigation; the browser's are.
  const mode: RequestMode = init.navigate ? 'navigate' : request.mode;
  return {
    url,
    request: { mode, method: request.method, headers: request.headers },
    sameOrigin: url.origin === ORIGIN,
  };
}

describe('which requests the service worker keeps, and where', () => {
  it('keeps pages: navigations and the page handed over as HTML, not API, media or built files', () => {
    expect(isPageRequest(asked('/rent/bikaner?bedrooms=2', { navigate: true }))).toBe(true);
    expect(isPageRequest(asked('/property/abc', { headers: { accept: 'text/html' } }))).toBe(true);
    expect(isPageRequest(asked('/rent'))).toBe(false);
    expect(isPageRequest(asked('/api/properties', { navigate: true }))).toBe(false);
    expect(isPageRequest(asked('/media/abc.webp', { navigate: true }))).toBe(false);
    expect(isPageRequest(asked('https://wa.me/91', { navigate: true }))).toBe(false);
  });

  it('keeps the reads of listings, places and the saved list, and nothing that changes data or is private', () => {
    for (const read of [
      '/api/properties?q=lake&purpose=rent',
      '/api/properties/stats',
      '/api/properties/0b6f',
      '/api/places/rent/bikaner',
      '/api/places/top-cities',
      '/api/me/saved?page=2',
      '/api/me/saved/ids',
      '/api/me',
    ]) {
      expect(isOfflineApiRead(asked(read)), read).toBe(true);
    }
    for (const other of [
      '/api/me/properties',
      '/api/properties/0b6f/edit',
      '/api/admin/listings',
      '/api/auth/sign-in',
    ]) {
      expect(isOfflineApiRead(asked(other)), other).toBe(false);
    }
    expect(isOfflineApiRead(asked('/api/me/saved/0b6f', { method: 'POST' }))).toBe(false);
    expect(isOfflineApiRead(asked('/api/properties', { method: 'POST' }))).toBe(false);
  });

  it('keeps our own pictures and built files, not other sites’', () => {
    expect(isPicture(asked('/media/ab/cd-800.webp'))).toBe(true);
    expect(isPicture(asked('/images/default-house.svg'))).toBe(true);
    expect(isPicture(asked('https://images.example.com/media/x.jpg'))).toBe(false);
    expect(isBuiltAsset(asked('/assets/sidebar-filter-Ab12.js'))).toBe(true);
    expect(isBuiltAsset(asked('/app-start.js'))).toBe(false);
  });
});

describe('the files precached for the offline pages', () => {
  const manifest: Record<string, BuiltChunk> = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shell.js', '_react.js'] },
    '_shell.js': { file: 'assets/shell-1.js', css: ['assets/shell-1.css'], imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-1.js' },
    'src/features/property/property-page.tsx': {
      file: 'assets/property-page-1.js',
      imports: ['_shell.js', '_form.js'],
    },
    '_form.js': { file: 'assets/form-1.js', assets: ['assets/marker-1.svg'] },
    'src/features/wizard/wizard-page.tsx': { file: 'assets/wizard-page-1.js', imports: ['_form.js'] },
    'src/features/search/sidebar/sidebar-filter.tsx': { file: 'assets/sidebar-filter-1.js' },
  };

  it('are the entry’s and the pages’ files, their static imports, stylesheets and assets; nothing lazy besides', () => {
    expect([...filesForOfflinePages(manifest, ['src/features/property/property-page.tsx'])].sort()).toEqual([
      'assets/form-1.js',
      'assets/index-1.js',
      'assets/marker-1.svg',
      'assets/property-page-1.js',
      'assets/react-1.js',
      'assets/shell-1.css',
      'assets/shell-1.js',
    ]);
  });

  it('pass over a page the build does not have', () => {
    expect(filesForOfflinePages(manifest, ['src/features/gone.tsx']).has('assets/index-1.js')).toBe(true);
  });
});
