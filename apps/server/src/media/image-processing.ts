import { ACCEPTED_IMAGE_TYPES } from '@aangan/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../http/errors.ts';

/** Widths of the two stored sizes: listing cards and the detail page (never enlarged). */
export const IMAGE_WIDTHS = { card: 480, detail: 1280 } as const;
/** docs/design.md §9: a 5 MB file can still decode to a huge bitmap; past this many pixels we refuse it. */
const MAX_IMAGE_PIXELS = 40_000_000;

export interface ProcessedImage {
  card: Buffer;
  detail: Buffer;
  /** Of the detail size. */
  width: number;
  height: number;
}

const MESSAGES = {
  unsupported: 'Please upload a JPG, PNG or WEBP image.',
  corrupt: 'This image could not be read. Please choose another file.',
  tooManyPixels: 'This image is too large (more than 40 megapixels). Please choose a smaller one.',
};

/**
 * Checks an upload by its bytes, not its name or declared type, then re-encodes it as WebP in two sizes.
 * Re-encoding drops every piece of metadata (EXIF, GPS, comments) after applying the EXIF orientation.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const detected = await fileTypeFromBuffer(input);
  if (!detected || !ACCEPTED_IMAGE_TYPES.some((mime) => mime === detected.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.unsupported);
  }
  // The header tells the size before anything is decoded, so a decompression bomb costs nothing.
  const metadata = await sharp(input)
    .metadata()
    .catch(() => {
      throw new AppError('BAD_REQUEST', MESSAGES.corrupt);
    });
  if (!metadata.width || !metadata.height) throw new AppError('BAD_REQUEST', MESSAGES.corrupt);
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.tooManyPixels);
  }
  try {
    const source = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
    const [detail, card] = await Promise.all([
      encode(source.clone(), IMAGE_WIDTHS.detail),
      encode(source.clone(), IMAGE_WIDTHS.card),
    ]);
    return { detail: detail.data, card: card.data, width: detail.info.width, height: detail.info.height };
  } catch {
    throw new AppError('BAD_REQUEST', MESSAGES.corrupt);
  }
}

function encode(image: Sharp, width: number) {
  return image.resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
}
