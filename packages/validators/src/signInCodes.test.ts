import { describe, expect, it } from 'vitest';
import { passwordResetConfirm, signInCode } from './signInCodes.js';

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('signInCode', () => {
  it.each([
    [' Asha@Example.COM ', 'asha@example.com'],
    ['+91 98765 43210', '9876543210'],
    ['098765-43210', '9876543210'],
  ])('reads %j as %j', (contact, expected) => {
    expect(signInCode.parse({ contact })).toEqual({ contact: expected });
  });

  it.each([
    ['', 'Please enter your e-mail address or mobile number.'],
    ['asha@', 'Please enter a valid email address.'],
    ['98765', 'Please enter an e-mail address, or a mobile number of 10 digits.'],
  ])('refuses %j on the field', (contact, message) => {
    expect(issuesOf(signInCode.safeParse({ contact }))).toEqual([['contact', message]]);
  });
});

describe('passwordResetConfirm', () => {
  it('takes the address in any case and the sign-up’s password rule', () => {
    expect(
      issuesOf(
        passwordResetConfirm.safeParse({ email: 'A@B.in', code: '12 34 56', password: 'short' }),
      ),
    ).toEqual([['password', 'A password needs at least 10 characters.']]);
    expect(
      passwordResetConfirm.parse({ email: 'A@B.in', code: '123456', password: 'long enough!' }),
    ).toEqual({ email: 'a@b.in', code: '123456', password: 'long enough!' });
  });
});
