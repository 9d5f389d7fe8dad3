import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  completeListing,
  type FakeUpload,
  imageFile,
  openWizard,
  seedDraft,
  storedDraft,
  stubUploads,
} from './test-utils';

beforeEach(() => localStorage.clear());

async function openMediaStep(images: string[] = []) {
  seedDraft(completeListing({ images }), 4);
  const view = await openWizard();
  expect(screen.getByRole('heading', { level: 2, name: 'Media Upload' })).toBeInTheDocument();
  return view;
}

function thumbnails() {
  const list = screen.queryByRole('list', { name: 'Property images' });
  return list ? within(list).getAllByRole('listitem') : [];
}

function uploadedName(request: FakeUpload | undefined) {
  const file = request?.body?.get('file');
  return file instanceof File ? file.name : undefined;
}

function coverBadgeOf(item: HTMLElement) {
  return within(item).queryByText('Cover');
}

describe('media upload step', () => {
  it('adds a picture by http(s) link, which becomes the cover; other text adds nothing', async () => {
    const { user } = await openMediaStep();
    const url = screen.getByRole('textbox', { name: 'Image URL' });
    const add = screen.getByRole('button', { name: 'Add' });

    await user.type(url, 'ftp://example.in/a.jpg');
    expect(add).toBeDisabled();
    await user.type(url, '{Enter}');
    expect(thumbnails()).toHaveLength(0);

    await user.clear(url);
    await user.type(url, '  https://cdn.example.in/front.jpg ');
    await user.click(add);

    const [item] = thumbnails();
    expect(item).toBeInTheDocument();
    expect(
      within(item as HTMLElement)
        .getByRole('img')
        .getAttribute('src'),
    ).toBe('https://cdn.example.in/front.jpg');
    expect(coverBadgeOf(item as HTMLElement)).toBeInTheDocument();
    expect(url).toHaveValue('');
    expect(storedDraft()?.values.images).toEqual(['https://cdn.example.in/front.jpg']);
  });

  it('adds a link with Enter without leaving the step', async () => {
    const { user } = await openMediaStep();
    await user.type(screen.getByRole('textbox', { name: 'Image URL' }), 'http://cdn.example.in/b.png{Enter}');

    expect(thumbnails()).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Media Upload' })).toBeInTheDocument();
  });

  it('refuses a file over 5MB with the spec toast and uploads nothing', async () => {
    const uploads = stubUploads();
    const { user } = await openMediaStep();

    await user.upload(screen.getByLabelText('Upload images'), imageFile('villa.jpg', 5 * 1024 * 1024 + 1));

    expect(await screen.findByText('File villa.jpg is too large (max 5MB)')).toBeInTheDocument();
    expect(screen.getByText('Please compress your image or choose a smaller one.')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
    expect(thumbnails()).toHaveLength(0);
  });

  it('skips only the oversize file and uploads the others', async () => {
    const uploads = stubUploads();
    const { user } = await openMediaStep();

    await user.upload(screen.getByLabelText('Upload images'), [
      imageFile('big.png', 6 * 1024 * 1024, 'image/png'),
      imageFile('small.png', 300_000, 'image/png'),
    ]);

    expect(await screen.findByText('File big.png is too large (max 5MB)')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploadedName(uploads[0])).toBe('small.png');
  });

  it('uploads a picked file with a progress bar, then shows it as the cover', async () => {
    const uploads = stubUploads();
    const { user } = await openMediaStep();

    await user.upload(screen.getByLabelText('Upload images'), imageFile('front.jpg'));

    const [request] = uploads;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/media');
    expect(request?.body?.get('file')).toBeInstanceOf(File);
    await request?.progress(50, 100);
    const bar = screen.getByRole('progressbar', { name: 'Uploading front.jpg' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('50%')).toBeInTheDocument();

    await request?.respond(201, {
      key: 'properties/r4nd0m/detail.webp',
      url: '/media/properties/r4nd0m/detail.webp',
      width: 1280,
      height: 960,
    });

    expect(screen.queryByRole('progressbar', { name: 'Uploading front.jpg' })).not.toBeInTheDocument();
    const [item] = thumbnails();
    expect(
      within(item as HTMLElement)
        .getByRole('img')
        .getAttribute('src'),
    ).toBe('/media/properties/r4nd0m/detail.webp');
    expect(coverBadgeOf(item as HTMLElement)).toBeInTheDocument();
    expect(storedDraft()?.values.images).toEqual(['properties/r4nd0m/detail.webp']);
  });

  it('takes dropped pictures and ignores dropped files that are not images', async () => {
    const uploads = stubUploads();
    await openMediaStep();
    const zone = screen.getByText('Drag and drop images here').closest('div[class*="border-dashed"]') as HTMLElement;

    fireEvent.drop(zone, {
      dataTransfer: {
        files: [imageFile('notes.pdf', 1000, 'application/pdf'), imageFile('hall.webp', 1000, 'image/webp')],
      },
    });

    expect(uploads).toHaveLength(1);
    expect(uploadedName(uploads[0])).toBe('hall.webp');
  });

  it("shows the server's reason when an upload is refused and adds nothing", async () => {
    const uploads = stubUploads();
    const { user } = await openMediaStep();

    await user.upload(screen.getByLabelText('Upload images'), imageFile('scan.jpg'));
    await uploads[0]?.respond(415, {
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Only JPEG, PNG or WebP images can be uploaded' },
    });

    expect(await screen.findByText('Error processing images')).toBeInTheDocument();
    expect(screen.getByText('Only JPEG, PNG or WebP images can be uploaded')).toBeInTheDocument();
    expect(thumbnails()).toHaveLength(0);
    expect(screen.queryByRole('progressbar', { name: 'Uploading scan.jpg' })).not.toBeInTheDocument();
  });

  it('makes another picture the cover and resets the cover to the first when the cover is removed', async () => {
    const { user } = await openMediaStep([
      'https://cdn.example.in/1.jpg',
      'https://cdn.example.in/2.jpg',
      'https://cdn.example.in/3.jpg',
    ]);
    expect(coverBadgeOf(thumbnails()[0] as HTMLElement)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make image 1 the cover' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Make image 3 the cover' }));
    expect(coverBadgeOf(thumbnails()[0] as HTMLElement)).not.toBeInTheDocument();
    expect(coverBadgeOf(thumbnails()[2] as HTMLElement)).toBeInTheDocument();
    expect(storedDraft()?.values.coverImageIndex).toBe(2);

    // Removing an earlier picture keeps the same picture as the cover.
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(thumbnails()).toHaveLength(2);
    expect(
      within(thumbnails()[1] as HTMLElement)
        .getByRole('img')
        .getAttribute('src'),
    ).toBe('https://cdn.example.in/3.jpg');
    expect(coverBadgeOf(thumbnails()[1] as HTMLElement)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(thumbnails()).toHaveLength(1);
    expect(coverBadgeOf(thumbnails()[0] as HTMLElement)).toBeInTheDocument();
    expect(storedDraft()?.values).toMatchObject({ images: ['https://cdn.example.in/2.jpg'], coverImageIndex: 0 });
  });
});
