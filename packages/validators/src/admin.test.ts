import { describe, expect, it } from 'vitest';
import { addHotel, addRoom } from './admin.js';

describe('addRoom', () => {
  const room = { hotelId: 'hotel-grand-imperial', roomNumber: '501', type: 'luxury-room' };

  it('makes the room available by default, as the source’s form does', () => {
    expect(addRoom.parse(room)).toEqual({ ...room, isAvailable: true });
  });

  it('reads a numeric room number from the form', () => {
    expect(addRoom.parse({ ...room, roomNumber: 101 })).toMatchObject({ roomNumber: '101' });
  });

  it.each([
    ['single-bed', 'single-bed'],
    ['Single', 'single-bed'],
    ['Double', 'double-bed'],
    ['Family Suite', 'family-suite'],
    ['luxury room', 'luxury-room'],
  ])('reads the room type %j as %s', (type, expected) => {
    expect(addRoom.parse({ ...room, type }).type).toBe(expected);
  });

  it.each([
    [{ type: 'Deluxe' }, 'type', 'Please choose a room type.'],
    [{ roomNumber: ' ' }, 'roomNumber', 'Please enter a room number.'],
    [
      { price: 1999 },
      'price',
      'A room has no price of its own: it is charged at its room type’s rates, set in the content.',
    ],
    [{ isAvailable: 'true' }, 'isAvailable', 'Available must be true or false.'],
    [{ hotelId: '' }, 'hotelId', 'Please choose a hotel.'],
  ])('refuses %j on %s', (change, field, message) => {
    const issue = addRoom.safeParse({ ...room, ...change }).error?.issues[0];
    expect([issue?.path.join('.'), issue?.message]).toEqual([field, message]);
  });
});

describe('addHotel', () => {
  it('trims the fields and defaults the description', () => {
    expect(addHotel.parse({ name: ' Hotel Sunrise Inn ', location: 'Cidco' })).toEqual({
      name: 'Hotel Sunrise Inn',
      location: 'Cidco',
      description: '',
    });
  });
});
