import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makePhotoVariants, readPhotoSize } from './makeVariants.js';
import { variantWidths } from './photoRules.js';

/** A generated photo: a gradient with some texture, as a JPEG. */
const photo = (width: number, height: number, orientation?: number) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><linearGradient id="g"><stop offset="0" stop-color="#234"/><stop offset="1" stop-color="#e96"/></linearGradient><rect width="100%" height="100%" fill="url(#g)"/><circle cx="30%" cy="40%" r="20%" fill="#fff"/></svg>`;
  const image = sharp(Buffer.from(svg)).jpeg({ quality: 85 });
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
};

describe('variantWidths', () => {
  it('makes 480, 800, 1200 and 1600 of a photo at least 1600 px wide', () => {
    expect(variantWidths(3000)).toEqual([480, 800, 1200, 1600]);
    expect(variantWidths(1600)).toEqual([480, 800, 1200, 1600]);
  });

  it('never upscales: a narrower photo ends at its own width', () => {
    expect(variantWidths(1000)).toEqual([480, 800, 1000]);
    expect(variantWidths(1200)).toEqual([480, 800, 1200]);
    expect(variantWidths(300)).toEqual([300]);
  });
});

describe('makePhotoVariants', () => {
  it('makes AVIF and WebP at each width, proportional, of the photo’s real size', async () => {
    const made = await makePhotoVariants(await photo(2000, 1000));
    expect({ width: made.width, height: made.height, format: made.format }).toEqual({
      width: 2000,
      height: 1000,
      format: 'jpeg',
    });
    expect(made.hasAlpha).toBe(false);
    expect(made.variants.map(({ format, width, height }) => [format, width, height])).toEqual([
      ['avif', 480, 240],
      ['webp', 480, 240],
      ['avif', 800, 400],
      ['webp', 800, 400],
      ['avif', 1200, 600],
      ['webp', 1200, 600],
      ['avif', 1600, 800],
      ['webp', 1600, 800],
    ]);
    for (const variant of made.variants) {
      const decoded = await sharp(variant.data).metadata();
      expect([decoded.width, decoded.height]).toEqual([variant.width, variant.height]);
      if (variant.format === 'webp') expect(decoded.format).toBe('webp');
      else expect([decoded.format, decoded.compression]).toEqual(['heif', 'av1']);
    }
  });

  it('does not enlarge a small photo', async () => {
    const made = await makePhotoVariants(await photo(640, 480));
    expect(made.variants.map(({ format, width }) => `${format} ${width}`)).toEqual([
      'avif 480',
      'webp 480',
      'avif 640',
      'webp 640',
    ]);
  });

  it('makes a tiny WebP placeholder as a data URL', async () => {
    const { placeholder = '' } = await makePhotoVariants(await photo(800, 600));
    expect(placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    const bytes = Buffer.from(placeholder.split(',')[1] ?? '', 'base64');
    const decoded = await sharp(bytes).metadata();
    expect([decoded.format, decoded.width, decoded.height]).toEqual(['webp', 24, 18]);
    expect(placeholder.length).toBeLessThan(600);
  });

  it('makes no placeholder for a photo with transparent parts (it would show through)', async () => {
    const made = await makePhotoVariants(
      await sharp({ create: { width: 500, height: 300, channels: 4, background: '#fff0' } })
        .png()
        .toBuffer(),
    );
    expect(made.hasAlpha).toBe(true);
    expect(made.placeholder).toBeUndefined();
    expect(made.variants).toHaveLength(4);
  });

  it('turns a phone photo upright by its EXIF orientation and strips the metadata', async () => {
    const input = await photo(1000, 1600, 6);
    expect(await readPhotoSize(input)).toEqual({
      width: 1600,
      height: 1000,
      format: 'jpeg',
      hasAlpha: false,
    });
    const made = await makePhotoVariants(input);
    const largest = made.variants.at(-1);
    expect([largest?.width, largest?.height]).toEqual([1600, 1000]);
    const decoded = await sharp(largest?.data).metadata();
    expect([decoded.width, decoded.height, decoded.orientation, decoded.exif]).toEqual([
      1600,
      1000,
      undefined,
      undefined,
    ]);
  });

  it('refuses a truncated photo', async () => {
    const whole = await photo(1600, 1000);
    await expect(makePhotoVariants(whole.subarray(0, whole.length / 2))).rejects.toThrow();
  });
});
