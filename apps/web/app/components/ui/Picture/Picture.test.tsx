import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ImageData } from '../../../lib/imageData';
import { Picture } from './Picture';

const PLACEHOLDER =
  'data:image/webp;base64,UklGRhYAAABXRUJQVlA4IAoAAAAwAQCdASoBAAEAAUAmJaQAA3AA/v89WAAAAA==';

const svg: ImageData = {
  src: '/hotel/card.svg',
  alt: 'Illustration of the hotel',
  width: 800,
  height: 600,
};

const photo: ImageData = {
  src: '/assets/photos/hotel/lobby-800.1a2b3c4d.webp',
  alt: 'The lobby at dusk',
  width: 3000,
  height: 2000,
  photo: {
    avifSrcSet:
      '/assets/photos/hotel/lobby-480.1a2b3c4d.avif 480w, /assets/photos/hotel/lobby-800.1a2b3c4d.avif 800w',
    webpSrcSet:
      '/assets/photos/hotel/lobby-480.1a2b3c4d.webp 480w, /assets/photos/hotel/lobby-800.1a2b3c4d.webp 800w',
    placeholder: PLACEHOLDER,
  },
};

describe('Picture', () => {
  it('shows an SVG illustration as a plain img with its size, without srcset or picture', () => {
    const { container } = render(<Picture image={svg} sizes="100vw" loading="lazy" />);
    const img = screen.getByRole('img', { name: 'Illustration of the hotel' });
    expect(img).toHaveAttribute('src', '/hotel/card.svg');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(container.querySelector('picture')).toBeNull();
  });

  it('shows a photo as a picture: AVIF source, WebP srcset on the img, both with sizes', () => {
    const { container } = render(
      <Picture image={photo} sizes="(min-width: 40rem) 50vw, 100vw" fetchPriority="high" />,
    );
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('srcset', photo.photo?.avifSrcSet);
    expect(source).toHaveAttribute('sizes', '(min-width: 40rem) 50vw, 100vw');
    const img = screen.getByRole('img', { name: 'The lobby at dusk' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img).toHaveAttribute('src', '/assets/photos/hotel/lobby-800.1a2b3c4d.webp');
    expect(img).toHaveAttribute('srcset', photo.photo?.webpSrcSet);
    expect(img).toHaveAttribute('sizes', '(min-width: 40rem) 50vw, 100vw');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('keeps the photo’s place with its width and height, over its blurred placeholder', () => {
    render(<Picture image={photo} sizes="100vw" />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('width', '3000');
    expect(img).toHaveAttribute('height', '2000');
    expect(img.style.backgroundImage).toBe(`url("${PLACEHOLDER}")`);
    expect(img.style.backgroundSize).toBe('cover');
  });

  it('takes another alt text where a label already names the image', () => {
    render(<Picture image={photo} alt="" sizes="25vw" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('presentation')).toHaveAttribute('alt', '');
  });
});
