import { hotels as contentHotels } from '@hotel/content';
import { roomTypes as roomTypeList } from '@hotel/content/roomTypes';
import type { Db } from './client.js';
import { hotels, rooms, roomTypes } from './schema.js';

/** Physical rooms a fresh database gets for each room type; admins add more. */
const SEEDED_ROOMS_PER_TYPE = 3;

/**
 * Brings the hotels and room types of the content into the database, and gives a new room type
 * its first physical rooms. Idempotent: a restart updates names and adds nothing twice.
 */
export function seedFromContent(db: Db): void {
  db.transaction((tx) => {
    for (const hotel of contentHotels) {
      const row = {
        id: hotel.id,
        name: hotel.name,
        location: `${hotel.address.locality}, ${hotel.address.city}`,
        description: hotel.tagline,
        source: 'content' as const,
      };
      tx.insert(hotels)
        .values(row)
        .onConflictDoUpdate({
          target: hotels.id,
          set: { name: row.name, location: row.location, description: row.description },
        })
        .run();
      for (const room of hotel.rooms) {
        tx.insert(roomTypes)
          .values({ id: room.id, hotelId: hotel.id, type: room.type, title: room.title })
          .onConflictDoUpdate({ target: roomTypes.id, set: { title: room.title } })
          .run();
        // Single beds on the first floor, then double, family, luxury: the types' own order.
        const floor = roomTypeList.indexOf(room.type) + 1;
        for (let n = 1; n <= SEEDED_ROOMS_PER_TYPE; n += 1) {
          tx.insert(rooms)
            .values({
              hotelId: hotel.id,
              roomNumber: `${floor}0${n}`,
              type: room.type,
              isAvailable: true,
            })
            .onConflictDoNothing()
            .run();
        }
      }
    }
  });
}
