/**
 * How many rows a list answers at once: the API's bounds and defaults, and the sizes the admin
 * screens ask for, each within the bound of the list it reads (listLimits.test.ts holds them to
 * it), so a screen's request is always one the API takes. Free of zod, for the pages.
 */
export const LIST_LIMITS = {
  /** GET /api/bookings `?limit` (it takes no offset): 1 to 500, 100 when not given. */
  bookings: { max: 500, default: 100 },
  /** GET /api/admin/{enquiries,messages,outbox,actions} `?limit&offset`: 1 to 200, 50 by default. */
  adminPage: { max: 200, default: 50 },
  /** GET /api/bookings/mine: a guest's newest bookings. */
  myBookings: 200,
  /** What the admin screens ask for. */
  screens: {
    /** The bookings screen lists the newest 200 that match its filters. */
    bookings: 200,
    /** Enquiries, messages and admin actions: 20 a page, then 'Load more'. */
    adminList: 20,
    /** The outbox: 50 mails and texts a page. */
    outbox: 50,
  },
} as const;
