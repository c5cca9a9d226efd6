import {
  formatINR,
  type Paise,
  quote,
  type RateRule,
  rateFor,
  unreachableAdjustments,
} from '@hotel/pricing';
import { propertyFile } from '../routes.js';
import type { Hotel, Site } from '../types.js';

/**
 * The content check's warnings about money: card prices beside the rates the site charges,
 * adjustments that can never apply, the tax in force, and a hotel's GST status for its meals.
 * Each reports what an editor should look at; none stops the site.
 */

export type Report = (file: string, path: string, message: string) => void;

export function warnAboutPrices(hotels: readonly Hotel[], warning: Report): void {
  for (const hotel of hotels) {
    hotel.rooms.forEach((room, index) => {
      const reading = room.readings[room.activeReading];
      if (!reading) return;
      const shown = rateFor(reading, 1);
      if (shown !== room.cardPrice) {
        warning(
          propertyFile(hotel.id),
          `rooms[${index}].cardPrice`,
          `${room.id}: the card price ${formatINR(room.cardPrice)} differs from the "${room.activeReading}" reading's one-adult rate ${formatINR(shown)}; the site charges the reading's rates, and its cards show the cheapest night they give`,
        );
      }
    });
  }
}

export function warnAboutAdjustments(hotels: readonly Hotel[], warning: Report): void {
  for (const hotel of hotels) {
    hotel.rooms.forEach((room, index) => {
      for (const [name, reading] of Object.entries(room.readings)) {
        const adjustments = reading.adjustments ?? [];
        for (const position of unreachableAdjustments(adjustments)) {
          warning(
            propertyFile(hotel.id),
            `rooms[${index}].readings.${name}.adjustments[${position}]`,
            `${room.id}: "${adjustments[position]?.name}" can never apply: an earlier adjustment takes every night it covers`,
          );
        }
      }
    });
  }
}

export function warnAboutTax(site: Site, warning: Report): void {
  const active = site.tax.presets[site.tax.active];
  if (active?.rule.kind === 'flat') {
    const statutory = Object.entries(site.tax.presets).find(
      ([, preset]) => preset.rule.kind === 'slabs',
    );
    warning(
      'site.json',
      'tax.active',
      `a flat ${active.rule.percent}% GST is in force ("${site.tax.active}"). Indian GST on a room-night of ₹7,500 or less is 5% since 22 Sep 2025 (18% above)${
        statutory ? `; set "active" to "${statutory[0]}" to charge the statutory slabs` : ''
      }.`,
    );
  }
}

/** GST's line between a room-night at 5% and one at 18%, and a hotel's meals likewise next year. */
const SPECIFIED_PREMISES_ABOVE = 750_000;

/**
 * The dearest night one room of a reading sells for: its rate for the room's most adults, under
 * each adjustment in turn (dates and days set aside), as the engine prices it.
 */
function dearestNight(
  reading: RateRule,
  adults: number,
): { rate: Paise; adjustment: string | null } {
  const undated = { ...reading, adjustments: [] };
  const candidates = [
    undated,
    ...(reading.adjustments ?? []).map((adjustment) => ({
      ...reading,
      adjustments: [
        { name: adjustment.name, percent: adjustment.percent, amount: adjustment.amount },
      ],
    })),
  ];
  let dearest = { rate: 0, adjustment: null as string | null };
  for (const rule of candidates) {
    const [night] = quote(rule, { rooms: 1, adults, nights: 1, checkIn: '2026-01-01' }).nightly;
    if (night && night.rate > dearest.rate)
      dearest = { rate: night.rate, adjustment: night.adjustment };
  }
  return dearest;
}

/**
 * A hotel that sells a room-night above ₹7,500 is a "specified premises" from the next financial
 * year, its meals then at 18% GST: say so while its legal.specifiedPremises is false.
 */
export function warnAboutSpecifiedPremises(hotels: readonly Hotel[], warning: Report): void {
  for (const hotel of hotels) {
    if (hotel.legal.specifiedPremises) continue;
    for (const room of hotel.rooms) {
      const reading = room.readings[room.activeReading];
      if (!reading) continue;
      const { rate, adjustment } = dearestNight(reading, room.maxAdultsPerRoom);
      if (rate <= SPECIFIED_PREMISES_ABOVE) continue;
      warning(
        propertyFile(hotel.id),
        'legal.specifiedPremises',
        `${room.id} sells a night at ${formatINR(rate)} (${room.maxAdultsPerRoom} adults${adjustment ? `, ${adjustment}` : ''}), above ₹7,500: from the next financial year (1 April) the hotel is a "specified premises" and its meals carry 18% GST; set legal.specifiedPremises to true then`,
      );
    }
  }
}
