import { m } from '@hotel/i18n/messages';
import { type FocusEvent, useEffect, useId, useState } from 'react';
import type { ImageData } from '../../../lib/imageData';
import { Picture } from '../../ui/Picture/Picture';
import './Carousel.css';

export interface CarouselSlide {
  readonly image: ImageData;
  readonly caption?: string | undefined;
}

export interface CarouselProps {
  readonly slides: readonly CarouselSlide[];
  /** What the slideshow shows, e.g. "Hotel Grand Imperial photos". */
  readonly label: string;
  readonly intervalMs?: number;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** True while the visitor asks for less motion; follows changes of the setting. */
function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(REDUCED_MOTION);
    setReduced(query.matches);
    const onChange = (event: MediaQueryListEvent) => setReduced(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * A slideshow that advances every `intervalMs` and wraps both ways. It holds still while the
 * pointer is over it or focus is inside it, when the visitor pauses it, and (until they press
 * play) when they prefer reduced motion. Screen readers hear the slide changes they cause.
 */
export function Carousel({ slides, label, intervalMs = 5000 }: CarouselProps) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const slidesId = useId();

  const count = slides.length;
  const playing = choice === null ? !reducedMotion : choice === 'play';
  const rotating = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const arrow = (direction: 'previous' | 'next', step: number, glyph: string) => (
    <button
      type="button"
      className={`carousel__button carousel__arrow carousel__arrow--${direction}`}
      aria-controls={slidesId}
      aria-label={direction === 'next' ? m.site_carouselNext() : m.site_carouselPrevious()}
      onClick={() => go(step)}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );

  return (
    <section
      className="carousel"
      aria-roledescription={m.site_carouselRole()}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__button carousel__toggle"
          onClick={() => setChoice(playing ? 'pause' : 'play')}
        >
          {playing ? m.site_carouselPause() : m.site_carouselPlay()}
        </button>
        {arrow('previous', -1, '‹')}
        {arrow('next', 1, '›')}
      </div>
      <div
        id={slidesId}
        className="carousel__slides"
        aria-live={rotating ? 'off' : 'polite'}
        style={{
          aspectRatio: slides[0]
            ? `${slides[0].image.width} / ${slides[0].image.height}`
            : undefined,
        }}
      >
        {slides.map((slide, position) => {
          const current = position === index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group by the WAI-ARIA carousel pattern, not a form fieldset.
            <div
              key={slide.image.src}
              className={`carousel__slide${current ? ' carousel__slide--current' : ''}`}
              role="group"
              aria-roledescription={m.site_slideRole()}
              aria-label={m.site_positionOf({ position: position + 1, count })}
              aria-hidden={!current}
            >
              <Picture
                image={slide.image}
                sizes="100vw"
                loading={position === 0 ? 'eager' : 'lazy'}
                fetchPriority={position === 0 ? 'high' : 'auto'}
                decoding={position === 0 ? 'sync' : 'async'}
              />
              {slide.caption ? <p className="carousel__caption">{slide.caption}</p> : null}
            </div>
          );
        })}
      </div>
    </section>
  );
}
