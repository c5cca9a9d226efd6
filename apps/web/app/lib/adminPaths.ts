/**
 * The admin screens' addresses the site's frame links to as well (the header's "Front desk"):
 * apart from lib/adminApi.ts, so that every page does not download the admin screens' helpers.
 */
export const ADMIN_HOME = '/admin';

/** A hotel staff account's home: its hotel's occupancy grid. */
export const DESK_HOME = '/admin/calendar';

export const ADMIN_SIGN_IN = '/admin/sign-in';
