import { m } from '@hotel/i18n/messages';
import type { bookingStatuses } from '@hotel/validators/statuses';

type BookingStatusName = (typeof bookingStatuses)[number];

/**
 * A booking's status as its guest reads it, in the language being rendered (the desk's English
 * words are `bookingStatusLabels`).
 */
const STATUS_TEXT: Readonly<Record<BookingStatusName, () => string>> = {
  pending: m.account_statusPending,
  confirmed: m.account_statusConfirmed,
  failed: m.account_statusFailed,
  expired: m.account_statusExpired,
  cancelled: m.account_statusCancelled,
  checked_in: m.account_statusCheckedIn,
  checked_out: m.account_statusCheckedOut,
  no_show: m.account_statusNoShow,
};

export const statusText = (status: BookingStatusName): string => STATUS_TEXT[status]();
