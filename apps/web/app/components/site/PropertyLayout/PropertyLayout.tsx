import { m } from '@hotel/i18n/messages';
import type { ReactNode } from 'react';
import { Carousel, type CarouselSlide } from '../Carousel/Carousel';
import {
  TestimonialSlider,
  type TestimonialSliderProps,
} from '../TestimonialSlider/TestimonialSlider';
import { WelcomeBanner } from '../WelcomeBanner/WelcomeBanner';

export interface PropertyLayoutProps {
  readonly property: {
    readonly name: string;
    readonly heading: string;
    readonly tagline: string;
    readonly welcomeBanner: string;
    readonly carousel: readonly CarouselSlide[];
    /** Under the tagline: a hotel's current offer. */
    readonly promotion?: string | null;
  };
  /** After the introduction: a hotel's booking search. */
  readonly search?: ReactNode;
  /** The page's own sections, below the welcome banner. */
  readonly children: ReactNode;
}

/**
 * The frame of a property's page (a hotel, the banquet hall): its photos, its heading and
 * tagline, the welcome banner, then the page's sections. The styles are the pages' (hotel.css).
 */
export function PropertyLayout({ property, search, children }: PropertyLayoutProps) {
  return (
    <div className="property-page">
      <Carousel slides={property.carousel} label={m.site_photosOf({ name: property.name })} />
      <div className="page property-page__stack">
        <header className="property-page__intro">
          <h1>{property.heading}</h1>
          <p className="property-page__tagline">{property.tagline}</p>
          {property.promotion ? (
            <p className="property-page__promotion">{property.promotion}</p>
          ) : null}
        </header>
        {search}
      </div>
      <WelcomeBanner text={property.welcomeBanner} />
      <div className="page property-page__stack">{children}</div>
    </div>
  );
}

/** What the quotes are called, by who chose them. */
const quoteTexts = {
  hotel: {
    heading: m.site_quotesHeadingHotel,
    note: m.site_quotesNoteHotel,
    label: m.site_quotesLabelHotel,
  },
  banquetHall: {
    heading: m.site_quotesHeadingBanquetHall,
    note: m.site_quotesNoteBanquetHall,
    label: m.site_quotesLabelBanquetHall,
  },
} as const;

/**
 * A property page's testimonials under their heading, labelled as what they are: quotes the
 * hotel chose (content), not verified reviews. `id` names the section.
 */
export function GuestReviews({
  id,
  from = 'hotel',
  ...slider
}: Omit<TestimonialSliderProps, 'label'> & {
  readonly id: string;
  /** Who chose the quotes: the hotel or the banquet hall. */
  readonly from?: keyof typeof quoteTexts;
}) {
  const texts = quoteTexts[from];
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{texts.heading()}</h2>
      <p className="property-page__quotes-note">{texts.note()}</p>
      <TestimonialSlider {...slider} label={texts.label()} />
    </section>
  );
}
