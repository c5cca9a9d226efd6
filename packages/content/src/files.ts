import attractions from '../json/attractions.json' with { type: 'json' };
import banquet from '../json/banquet.json' with { type: 'json' };
import contacts from '../json/contacts.json' with { type: 'json' };
import akashBanquetHall from '../json/properties/akash-banquet-hall.json' with { type: 'json' };
import hotelAagamExecutive from '../json/properties/hotel-aagam-executive.json' with {
  type: 'json',
};
import hotelAkashExecutive from '../json/properties/hotel-akash-executive.json' with {
  type: 'json',
};
import hotelGrandImperial from '../json/properties/hotel-grand-imperial.json' with { type: 'json' };
import site from '../json/site.json' with { type: 'json' };

/**
 * Every content file, by its path under `json/`, in the order the site lists properties.
 * A new property file is added here too; `content:check` reports one that is not.
 */
export const contentFiles: Readonly<Record<string, unknown>> = {
  'site.json': site,
  'properties/hotel-aagam-executive.json': hotelAagamExecutive,
  'properties/hotel-grand-imperial.json': hotelGrandImperial,
  'properties/hotel-akash-executive.json': hotelAkashExecutive,
  'properties/akash-banquet-hall.json': akashBanquetHall,
  'banquet.json': banquet,
  'attractions.json': attractions,
  'contacts.json': contacts,
};
