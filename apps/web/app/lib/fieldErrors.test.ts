import { describe, expect, it } from 'vitest';
import { fieldErrors, otherIssues } from './fieldErrors';

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
