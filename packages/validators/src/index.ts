export { login, password, sendOtp, signUp, username, verifyOtp } from './accounts.js';
export { addHotel, addRoom } from './admin.js';
export { nightsBetween, todayInIndia } from './dates.js';
export { banquetEnquiry, contactMessage } from './enquiries.js';
export * as fields from './fields.js';
export { availabilityQuery, quoteRequest, stayDates } from './stay.js';
