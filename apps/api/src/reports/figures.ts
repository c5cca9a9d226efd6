import type { RoomTypeName } from '@hotel/content/roomTypes';
import { REPORT_SALES_COLUMNS, type SalesChannel } from '@hotel/validators';
import type { PerformanceFigures } from '@hotel/validators/responses';

/** A hotel's night of one room type: its rooms, and those blocked at the desk (out of order). */
export interface InventoryCell {
  readonly hotelId: string;
  readonly date: string;
  readonly roomType: RoomTypeName;
  readonly inInventory: number;
  readonly outOfOrder: number;
}

/** What a day brought one room type through one channel; every field adds up over cells. */
export interface Sales {
  roomsSold: number;
  roomRevenue: number;
  mealsRevenue: number;
  gst: number;
  cancellations: number;
  refunds: number;
  retained: number;
  adjustments: number;
}

export interface SalesCell extends Sales {
  readonly hotelId: string;
  readonly date: string;
  readonly roomType: RoomTypeName;
  readonly channel: SalesChannel;
}

export const SALES_FIELDS: readonly (keyof Sales)[] = REPORT_SALES_COLUMNS;

export const noSales = (): Sales => ({
  roomsSold: 0,
  roomRevenue: 0,
  mealsRevenue: 0,
  gst: 0,
  cancellations: 0,
  refunds: 0,
  retained: 0,
  adjustments: 0,
});

export function addSales(into: Sales, add: Sales): void {
  for (const field of SALES_FIELDS) into[field] += add[field];
}

/** Whole paise of a ratio, rounded half up (negative revenue, from adjustments, half away). */
const roundedPaise = (amount: number, per: number): number =>
  Math.sign(amount) * Math.floor((Math.abs(amount) * 2 + per) / (2 * per));

/**
 * The USALI ratios, worked out here and nowhere else: occupancy = sold ÷ available (a percent to
 * two places), ADR = room revenue ÷ rooms sold, RevPAR = room revenue ÷ rooms available.
 */
export function withRatios(roomsAvailable: number, sales: Sales): PerformanceFigures {
  return {
    roomsAvailable,
    ...sales,
    occupancyPercent:
      roomsAvailable > 0 ? Math.round((sales.roomsSold * 10_000) / roomsAvailable) / 100 : 0,
    adr: sales.roomsSold > 0 ? roundedPaise(sales.roomRevenue, sales.roomsSold) : null,
    revpar: roomsAvailable > 0 ? roundedPaise(sales.roomRevenue, roomsAvailable) : null,
  };
}
