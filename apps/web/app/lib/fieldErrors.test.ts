import { describe, expect, it } from 'vitest';
import { fieldErrors, nestFields, otherIssues } from './fieldErrors';

const issues = [
  { path: ['email'], message: 'Please enter a valid email address.' },
  { path: ['email'], message: 'second message for email' },
  { path: ['name'], message: 'Please enter your name.' },
  { path: [], message: 'This form has no field “budget”.' },
];

describe('fieldErrors', () => {
  it('keeps the first message of each field of the form', () => {
    expect(fieldErrors(issues, ['name', 'email', 'phone'] as const)).toEqual({
      email: 'Please enter a valid email address.',
      name: 'Please enter your name.',
    });
  });

  it('gives the other messages separately', () => {
    expect(otherIssues(issues, ['name', 'email'])).toEqual(['This form has no field “budget”.']);
  });
});

describe('nested fields', () => {
  it('names a nested field by its dotted path when the form has it, else by its first key', () => {
    const nested = [
      { path: ['guest', 'mobile'], message: 'Mobile number must be 10 digits' },
      { path: ['payment', 'method'], message: 'Payment method must be one of: cash, upi.' },
    ];
    expect(fieldErrors(nested, ['guest.mobile', 'payment'] as const)).toEqual({
      'guest.mobile': 'Mobile number must be 10 digits',
      payment: 'Payment method must be one of: cash, upi.',
    });
    expect(otherIssues(nested, ['guest.mobile'])).toEqual([
      'Payment method must be one of: cash, upi.',
    ]);
  });

  it('puts dotted fields into their objects, as the API reads the body', () => {
    expect(
      nestFields({ adults: '2', 'guest.name': 'Ravi', 'guest.mobile': '9876543210', x: 1 }),
    ).toEqual({ adults: '2', guest: { name: 'Ravi', mobile: '9876543210' }, x: 1 });
  });
});
