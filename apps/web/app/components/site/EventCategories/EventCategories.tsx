import { useCallback, useId, useState } from 'react';
import {
  BanquetEnquiryDialog,
  type EnquiryCategory,
} from '../BanquetEnquiryDialog/BanquetEnquiryDialog';
import './EventCategories.css';

export interface EventCategory extends EnquiryCategory {
  readonly id: string;
  readonly description: string;
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
              <ul className="event-categories__events" aria-label={`${category.title}: events`}>
                {category.events.map((eventName) => (
                  <li key={eventName}>{eventName}</li>
                ))}
              </ul>
              <button
                type="button"
                className="button event-categories__contact"
                onClick={() => setEnquiring(category)}
              >
                Contact Us<span className="visually-hidden"> about {category.title}</span>
              </button>
            </article>
          </li>
        ))}
      </ul>
      <BanquetEnquiryDialog category={enquiring} onClose={close} />
    </section>
  );
}
