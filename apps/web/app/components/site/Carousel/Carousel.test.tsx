import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselSlide } from './Carousel';

const slides: CarouselSlide[] = [1, 2, 3, 4].map((n) => ({
  image: { src: `/hotel/carousel-${n}.svg`, alt: `Picture ${n}`, width: 1600, height: 900 },
  caption: `Caption ${n}`,
}));

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

/** The slide a visitor sees (the others are hidden from them). */
const shown = () => screen.getByRole('img').getAttribute('alt');
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
  preferReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Carousel', () => {
  it('shows the first slide and advances every 5 seconds, wrapping to the first', async () => {
    render(<Carousel slides={slides} label="Hotel photos" />);
    expect(shown()).toBe('Picture 1');
    expect(screen.getByRole('group', { name: '1 of 4' })).toHaveTextContent('Caption 1');
    await wait(4999);
    expect(shown()).toBe('Picture 1');
    await wait(1);
    expect(shown()).toBe('Picture 2');
    await wait(5000);
    await wait(5000);
    expect(shown()).toBe('Picture 4');
    await wait(5000);
    expect(shown()).toBe('Picture 1');
  });

  it('goes back and forth with the arrows, wrapping both ways', () => {
    render(<Carousel slides={slides} label="Hotel photos" />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shown()).toBe('Picture 4');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toBe('Picture 2');
  });

  it('holds still while the pointer is over it, and goes on when it leaves', async () => {
    render(<Carousel slides={slides} label="Hotel photos" />);
    const carousel = screen.getByRole('region', { name: 'Hotel photos' });
    fireEvent.mouseEnter(carousel);
    await wait(20000);
    expect(shown()).toBe('Picture 1');
    fireEvent.mouseLeave(carousel);
    await wait(5000);
    expect(shown()).toBe('Picture 2');
  });

  it('holds still while focus is inside it, and announces the slides the visitor moves to', async () => {
    render(
      <>
        <Carousel slides={slides} label="Hotel photos" />
        <button type="button">Elsewhere</button>
      </>,
    );
    const next = screen.getByRole('button', { name: 'Next slide' });
    const slideArea = screen.getByRole('group', { name: '1 of 4' }).parentElement;
    expect(slideArea).toHaveAttribute('aria-live', 'off');
    act(() => next.focus());
    expect(slideArea).toHaveAttribute('aria-live', 'polite');
    await wait(20000);
    expect(shown()).toBe('Picture 1');
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    await wait(5000);
    expect(shown()).toBe('Picture 2');
  });

  it('does not advance by itself when the visitor prefers reduced motion, until they press play', async () => {
    preferReducedMotion(true);
    render(<Carousel slides={slides} label="Hotel photos" />);
    await wait(20000);
    expect(shown()).toBe('Picture 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toBe('Picture 2');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Hotel photos' }));
    act(() => (document.activeElement as HTMLElement).blur());
    await wait(5000);
    expect(shown()).toBe('Picture 3');
  });

  it('stops when the visitor presses pause', async () => {
    render(<Carousel slides={slides} label="Hotel photos" />);
    const pause = screen.getByRole('button', { name: 'Pause slideshow' });
    fireEvent.click(pause);
    act(() => pause.blur());
    await wait(20000);
    expect(shown()).toBe('Picture 1');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('loads the first picture at once with high priority and the others lazily, sized', () => {
    const { container } = render(<Carousel slides={slides} label="Hotel photos" />);
    const images = [...container.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).not.toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('width', '1600');
    expect(images[0]).toHaveAttribute('height', '900');
  });

  it('shows a photo slide as a full-width picture with AVIF and WebP variants, an SVG as a plain img', () => {
    const photo: CarouselSlide = {
      image: {
        src: '/assets/photos/hotel/terrace-800.0badf00d.webp',
        alt: 'The terrace at dusk',
        width: 3000,
        height: 2000,
        photo: {
          avifSrcSet: '/assets/photos/hotel/terrace-800.0badf00d.avif 800w',
          webpSrcSet: '/assets/photos/hotel/terrace-800.0badf00d.webp 800w',
          placeholder: 'data:image/webp;base64,AAAA',
        },
      },
    };
    const { container } = render(
      <Carousel slides={[photo, ...slides.slice(1)]} label="Hotel photos" />,
    );
    const pictures = container.querySelectorAll('picture');
    expect(pictures).toHaveLength(1);
    expect(pictures[0]?.querySelector('source')).toHaveAttribute('sizes', '100vw');
    const first = screen.getByRole('img', { name: 'The terrace at dusk' });
    expect(first).toHaveAttribute('srcset', '/assets/photos/hotel/terrace-800.0badf00d.webp 800w');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(container.querySelector('.carousel__slides')).toHaveStyle({
      aspectRatio: '3000 / 2000',
    });
    const svg = container.querySelector('img[alt="Picture 2"]');
    expect(svg).toHaveAttribute('src', '/hotel/carousel-2.svg');
    expect(svg?.parentElement?.tagName).not.toBe('PICTURE');
  });
});
