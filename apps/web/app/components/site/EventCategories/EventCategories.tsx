import { m } from '@hotel/i18n/messages';
import { useCallback, useId, useState } from 'react';
import {
  BanquetEnquiryDialog,
  type EnquiryCategory,
} from '../BanquetEnquiryDialog/BanquetEnquiryDialog';
import './EventCategories.css';

export interface EventCategory extends EnquiryCategory {
  readonly description: string;
  /** What the hall includes for this kind of event (content). */
  readonly includes: readonly string[];
}

export interface EventCategoriesProps {
  readonly heading: string;
  readonly categories: readonly EventCategory[];
}

/** The banquet hall's event categories, each with a Contact Us button opening the enquiry form. */
export function EventCategories({ heading, categories }: EventCategoriesProps) {
  const headingId = useId();
  const [enquiring, setEnquiring] = useState<EventCategory | null>(null);
  const close = useCallback(() => setEnquiring(null), []);

  return (
    <section className="event-categories" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul className="event-categories__list">
        {categories.map((category) => (
          <li key={category.id} className="event-categories__item">
            <article aria-labelledby={`${headingId}-${category.id}`}>
              <h3 id={`${headingId}-${category.id}`}>{category.title}</h3>
              <p>{category.description}</p>
              <ul
                className="event-categories__events"
                aria-label={m.site_eventsOf({ title: category.title })}
              >
                {category.events.map((eventName) => (
                  <li key={eventName}>{eventName}</li>
                ))}
              </ul>
              <p className="event-categories__capacity">{m.site_capacity(category.capacity)}</p>
              <h4 className="event-categories__includes-title">{m.site_included()}</h4>
              <ul
                className="event-categories__includes"
                aria-label={m.site_includedOf({ title: category.title })}
              >
                {category.includes.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <button
                type="button"
                className="button event-categories__contact"
                onClick={() => setEnquiring(category)}
              >
                {m.site_contactUs()}
                <span className="visually-hidden">
                  {' '}
                  {m.site_contactUsAbout({ title: category.title })}
                </span>
              </button>
            </article>
          </li>
        ))}
      </ul>
      <BanquetEnquiryDialog category={enquiring} onClose={close} />
    </section>
  );
}
