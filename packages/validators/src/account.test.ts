import { describe, expect, it } from 'vitest';
import { deleteAccount } from './account.js';

const messages = (body: unknown) => {
  const result = deleteAccount.safeParse(body);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('deleteAccount (DELETE /api/account)', () => {
  it('takes a 6-digit code or a password', () => {
    expect(deleteAccount.parse({ code: '482913' })).toEqual({ code: '482913' });
    expect(deleteAccount.parse({ password: 'a long enough password' })).toEqual({
      password: 'a long enough password',
    });
  });

  it('asks for one of them, not both, and names the field', () => {
    expect(messages({})).toEqual({
      code: 'Please confirm with your password or with a code sent to you.',
    });
    expect(messages({ code: '482913', password: 'x' })).toEqual({
      code: 'Please confirm with either your password or a code, not both.',
    });
    expect(messages({ password: '' })).toEqual({ password: 'Please enter your password.' });
    expect(Object.keys(messages({ code: '12ab' }))).toEqual(['code']);
    expect(Object.keys(messages({ code: '482913', admin: true }))).toEqual(['']);
  });
});
