/** The kinds of room a hotel offers. A module of its own, so browser code can import it alone. */
export const roomTypes = ['single-bed', 'double-bed', 'family-suite', 'luxury-room'] as const;

export type RoomTypeName = (typeof roomTypes)[number];

/** What guests and staff call each kind of room. */
export const roomTypeTitles: Readonly<Record<RoomTypeName, string>> = {
  'single-bed': 'Single Bed',
  'double-bed': 'Double Bed',
  'family-suite': 'Family Suite',
  'luxury-room': 'Luxury Room',
};
