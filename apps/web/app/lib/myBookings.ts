import type { MyBooking } from '@hotel/validators/responses';
import { ApiError, api } from './api';

/** One room of a booking, as `GET /api/bookings/mine` lists it. */
export type BookedRoom = MyBooking;

/** A booking: the rooms that share a reference (one payment). */
export interface Booking {
  readonly reference: string;
  readonly rooms: readonly BookedRoom[];
  readonly amount: number;
}

export function groupByReference(rows: readonly BookedRoom[]): Booking[] {
  const byReference = new Map<string, BookedRoom[]>();
  for (const row of rows) {
    const rooms = byReference.get(row.reference) ?? [];
    rooms.push(row);
    byReference.set(row.reference, rooms);
  }
  return [...byReference].map(([reference, rooms]) => ({
    reference,
    rooms,
    amount: rooms.reduce((sum, room) => sum + room.amount, 0),
  }));
}

/** The signed-in guest's bookings; `viewer` is who the API said was signed in (null: nobody). */
export type MyBookings =
  | { readonly kind: 'signedOut'; readonly viewer: null }
  | { readonly kind: 'failed'; readonly viewer: number | null; readonly message: string }
  | { readonly kind: 'ready'; readonly viewer: number; readonly bookings: readonly Booking[] };

/**
 * Asks the API who is signed in, and only then for their bookings: a visitor who is signed out
 * is asked to sign in, without a refused request.
 */
export async function loadMyBookings(signal: AbortSignal): Promise<MyBookings> {
  let viewer: number | null = null;
  try {
    const { user } = await api('GET /api/auth/me', { signal });
    if (!user) return { kind: 'signedOut', viewer: null };
    viewer = user.id;
    const rows = await api('GET /api/bookings/mine', { signal });
    return { kind: 'ready', viewer: user.id, bookings: groupByReference(rows) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      return { kind: 'signedOut', viewer: null };
    return { kind: 'failed', viewer, message: (error as Error).message };
  }
}
