export { nightsBetween, todayInIndia } from './dates.js';
export * as fields from './fields.js';
export {
  addHotel,
  addRoom,
  banquetEnquiry,
  contactMessage,
  login,
  password,
  sendOtp,
  signUp,
  username,
  verifyOtp,
} from './forms.js';
export { availabilityQuery, quoteRequest, stayDates } from './stay.js';
