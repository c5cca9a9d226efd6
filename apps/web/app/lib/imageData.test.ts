import { describe, expect, it } from 'vitest';
import { imageData, responsiveImage } from './imageData';

const variant = (format: 'avif' | 'webp', width: number) => ({
  format,
  width,
  height: (width * 2) / 3,
  fileName: `hotel/lobby-${width}.0badf00d.${format}`,
  bytes: width * 10,
});

const lobby = {
  width: 3000,
  height: 2000,
  placeholder: 'data:image/webp;base64,AAAA',
  variants: [480, 800, 1200, 1600].flatMap((width) => [
    variant('avif', width),
    variant('webp', width),
  ]),
};

describe('responsiveImage', () => {
  it('gives an SVG slot its own file and size', () => {
    expect(
      responsiveImage({ src: 'site/logo.svg', alt: 'Logo', width: 96, height: 96 }, undefined),
    ).toEqual({ src: '/site/logo.svg', alt: 'Logo', width: 96, height: 96 });
  });

  it('gives a photo slot the size read from the file, its srcsets and placeholder', () => {
    expect(responsiveImage({ src: 'hotel/lobby.jpg', alt: 'The lobby' }, lobby)).toEqual({
      src: '/assets/photos/hotel/lobby-800.0badf00d.webp',
      alt: 'The lobby',
      width: 3000,
      height: 2000,
      photo: {
        avifSrcSet:
          '/assets/photos/hotel/lobby-480.0badf00d.avif 480w, /assets/photos/hotel/lobby-800.0badf00d.avif 800w, /assets/photos/hotel/lobby-1200.0badf00d.avif 1200w, /assets/photos/hotel/lobby-1600.0badf00d.avif 1600w',
        webpSrcSet:
          '/assets/photos/hotel/lobby-480.0badf00d.webp 480w, /assets/photos/hotel/lobby-800.0badf00d.webp 800w, /assets/photos/hotel/lobby-1200.0badf00d.webp 1200w, /assets/photos/hotel/lobby-1600.0badf00d.webp 1600w',
        placeholder: 'data:image/webp;base64,AAAA',
      },
    });
  });

  it('uses the largest WebP as the img src of a photo narrower than 800 px', () => {
    const small = { ...lobby, variants: [variant('avif', 480), variant('webp', 480)] };
    expect(responsiveImage({ src: 'hotel/lobby.jpg', alt: 'The lobby' }, small).src).toBe(
      '/assets/photos/hotel/lobby-480.0badf00d.webp',
    );
  });
});

describe('imageData', () => {
  it('reads the shipped SVG illustrations as they are (the build made no photo of them)', () => {
    expect(
      imageData({ src: 'site/logo.svg', alt: 'Logo', width: 96, height: 96 }).photo,
    ).toBeUndefined();
  });
});
