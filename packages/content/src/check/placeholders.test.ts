import { describe, expect, it } from 'vitest';
import { findPlaceholders, placeholderReason } from './placeholders.js';

describe('placeholderReason', () => {
  it.each([
    ['frontdesk.aagam@example.com', 'domain reserved for examples'],
    ['https://hotels.example.com', 'domain reserved for examples'],
    ['https://example.org/about', 'domain reserved for examples'],
    ['bookings@hotel.test', 'domain reserved for examples'],
    ['0240 000 0001', 'placeholder phone number'],
    ['910000000004', 'placeholder phone number'],
    ['+91 98765 43210', 'placeholder phone number'],
    ['Plot 0, Station Road', '"Plot 0"'],
    ['Plot No. 0, Jalna Road', '"Plot 0"'],
    ['Powered by Example Web Studio', '"Example"'],
    ['https://www.facebook.com/', "network's home page"],
    ['https://x.com', "network's home page"],
    ['Lorem ipsum dolor sit amet', 'lorem ipsum'],
  ])('%s is a placeholder (%s)', (value, reason) => {
    expect(placeholderReason(value)).toContain(reason);
  });

  it.each([
    'frontdesk@aagamexecutive.in',
    'https://www.examplehotels.in',
    'Ask for the counterexample',
    'for example, an early check-in',
    '0240 233 1234',
    '+91 98220 12345',
    'Plot 10, Station Road',
    '431005',
    '27AAQFA4021K1ZE',
    'https://www.facebook.com/DeccanStonegateHotels',
    'https://www.youtube.com/@deccanstonegate',
    'A 5-minute walk from the railway station',
  ])('%s looks real', (value) => {
    expect(placeholderReason(value)).toBeUndefined();
  });
});

describe('findPlaceholders', () => {
  it('names the file and JSON path of each, skipping $schema, with the severity asked', () => {
    const files = {
      'site.json': {
        $schema: '../schema/example.com.json',
        social: [{ network: 'x', url: 'https://x.com/' }],
      },
      'properties/h.json': { address: { street: 'Plot 0, Station Road' }, phone: '0240 233 1234' },
    };
    expect(findPlaceholders(files, 'error')).toEqual([
      {
        severity: 'error',
        file: 'site.json',
        path: 'social[0].url',
        message: expect.stringContaining("network's home page"),
      },
      {
        severity: 'error',
        file: 'properties/h.json',
        path: 'address.street',
        message: expect.stringContaining('"Plot 0"'),
      },
    ]);
  });
});
