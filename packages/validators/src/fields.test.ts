import { renderIn } from '@hotel/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import {
  blankAsMissing,
  bookingReferenceParams,
  CONTROL_CHARACTERS_MESSAGE,
  email,
  hotelId,
  mobile,
  optionalFilter,
  personName,
  text,
} from './fields.js';

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

describe('text', () => {
  const line = text('Please enter it.');
  const lines = text('Please enter it.', { multiline: true });
  const refusal = (schema: typeof line, value: string) =>
    schema.safeParse(value).error?.issues.map((issue) => issue.message);

  it.each([
    ['NUL', 'a\u0000b'],
    ['an escape sequence', 'a\u001b[2Jb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udc00'],
  ])('refuses %s, on one line or many', (_name, value) => {
    expect(refusal(line, value)).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    expect(refusal(lines, value)).toEqual([CONTROL_CHARACTERS_MESSAGE]);
  });

  it('allows tab and line breaks only in a multi-line text', () => {
    expect(refusal(line, 'a\tb')).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    expect(refusal(line, 'a\nb')).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    expect(lines.parse('a\tb\r\nc')).toBe('a\tb\r\nc');
  });

  it('keeps any language and emoji (pairs of surrogates), and trims around the text', () => {
    expect(line.parse('  आशा पाटील 🙏 ')).toBe('आशा पाटील 🙏');
    expect(text(undefined, { trim: false }).parse(' spaced ')).toBe(' spaced ');
  });
});

describe('the shared id, reference and filter rules', () => {
  const messageOf = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it('takes a hotel id trimmed, and asks for a hotel when it is blank, too long or not text', () => {
    expect(hotelId.parse(' hotel-akash-executive ')).toBe('hotel-akash-executive');
    expect(messageOf(hotelId.safeParse('  '))).toBe('Please choose a hotel.');
    expect(messageOf(hotelId.safeParse(7))).toBe('Please choose a hotel.');
    expect(hotelId.safeParse('h'.repeat(101)).success).toBe(false);
    expect(messageOf(hotelId.safeParse('hotel\u0000'))).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('reads an empty filter as none, and checks a given one', () => {
    const filter = optionalFilter(hotelId);
    expect(filter.parse('')).toBeUndefined();
    expect(filter.parse(undefined)).toBeUndefined();
    expect(filter.parse('hotel-x')).toBe('hotel-x');
    expect(messageOf(filter.safeParse(' '))).toBe('Please choose a hotel.');
    expect(blankAsMissing(text().default('none')).parse('')).toBe('none');
  });

  it('takes a booking reference of 1 to 40 characters, trimmed', () => {
    expect(bookingReferenceParams.parse({ reference: ' DSH-HX7K2P ' })).toEqual({
      reference: 'DSH-HX7K2P',
    });
    expect(bookingReferenceParams.safeParse({ reference: ' ' }).success).toBe(false);
    expect(bookingReferenceParams.safeParse({ reference: 'R'.repeat(41) }).success).toBe(false);
  });
});

describe('field messages in the language rendered (the page’s in a browser, the request’s in the API)', () => {
  afterEach(() => renderIn('en'));

  const messageOf = (result: { error?: { issues: readonly { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it('are English by default, word for word as before', () => {
    expect(messageOf(personName.safeParse(''))).toBe('Please enter your name.');
    expect(messageOf(email.safeParse('asha'))).toBe('Please enter a valid email address.');
    expect(messageOf(mobile.safeParse('12345'))).toBe('Mobile number must be 10 digits');
    expect(messageOf(text().safeParse('a\u0000b'))).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('are Marathi on a Marathi page and Hindi on a Hindi one, from the same schema', () => {
    renderIn('mr');
    expect(messageOf(personName.safeParse(''))).toBe('कृपया तुमचे नाव लिहा.');
    expect(messageOf(email.safeParse('asha'))).toBe('कृपया योग्य ई-मेल पत्ता लिहा.');
    expect(messageOf(hotelId.safeParse(undefined))).toBe('कृपया हॉटेल निवडा.');
    renderIn('hi');
    expect(messageOf(mobile.safeParse('12345'))).toBe('मोबाइल नंबर 10 अंकों का होना चाहिए');
    expect(messageOf(text().safeParse('a\u0000b'))).toBe(
      'कृपया इस फ़ील्ड से कंट्रोल कैरेक्टर या टूटे हुए चिह्न हटाएँ।',
    );
  });
});
