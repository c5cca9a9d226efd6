import { m } from '@hotel/i18n/messages';
import { useId, useState } from 'react';
import './TestimonialSlider.css';

export interface Testimonial {
  readonly name: string;
  readonly text: string;
  /** Who they are, e.g. "Corporate client". */
  readonly designation?: string | undefined;
}

export interface TestimonialSliderProps {
  readonly testimonials: readonly Testimonial[];
  /** How many show at once; the arrows move by this many. */
  readonly pageSize: number;
  /**
   * 'stop': the arrows stop at the ends (disabled at the first and the last page);
   * 'wrap': they go round both ways.
   */
  readonly ends: 'stop' | 'wrap';
  /** Names the list of testimonials for assistive technology, e.g. "Guest reviews". */
  readonly label: string;
}

/** Guest testimonials, `pageSize` at a time, moved with previous and next arrows. */
export function TestimonialSlider({ testimonials, pageSize, ends, label }: TestimonialSliderProps) {
  const [offset, setOffset] = useState(0);
  const listId = useId();
  const total = testimonials.length;
  const wrap = ends === 'wrap';
  const canGoBack = wrap ? total > pageSize : offset >= pageSize;
  const canGoOn = wrap ? total > pageSize : offset + pageSize < total;

  const canMove = (step: number) => (step < 0 ? canGoBack : canGoOn);
  const move = (step: number) => {
    if (!canMove(step)) return;
    setOffset((current) => (wrap ? (current + step + total) % total : current + step));
  };
  const shown = Array.from(
    { length: Math.min(pageSize, total) },
    (_, index) => testimonials[wrap ? (offset + index) % total : offset + index],
  ).filter((item): item is Testimonial => item !== undefined);
  const first = offset + 1;
  const last = Math.min(offset + pageSize, total);
  const position =
    pageSize === 1
      ? m.site_positionOf({ position: first, count: total })
      : m.site_positionRangeOf({ first, last, count: total });

  const arrow = (label: string, step: number, glyph: string) => (
    <button
      type="button"
      className="testimonials__arrow"
      aria-controls={listId}
      aria-disabled={!canMove(step)}
      aria-label={label}
      onClick={() => move(step)}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );

  return (
    <div className="testimonials">
      <ul id={listId} className="testimonials__list" aria-label={label} data-page-size={pageSize}>
        {shown.map((item) => (
          <li key={`${item.name}-${item.text.slice(0, 24)}`} className="testimonials__item">
            <figure>
              <blockquote>
                <p>{item.text}</p>
              </blockquote>
              <figcaption>
                <span className="testimonials__name">{item.name}</span>
                {item.designation ? (
                  <span className="testimonials__designation">{item.designation}</span>
                ) : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className="testimonials__nav">
        {arrow(m.site_previousTestimonials({ count: pageSize }), -pageSize, '←')}
        <p className="testimonials__position" aria-live="polite">
          {position}
        </p>
        {arrow(m.site_nextTestimonials({ count: pageSize }), pageSize, '→')}
      </div>
    </div>
  );
}
