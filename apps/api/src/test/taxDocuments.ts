import { splitGst, type TaxDocument } from '../documents/taxDocument.js';

/** A tax invoice for two rooms, one night, with meals: ₹13,497.64 in all. */
export const exampleInvoice: TaxDocument = {
  kind: 'invoice',
  number: 'AK/26-27/000001',
  date: '2026-11-24',
  hotel: {
    legalName: 'Akash Executive Hospitality LLP',
    address: ['Plot 0, Station Road', 'Chhatrapati Sambhajinagar, Maharashtra 431001'],
    gstin: '27AAPFU0939F1ZV',
  },
  guest: { name: 'Asha Patil', gstin: '29AAGCB7383J1Z4' },
  stay: {
    reference: 'DSH-7K3Q9P',
    room: 'Luxury Room',
    rooms: 2,
    adults: 4,
    checkIn: '2026-12-01',
    checkOut: '2026-12-02',
    nights: 1,
  },
  taxableValue: 999800,
  gstRates: [18],
  ...splitGst(179964),
  meals: [
    { label: 'Breakfast × 2', amount: 50000 },
    { label: 'Lunch/dinner × 1', amount: 120000 },
  ],
  total: 1349764,
};
