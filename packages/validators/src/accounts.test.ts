import { describe, expect, it } from 'vitest';
import { login, sendOtp, signUp, verifyOtp } from './accounts.js';

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('sendOtp', () => {
  it('reads the mobile number as 10 digits', () => {
    expect(sendOtp.parse({ mobile: '+91 98765 43210' })).toEqual({ mobile: '9876543210' });
  });

  it.each([
    [{}, 'Mobile number is required'],
    [{ mobile: '' }, 'Mobile number is required'],
    [{ mobile: '98765' }, 'Mobile number must be 10 digits'],
  ])('refuses %j with “%s”', (input, message) => {
    expect(issuesOf(sendOtp.safeParse(input))).toEqual([['mobile', message]]);
  });

  it('refuses a field the form does not have', () => {
    expect(sendOtp.safeParse({ mobile: '9876543210', otp: '123456' }).success).toBe(false);
  });
});

describe('verifyOtp', () => {
  it.each([
    ['123456', '123456'],
    ['012345', '012345'],
    [' 123 456 ', '123456'],
  ])('reads the code %j as %j', (otp, expected) => {
    expect(verifyOtp.parse({ mobile: '9876543210', otp })).toEqual({
      mobile: '9876543210',
      otp: expected,
    });
  });

  it.each([
    [undefined, 'Please enter the code.'],
    ['', 'Please enter the code.'],
    ['   ', 'Please enter the code.'],
    [123456, 'Please enter the code.'],
    ['12345', 'The code is the 6 digits we sent you.'],
    ['1234567', 'The code is the 6 digits we sent you.'],
    ['12345a', 'The code is the 6 digits we sent you.'],
  ])('refuses the code %j with “%s”', (otp, message) => {
    expect(issuesOf(verifyOtp.safeParse({ mobile: '9876543210', otp }))).toEqual([
      ['otp', message],
    ]);
  });
});

describe('signUp', () => {
  const valid = { username: 'asha.k_1', email: 'asha@example.com', password: 'ten chars!' };

  it('accepts a username of letters, digits, dots and underscores, and trims it', () => {
    expect(signUp.parse({ ...valid, username: '  asha.k_1 ' })).toEqual(valid);
  });

  it('keeps the password exactly as typed, spaces included', () => {
    expect(signUp.parse({ ...valid, password: '   spaced   ' }).password).toBe('   spaced   ');
  });

  it.each([
    ['username', 'A username needs at least 3 characters.', { username: 'ab' }],
    ['username', 'A username can have at most 30 characters.', { username: 'a'.repeat(31) }],
    [
      'username',
      'A username may use letters, digits, dots and underscores.',
      { username: 'asha@home' },
    ],
    ['username', 'Please choose a username.', { username: 42 }],
    ['email', 'Please enter a valid email address.', { email: 'asha@' }],
    ['email', 'Please enter your email address.', { email: '' }],
    ['password', 'A password needs at least 10 characters.', { password: 'nine char' }],
    ['password', 'A password can have at most 128 characters.', { password: 'p'.repeat(129) }],
    ['password', 'Please enter a password.', { password: undefined }],
  ])('refuses a bad %s: “%s” (case %#)', (field, message, change) => {
    expect(issuesOf(signUp.safeParse({ ...valid, ...change }))).toEqual([[field, message]]);
  });
});

describe('login', () => {
  it('takes a username or an e-mail address in the username field, trimmed', () => {
    expect(login.parse({ username: ' asha@example.com ', password: 'x' })).toEqual({
      username: 'asha@example.com',
      password: 'x',
    });
  });

  it.each([
    ['username', 'Please enter your username or email.', { password: 'x' }],
    ['username', 'Please enter your username or email.', { username: '  ', password: 'x' }],
    [
      'username',
      'No account has a username or email that long.',
      { username: 'a'.repeat(255), password: 'x' },
    ],
    ['password', 'Please enter your password.', { username: 'asha' }],
    ['password', 'Please enter your password.', { username: 'asha', password: '' }],
    [
      'password',
      'No account has a password that long.',
      { username: 'asha', password: 'p'.repeat(129) },
    ],
  ])('refuses a bad %s: “%s” (case %#)', (field, message, input) => {
    expect(issuesOf(login.safeParse(input))).toEqual([[field, message]]);
  });
});
