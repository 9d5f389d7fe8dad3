import { makeJpeg } from '@aangan/testing';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { IMAGE_WIDTHS, processImage } from './image-processing.ts';

async function refusal(input: Buffer): Promise<AppError> {
  const error = await processImage(input).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('processImage', () => {
  it('re-encodes a JPEG as WebP in a card and a detail size, keeping the proportions', async () => {
    const image = await processImage(await makeJpeg(2000, 1500));
    const detail = await sharp(image.detail).metadata();
    const card = await sharp(image.card).metadata();
    expect(detail).toMatchObject({ format: 'webp', width: IMAGE_WIDTHS.detail, height: 960 });
    expect(card).toMatchObject({ format: 'webp', width: IMAGE_WIDTHS.card, height: 360 });
    expect(image).toMatchObject({ width: 1280, height: 960 });
  });

  it('strips EXIF and GPS: a JPEG with a location in, none out', async () => {
    const input = await makeJpeg(800, 600, true);
    expect((await sharp(input).metadata()).exif?.includes(Buffer.from('TestCam'))).toBe(true);
    const image = await processImage(input);
    for (const output of [image.detail, image.card]) {
      const metadata = await sharp(output).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(output.includes(Buffer.from('TestCam'))).toBe(false);
      expect(output.includes(Buffer.from('GPS'))).toBe(false);
    }
  });

  it('never enlarges a small picture', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#369' } })
      .png()
      .toBuffer();
    const image = await processImage(small);
    expect(image).toMatchObject({ width: 300, height: 200 });
  });

  it('refuses what is not a JPEG, PNG or WebP by its bytes, whatever its name', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect(await refusal(gif)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('refuses a truncated JPEG as unreadable', async () => {
    const jpeg = await makeJpeg(1200, 900);
    expect(await refusal(jpeg.subarray(0, Math.floor(jpeg.length / 3)))).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('refuses more than 40 megapixels before decoding', async () => {
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(await refusal(huge)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});
