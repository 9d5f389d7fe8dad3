import { type ListingFormValues, type Locale, listingFormDefaults, type WizardStep } from '@aangan/domain';
import { act, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { jsonResponse, signedIn, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';
import { draftStorageKey } from './draft-storage';

type Handlers = Parameters<typeof stubApi>[0];

/** A listing that passes every rule: a 2 BHK flat for sale in Bikaner with one uploaded picture. */
export function completeListing(overrides: Partial<ListingFormValues> = {}): ListingFormValues {
  return {
    ...listingFormDefaults('sell', new Date(2026, 4, 1)),
    title: 'Sunny 2 BHK near Junagarh',
    subType: 'flat',
    city: 'Bikaner',
    locality: 'Rani Bazar',
    address: '12 Station Road',
    pincode: '334001',
    bedrooms: '2',
    bathrooms: '2',
    plotArea: '0',
    builtUpArea: '1100',
    carpetArea: '950',
    totalFloors: '4',
    floorNumber: '2',
    images: ['properties/abc/detail.webp'],
    price: '4500000',
    description: 'Bright corner flat with a view of the fort.',
    ...overrides,
  };
}

/** Stores a draft as the wizard would have left it, so a test can open on any step. */
export function seedDraft(values: ListingFormValues, step: WizardStep, modeKey = 'new'): void {
  localStorage.setItem(draftStorageKey(modeKey), JSON.stringify({ version: 1, step, values }));
}

export function storedDraft(modeKey = 'new'): { step: number; values: ListingFormValues } | null {
  const text = localStorage.getItem(draftStorageKey(modeKey));
  return text ? JSON.parse(text) : null;
}

/** Signs in, answers the given paths, and opens the wizard at a path (below /hi in Hindi) once its form shows. */
export async function openWizard(path = '/list-property', handlers: Handlers = {}, { locale = 'en' as Locale } = {}) {
  const fetchMock = stubApi({
    '/api/me': signedIn,
    '/api/properties/stats': () => jsonResponse({ total: 0 }),
    ...handlers,
  });
  const view = renderApp(path, { locale });
  await screen.findByRole('form');
  return { ...view, fetchMock };
}

export function stepHeading(title: string) {
  return screen.getByRole('heading', { level: 2, name: title });
}

/** The calls the app made with a method, as [path, parsed JSON body]. */
export function callsWith(fetchMock: ReturnType<typeof stubApi>, method: string) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([input, init]) => [String(input), JSON.parse(String(init?.body))] as const);
}

/** A stand-in for XMLHttpRequest: records each upload and lets the test report progress and answer. */
export class FakeUpload {
  static sent: FakeUpload[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader() {}

  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }

  abort() {
    this.onabort?.();
  }

  async progress(loaded: number, total: number) {
    await act(async () => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }

  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }
}

/** Replaces XMLHttpRequest for this test (the setup file restores it afterwards). */
export function stubUploads(): FakeUpload[] {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  return FakeUpload.sent;
}

/** A picked file of a given size without allocating it. */
export function imageFile(name: string, size = 200_000, type = 'image/jpeg'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
