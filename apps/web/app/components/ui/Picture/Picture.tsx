import type { ImgHTMLAttributes } from 'react';
import type { ImageData } from '../../../lib/imageData';
import './Picture.css';

type ImgProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt'
>;

export interface PictureProps extends ImgProps {
  readonly image: ImageData;
  /** How wide the image shows, as the `sizes` attribute says it, e.g. "100vw". */
  readonly sizes: string;
  /** Instead of the image's own alt text (e.g. "" where a label says it already). */
  readonly alt?: string;
}

/**
 * A content image. An SVG illustration is a plain `<img>`; a photo is a `<picture>`: AVIF
 * variants, then WebP ones on the `<img>` itself, each browser taking the width its screen needs,
 * over a tiny blurred placeholder until it loads. The `<img>` always has its width and height,
 * so nothing moves when it arrives.
 */
export function Picture({ image, sizes, alt = image.alt, style, ...img }: PictureProps) {
  const { photo } = image;
  if (!photo) {
    return (
      <img
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        style={style}
        {...img}
      />
    );
  }
  const placeholder = photo.placeholder
    ? {
        backgroundImage: `url(${photo.placeholder})`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }
    : undefined;
  return (
    <picture className="picture">
      <source type="image/avif" srcSet={photo.avifSrcSet} sizes={sizes} />
      <img
        src={image.src}
        srcSet={photo.webpSrcSet}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        style={{ ...placeholder, ...style }}
        {...img}
      />
    </picture>
  );
}
