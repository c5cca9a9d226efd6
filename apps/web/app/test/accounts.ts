import type { SessionUser } from '@hotel/validators/responses';

/** An administrator, as GET /api/auth/me answers for one. */
export const testAdmin: SessionUser = {
  id: 1,
  username: null,
  email: 'boss@example.com',
  mobile: null,
  role: 'admin',
};

/** A hotel's front-desk account (POST /api/admin/staff), as GET /api/auth/me answers for one. */
export const testStaff = (hotelId: string, email = 'desk@example.com'): SessionUser => ({
  ...testAdmin,
  id: 3,
  email,
  role: 'staff',
  hotelId,
});

/** POST /api/send-otp's answer when the code went out (the API's words, English). */
export const otpSent = {
  status: 200,
  body: {
    success: true,
    message: 'OTP sent successfully!',
    expiresInSeconds: 300,
    resendInSeconds: 30,
  },
};
