const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of the first 14 characters of a GSTIN (GSTN's mod-36 Luhn). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = ALPHABET.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/**
 * Why a GSTIN is not valid, in words, or undefined when it is: 15 characters (state code, PAN,
 * entity number, 'Z', check character) with the right check character, e.g. 27AAPFU0939F1ZV.
 */
export function gstinProblem(value: string): string | undefined {
  const match = SHAPE.exec(value);
  if (!match) {
    return 'should be a GSTIN: 15 characters, e.g. 27AAPFU0939F1ZV (state code, PAN, entity number, Z, check character)';
  }
  const state = Number(match[1]);
  if (state < 1 || (state > 38 && state !== 97 && state !== 99)) {
    return `should start with a state code from 01 to 38 (found ${match[1]})`;
  }
  if (gstinCheckCharacter(value) !== value.charAt(14)) {
    return 'has a wrong check character (the last one): please copy the GSTIN again';
  }
  return undefined;
}

export const isGstin = (value: string): boolean => gstinProblem(value) === undefined;
