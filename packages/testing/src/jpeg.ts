import sharp from 'sharp';

/**
 * A real photo-like JPEG made on the spot, so no test depends on files or the internet; optionally with camera
 * and GPS metadata, which the server must strip.
 */
export async function makeJpeg(width = 2000, height = 1500, withGps = false): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 60 } },
  }).jpeg({ quality: 85 });
  if (!withGps) return image.toBuffer();
  return image
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Aangan 1', Copyright: 'Owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 1/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '73/1 18/1 0/1' },
    })
    .toBuffer();
}
