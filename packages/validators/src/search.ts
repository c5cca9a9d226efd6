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
    adults: wholeNumber('Adults', 1, 10),
    child: blankAsMissing(wholeNumber('Children', 0, MAX_CHILDREN).default(0)),
    rooms: blankAsMissing(wholeNumber('Rooms', 1, 10).default(1)),
    hotel: blankAsMissing(hotelId.optional()),
  })
  .superRefine(checkOutAfterCheckIn.check, { when: checkOutAfterCheckIn.when });

export type SearchQuery = z.output<typeof searchQuery>;
