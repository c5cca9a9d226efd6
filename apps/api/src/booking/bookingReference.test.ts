import { site } from '@hotel/content';
import { describe, expect, it } from 'vitest';
import { newReference } from './bookingReference.js';

describe('newReference', () => {
  it('starts with the content’s prefix and reads out without 0/O or 1/I', () => {
    expect(site.booking.referencePrefix).toBe('DSH');
    for (let i = 0; i < 200; i += 1) {
      expect(newReference()).toMatch(/^DSH-[2-9A-HJ-NP-Z]{6}$/);
    }
  });

  it('takes another prefix when the content names one', () => {
    expect(newReference('GIH')).toMatch(/^GIH-[2-9A-HJ-NP-Z]{6}$/);
  });
});
