/** What the build makes of a photo, and what `content:check` asks of one. */

/** Widths (px) of the variants; a photo narrower than one gets its own width instead. */
const VARIANT_WIDTHS = [480, 800, 1200, 1600] as const;

/** Formats of the variants, best first: a browser takes the first it supports. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** Encoder settings. Part of the cache key: changing one remakes every variant. */
export const ENCODING = {
  // Effort 2 of 9: nearly the bytes of the default 4 in a third of the time (the build runs on
  // shared cores).
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75 },
  placeholder: { width: 24, quality: 40 },
} as const;

/** A carousel slide fills the screen's width: a narrower photo looks blurred on a laptop. */
export const MIN_CAROUSEL_WIDTH = 1200;

/** Larger files slow every build and weigh on the repository; 3000 px at JPEG 85 is ~2–4 MB. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** A photo is any image slot that is not an SVG illustration. */
export const isPhoto = (src: string): boolean => !src.toLowerCase().endsWith('.svg');

/** The widths made of a photo `sourceWidth` px wide: never wider than the photo itself. */
export function variantWidths(sourceWidth: number): number[] {
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? sourceWidth;
  const widths = VARIANT_WIDTHS.filter((width) => width <= sourceWidth);
  return [...new Set([...widths, Math.min(sourceWidth, largest)])];
}
