import type { StayChange } from '@hotel/validators/responses';
import { type AdminResult, adminSubmit } from './adminRequests';

/** A step of a stay at the desk, as the screens' actions name it. */
export type StayStep = 'checkIn' | 'checkOut' | 'noShow';

/** The API's route for each step of a stay at the desk. */
const STAY_ROUTES = {
  checkIn: 'POST /api/admin/bookings/:reference/check-in',
  checkOut: 'POST /api/admin/bookings/:reference/check-out',
  noShow: 'POST /api/admin/bookings/:reference/no-show',
} as const satisfies Record<StayStep, string>;

export const isStayStep = (intent: unknown): intent is StayStep =>
  typeof intent === 'string' && intent in STAY_ROUTES;

/**
 * A stay's step from a screen's form (`intent`, `reference`; `acceptDirtyRoom` once the desk
 * confirmed checking a guest into a room not cleaned yet), for the bookings and today screens.
 */
export function submitStayStep(
  request: Request,
  step: StayStep,
  form: FormData,
): Promise<AdminResult<StayChange>> {
  const reference = String(form.get('reference'));
  const acceptDirtyRoom = step === 'checkIn' && form.get('acceptDirtyRoom') === 'true';
  return adminSubmit(request, STAY_ROUTES[step], {
    params: { reference },
    ...(acceptDirtyRoom ? { body: { acceptDirtyRoom: true } } : {}),
  });
}
