import { m } from '@hotel/i18n/messages';
import type { bookingStatuses } from './responses/statuses.js';

type BookingStatusName = (typeof bookingStatuses)[number];

/**
 * A booking's status as its guest reads it ('Checked in'), in the language being rendered: the
 * guest's pages and the API's messages to a guest both say it so (the desk's English words are
 * `bookingStatusLabels`).
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
