import photos from 'virtual:content-photos';
import type { Image } from '@hotel/content';
import type { Photo } from '@hotel/content/photos';
import { imageUrl, photoUrl } from './imageUrl';

/** An image as a page renders it: an SVG as is, a photo with its variants and placeholder. */
export interface ImageData {
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  readonly photo?: {
    /** `srcset` of the AVIF variants, then of the WebP ones (the `<img>`'s own). */
    readonly avifSrcSet: string;
    readonly webpSrcSet: string;
    /** A tiny blurred WebP (`data:` URL) shown until the photo loads; none with transparency. */
    readonly placeholder?: string | undefined;
  };
}

const srcSet = (photo: Photo, format: 'avif' | 'webp') =>
  photo.variants
    .filter((variant) => variant.format === format)
    .map((variant) => `${photoUrl(variant.fileName)} ${variant.width}w`)
    .join(', ');

/**
 * What a page needs to show a content image slot: an SVG keeps its file and the size the content
 * gives; a photo gets the size read from the file, its variants and placeholder, and, as the
 * `<img>`'s `src`, its WebP variant closest to 800 px wide.
 */
export function responsiveImage(image: Image, photo: Photo | undefined): ImageData {
  if (!photo) {
    if (image.width === undefined || image.height === undefined) {
      throw new Error(`The image ${image.src} has no width and height, and is not a photo.`);
    }
    return { src: imageUrl(image.src), alt: image.alt, width: image.width, height: image.height };
  }
  const webp = photo.variants.filter((variant) => variant.format === 'webp');
  const fallback = webp.find((variant) => variant.width >= 800) ?? webp.at(-1);
  return {
    src: fallback ? photoUrl(fallback.fileName) : imageUrl(image.src),
    alt: image.alt,
    width: photo.width,
    height: photo.height,
    photo: {
      avifSrcSet: srcSet(photo, 'avif'),
      webpSrcSet: srcSet(photo, 'webp'),
      placeholder: photo.placeholder,
    },
  };
}

/** A content image slot as a page renders it (in a loader: the photos are known at build time). */
export const imageData = (image: Image): ImageData => responsiveImage(image, photos[image.src]);
