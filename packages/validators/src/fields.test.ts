import { describe, expect, it } from 'vitest';
import { mobile } from './fields.js';

describe('mobile', () => {
  it.each([
    ['98765 43210', '9876543210'],
    ['+91 98765-43210', '9876543210'],
    ['09876543210', '9876543210'],
  ])('reads %s as %s', (input, expected) => {
    expect(mobile.parse(input)).toBe(expected);
  });

  it.each([
    ['', 'Mobile number is required'],
    ['12345', 'Mobile number must be 10 digits'],
    ['98765432100', 'Mobile number must be 10 digits'],
    ['98765abcde', 'Mobile number must be 10 digits'],
  ])('refuses %j with “%s”', (input, message) => {
    expect(mobile.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});
