export { type DeleteAccount, deleteAccount } from './account.js';
export {
  type AddStaff,
  addStaff,
  type ChangeStaff,
  changeStaff,
  login,
  password,
  sendOtp,
  signUp,
  unlockLogin,
  username,
  verifyOtp,
} from './accounts.js';
export { type AddRoom, addHotel, addRoom } from './admin.js';
export {
  type BookingLimits,
  bookingLimitMessages,
  bookingLimitProblems,
} from './bookingLimits.js';
export {
  type BookingLookup,
  type BookingLookupVerify,
  bookingLookup,
  bookingLookupVerify,
} from './bookingLookup.js';
export { CALENDAR_MAX_DAYS, type CalendarQuery, calendarQuery } from './calendar.js';
export { nightsBetween, todayInIndia } from './dates.js';
export {
  BLOCK_MAX_NIGHTS,
  type DeskPayment,
  type DeskPaymentMethod,
  deskPaidMethods,
  deskPayment,
  deskPaymentMethods,
  OCCUPANCY_MAX_DAYS,
  type OccupancyQuery,
  occupancyQuery,
  type RoomBlockRequest,
  roomBlock,
  type WalkInBooking,
  walkInBooking,
} from './desk.js';
export * from './enquiries.js';
export * as fields from './fields.js';
export { bookingReferenceParams, optionalFilter, wholeNumber } from './fields.js';
export * from './housekeeping.js';
export { type AddIcalFeed, addIcalFeed, icalFeedMessages } from './ical.js';
export { LIST_LIMITS } from './listLimits.js';
export { adminPageQuery, bookingsLimit } from './lists.js';
export {
  type CreateOrder,
  type CustomerDetails,
  createOrder,
  customerDetails,
  type OnlinePaymentMethod,
  onlinePaymentMethods,
  PAY_AT_HOTEL,
  type RazorpayVerification,
  razorpayVerification,
  type TestCompletion,
  type TestGatewayForm,
  type TestPaymentMethod,
  type TestWebhook,
  testCompletion,
  testGatewayForm,
  testGatewayNetbankingForm,
  testGatewayPayAtHotelForm,
  testGatewayUpiForm,
  testGatewayWalletForm,
  testPaymentMethods,
  testWebhook,
  UPI_ID,
  upiId,
} from './payments.js';
export {
  PRINTABLE_NAME_RANGES,
  unprintableInName,
  unprintableNameMessage,
} from './printable.js';
export {
  type PerformanceQuery,
  performanceQuery,
  REPORT_COLUMNS,
  REPORT_MAX_DAYS,
  REPORT_MESSAGES,
  REPORT_MONEY_COLUMNS,
  REPORT_SALES_COLUMNS,
  REPORT_TEXTS,
  type ReportColumn,
  type ReportTable,
  reportTables,
  type SalesChannel,
  salesChannelLabels,
  salesChannels,
} from './reports.js';
export * from './reviews.js';
export { type SearchQuery, searchQuery } from './search.js';
export {
  isEmailContact,
  type PasswordReset,
  type PasswordResetConfirm,
  passwordReset,
  passwordResetConfirm,
  type SignInCode,
  type SignInCodeVerify,
  signInCode,
  signInCodeVerify,
  signInContact,
} from './signInCodes.js';
export {
  type AvailabilityQuery,
  availabilityQuery,
  type QuoteRequest,
  quoteRequest,
  roomType,
  roomTypes,
  stayDates,
  stayFields,
} from './stay.js';
export {
  TEST_NETBANKING_BANKS,
  TEST_UPI_IDS,
  TEST_WALLETS,
  type TestNetbankingBank,
  type TestWallet,
} from './testGateway.js';
