import { m } from '@hotel/i18n/messages';
import { z } from 'zod';
import { blankAsMissing, hotelId, wholeNumber } from './fields.js';
import { checkInDate, checkOutAfterCheckIn, checkOutDate, MAX_CHILDREN } from './stay.js';

/**
 * GET /api/search: the date-first search of the landing and the hotel pages. The party (adults,
 * children, rooms) and the stay, across every hotel or one (`hotel`). The same names as the
 * search's URL on the site, so a shared link and the API read alike.
 */
export const searchQuery = z
  .object({
    checkIn: checkInDate,
    checkOut: checkOutDate,
    adults: wholeNumber(m.fields_labelAdults, 1, 10),
    child: blankAsMissing(wholeNumber(m.fields_labelChildren, 0, MAX_CHILDREN).default(0)),
    rooms: blankAsMissing(wholeNumber(m.fields_labelRooms, 1, 10).default(1)),
    hotel: blankAsMissing(hotelId.optional()),
  })
  .superRefine(checkOutAfterCheckIn.check, { when: checkOutAfterCheckIn.when });

export type SearchQuery = z.output<typeof searchQuery>;
