import { m } from '@hotel/i18n/messages';
import { useState } from 'react';
import type { ImageData } from '../../../lib/imageData';
import { Picture } from '../../ui/Picture/Picture';
import './RoomGallery.css';

export type GalleryImage = ImageData;

/**
 * A main image and a row of thumbnails; choosing a thumbnail shows it as the main image. The
 * first image is shown first and loads eagerly (it is the page's largest paint); thumbnails wait.
 */
export function RoomGallery({
  images,
  label,
}: {
  readonly images: readonly GalleryImage[];
  /** Names the gallery for assistive technology, e.g. 'Photos of the Single Bed'. */
  readonly label: string;
}) {
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0];
  if (!main) return null;

  return (
    <section className="room-gallery" aria-label={label}>
      <Picture
        className="room-gallery__main"
        image={main}
        sizes="(min-width: 56rem) 36rem, 100vw"
        loading="eager"
        fetchPriority="high"
        decoding="async"
      />
      <ul className="room-gallery__thumbs">
        {images.map((image, index) => (
          <li key={image.src}>
            <button
              type="button"
              className="room-gallery__thumb"
              aria-pressed={index === selected}
              onClick={() => setSelected(index)}
            >
              <Picture
                image={image}
                alt=""
                sizes="(min-width: 56rem) 9rem, 25vw"
                loading="lazy"
                decoding="async"
              />
              <span className="visually-hidden">
                {m.booking_showPhoto({ number: index + 1, alt: image.alt })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
