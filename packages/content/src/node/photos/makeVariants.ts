import sharp from 'sharp';
import { ENCODING, VARIANT_FORMATS, type VariantFormat, variantWidths } from './photoRules.js';

export interface PhotoSize {
  readonly width: number;
  readonly height: number;
  /** e.g. "jpeg", "png", "webp". */
  readonly format: string;
  /** Has transparent parts (a PNG or WebP with alpha): no placeholder may show through them. */
  readonly hasAlpha: boolean;
}

/**
 * A photo's size as it shows (after its EXIF orientation: a phone's portrait shot is stored
 * sideways), read from the file's header. Throws when the file is not an image sharp can read.
 */
export async function readPhotoSize(input: string | Buffer): Promise<PhotoSize> {
  const metadata = await sharp(input).metadata();
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new Error('it has no width and height');
  return { width, height, format: metadata.format, hasAlpha: metadata.hasAlpha };
}

export interface EncodedVariant {
  readonly format: VariantFormat;
  readonly width: number;
  readonly height: number;
  readonly data: Buffer;
}

export interface EncodedPhoto extends PhotoSize {
  /** A tiny blurred WebP as a `data:` URL, shown while the photo loads (none with alpha). */
  readonly placeholder?: string;
  readonly variants: readonly EncodedVariant[];
}

/**
 * Every variant of a photo (each width of `variantWidths` in AVIF and WebP, upright, without
 * metadata) and its placeholder. Throws when the photo cannot be decoded (a truncated file).
 */
export async function makePhotoVariants(input: Buffer): Promise<EncodedPhoto> {
  const size = await readPhotoSize(input);
  // failOn 'truncated': a photo cut short fails here rather than ending grey at the bottom.
  const upright = sharp(input, { failOn: 'truncated' }).autoOrient();
  const encode = async (format: VariantFormat, width: number): Promise<EncodedVariant> => {
    const resized = upright.clone().resize({ width, withoutEnlargement: true });
    const encoded = format === 'avif' ? resized.avif(ENCODING.avif) : resized.webp(ENCODING.webp);
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { format, width: info.width, height: info.height, data };
  };
  const jobs = variantWidths(size.width).flatMap((width) =>
    VARIANT_FORMATS.map((format) => () => encode(format, width)),
  );
  const variants: EncodedVariant[] = [];
  // One at a time: sharp already spreads each over the cores, and the machine is shared.
  for (const job of jobs) variants.push(await job());
  if (size.hasAlpha) return { ...size, variants };
  const tiny = await upright
    .clone()
    .resize({ width: ENCODING.placeholder.width })
    .blur(1)
    .webp({ quality: ENCODING.placeholder.quality })
    .toBuffer();
  return {
    ...size,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    variants,
  };
}
