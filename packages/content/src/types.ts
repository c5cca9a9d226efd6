import type { Lang } from '@hotel/i18n';
import type { z } from 'zod';
import type {
  attractions,
  banquet,
  banquetHall,
  contacts,
  hotel,
  privacy,
  property,
  room,
  site,
  terms,
} from './schema/index.js';
import type { Resolved } from './schema/primitives.js';

export type Site = Resolved<z.output<typeof site>>;
export type Property = Resolved<z.output<typeof property>>;
export type Hotel = Resolved<z.output<typeof hotel>>;
export type Room = Resolved<z.output<typeof room>>;
export type RoomType = Room['type'];
export type Attractions = Resolved<z.output<typeof attractions>>;
export type ContactPage = Resolved<z.output<typeof contacts>>['pages'][number];
export type BanquetEvents = Resolved<z.output<typeof banquet>>;
export type EventCategory = BanquetEvents['categories'][number];
export type Image = Room['cardImage'];
export type Terms = Resolved<z.output<typeof terms>>;
export type Privacy = Resolved<z.output<typeof privacy>>;
export type LegalSection = Terms['sections'][number];
export type Destination = Attractions['destinations'][number];
export type Distance = Property['location']['distances'][number];

/** The banquet hall with its venue facts and event categories. */
export type BanquetHall = Resolved<z.output<typeof banquetHall>> &
  Pick<BanquetEvents, 'capacity' | 'openingHours' | 'categoriesHeading' | 'categories' | 'enquiry'>;

/** All the content, parsed (money in paise) and cross-checked. */
export interface Content {
  readonly site: Site;
  readonly properties: readonly (Hotel | BanquetHall)[];
  readonly hotels: readonly Hotel[];
  readonly banquet: BanquetHall;
  readonly attractions: Attractions;
  readonly contactPages: readonly ContactPage[];
  readonly terms: Terms;
  readonly privacy: Privacy;
}

/** A path of the site and what it renders. */
export type SiteRoute = {
  readonly path: string;
  readonly sitemap: boolean;
  /** The language of the page: its path starts with /mr or /hi unless it is English. */
  readonly lang: Lang;
} & (
  | { readonly kind: 'landing' }
  | { readonly kind: 'hotel'; readonly propertyId: string }
  | { readonly kind: 'banquet'; readonly propertyId: string; readonly variant: 'page' | 'body' }
  | { readonly kind: 'room'; readonly propertyId: string; readonly roomId: string }
  | { readonly kind: 'contact'; readonly propertyId: string }
  | { readonly kind: 'piece'; readonly propertyId: string; readonly piece: 'header' | 'footer' }
  | { readonly kind: 'about' }
  | { readonly kind: 'terms' }
  | { readonly kind: 'privacy' }
  | { readonly kind: 'payment' }
  | { readonly kind: 'paymentForm' }
  | { readonly kind: 'signIn' }
  | { readonly kind: 'myBookings' }
  | { readonly kind: 'search' }
  | { readonly kind: 'findBooking' }
  | { readonly kind: 'redirect'; readonly to: string }
);
export type { CancellationPolicy } from './schema/cancellation.js';
export type { PayAtHotel } from './schema/payAtHotel.js';
