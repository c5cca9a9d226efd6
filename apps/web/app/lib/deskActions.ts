import type { QuoteRequest, RoomBlockRequest, WalkInBooking } from '@hotel/validators';
import type { ResponseOf } from '@hotel/validators/responses';
import type { ShouldRevalidateFunction, SubmitTarget } from 'react-router';
import { type AdminResult, adminSubmit } from './adminRequests';

/** What the occupancy grid's forms ask of its route's action (sent as JSON). */
export type DeskCommand =
  | { readonly intent: 'price'; readonly stay: QuoteRequest }
  | { readonly intent: 'book'; readonly booking: WalkInBooking }
  | { readonly intent: 'block'; readonly roomId: number; readonly block: RoomBlockRequest }
  | { readonly intent: 'unblock'; readonly blockId: number };

/** A command as the JSON a fetcher submits (an optional field left undefined is not sent). */
export const deskSubmission = (command: DeskCommand | null) => command as SubmitTarget | null;

/** The action's answer, tagged with the command it answers. */
export type DeskAnswer =
  | { readonly intent: 'price'; readonly result: AdminResult<ResponseOf<'POST /api/quotes'>> }
  | {
      readonly intent: 'book';
      /** The booking as sent: the guest and dates the answer is about. */
      readonly booking: WalkInBooking;
      readonly result: AdminResult<ResponseOf<'POST /api/admin/bookings'>>;
    }
  | {
      readonly intent: 'block';
      readonly result: AdminResult<ResponseOf<'POST /api/admin/rooms/:roomId/blocks'>>;
    }
  | { readonly intent: 'unblock'; readonly result: AdminResult<null> };

/**
 * Runs a command of the grid: prices a stay as the room page does (POST /api/quotes, the server's
 * engine and the content's rule), books a walk-in, blocks a room, or removes a block.
 */
export async function runDeskCommand(request: Request, command: DeskCommand): Promise<DeskAnswer> {
  switch (command.intent) {
    case 'price':
      return {
        intent: 'price',
        result: await adminSubmit(request, 'POST /api/quotes', { body: command.stay }),
      };
    case 'book':
      return {
        intent: 'book',
        booking: command.booking,
        result: await adminSubmit(request, 'POST /api/admin/bookings', { body: command.booking }),
      };
    case 'block':
      return {
        intent: 'block',
        result: await adminSubmit(request, 'POST /api/admin/rooms/:roomId/blocks', {
          params: { roomId: command.roomId },
          body: command.block,
        }),
      };
    case 'unblock':
      return {
        intent: 'unblock',
        result: await adminSubmit(request, 'DELETE /api/admin/blocks/:id', {
          params: { id: command.blockId },
        }),
      };
  }
}

/**
 * The grid is read again after anything that may have changed a night (a booking, a block, even
 * a refused one: the grid was out of date), never after pricing a stay.
 */
export const revalidateAfterChange: ShouldRevalidateFunction = ({
  formMethod,
  actionResult,
  defaultShouldRevalidate,
}) => {
  if (!formMethod) return defaultShouldRevalidate;
  return (actionResult as DeskAnswer | undefined)?.intent !== 'price';
};
