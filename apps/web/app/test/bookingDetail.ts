import { workedExampleMeals } from '@hotel/test-fixtures';
import type { BookingDetail } from '@hotel/validators/responses';

/** Two Luxury Rooms at Hotel Akash Executive, paid ₹12,282.90, cancellable with a full refund. */
export const paidBooking: BookingDetail = {
  reference: 'DSH-7K3Q9P',
  status: 'confirmed',
  hotelId: 'hotel-akash-executive',
  hotelName: 'Hotel Akash Executive',
  roomTitle: 'Luxury Room',
  rooms: [
    { roomNumber: '401', amount: 614145 },
    { roomNumber: '402', amount: 614145 },
  ],
  checkIn: '2026-12-01',
  checkOut: '2026-12-02',
  nights: 1,
  adults: 4,
  children: 1,
  guest: { name: 'Asha Patil', email: 'asha@example.com', mobile: '9876543210', gstin: null },
  amount: 1228290,
  paymentId: 'pay_test_Q2l0x9dYb1vWm3Ae',
  invoice: { number: 'AK/26-27/000001' },
  cancellation: {
    allowed: true,
    refundPercent: 100,
    refundIfCancelledNow: 1228290,
    deadline: '2026-11-29T06:30:00.000Z',
    policyText:
      'Cancel at least 48 hours before check-in for a full refund; later, until check-in, for a 50% refund (check-in is 12:00 on the check-in day, India time). After check-in a booking cannot be cancelled.',
  },
  refund: null,
  creditNote: null,
  createdAt: '2026-11-20T06:00:00.000Z',
  hotel: {
    address: 'Plot 0, Jalna Road, Chikalthana, Chhatrapati Sambhajinagar, Maharashtra 431006',
    mapUrl:
      'https://www.google.com/maps/search/?api=1&query=Plot%200%2C%20Jalna%20Road%2C%20Chikalthana',
    phone: '0240 000 0003',
    messagingNumber: '910000000003',
    checkInTime: '12:00',
    checkOutTime: '11:00',
    directions: [
      { from: 'From the railway station', text: 'About 10 km, 30 minutes by taxi.' },
      { from: 'From the airport', text: 'About 2 km, 5 minutes by taxi.' },
    ],
  },
  amenities: ['Free Wifi', 'Room Service'],
  price: {
    nightly: [{ date: '2026-12-01', rate: 499900, adjustment: null, gstRate: 5 }],
    roomCost: 999800,
    gstRates: [5],
    cgst: 24995,
    sgst: 24995,
    ...workedExampleMeals,
    total: 1228290,
  },
};

/** A room row of GET /api/bookings/mine: one of a guest's booked rooms. */
export const bookedRoom = (
  id: number,
  roomNumber: string,
  amount: number,
  reference = 'DSH-7K3Q9P',
) => ({
  _id: id,
  reference,
  hotelId: 'hotel-akash-executive',
  hotelName: 'Hotel Akash Executive',
  roomType: 'luxury-room',
  roomTitle: 'Luxury Room',
  roomNumber,
  checkIn: '2026-11-29',
  checkOut: '2026-12-01',
  status: 'confirmed',
  amount,
  paymentId: 'pay_test_Q2l0x9dYb1vWm3Ae',
  createdAt: '2026-11-20T06:00:00.000Z',
});
