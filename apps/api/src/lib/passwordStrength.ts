import { properties, site } from '@hotel/content';
import { m } from '@hotel/i18n/messages';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** zxcvbn's score (0–4) a password needs: 3 is "safely unguessable" for an online attacker. */
const MIN_SCORE = 3;

export const PASSWORD_MESSAGES = {
  get tooGuessable(): string {
    return m.api_passwordTooGuessable();
  },
  get personal(): string {
    return m.api_passwordPersonal();
  },
} as const;

/** Words of this site an attacker tries first: its name, the hotels', their city. */
const siteWords = [
  site.name,
  ...properties.flatMap((property) => [
    property.name,
    property.address.locality,
    property.address.city,
  ]),
].flatMap((text) => [text, ...text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 3)]);

let zxcvbn: ZxcvbnFactory | undefined;

/**
 * Why a password is too easy to guess, or undefined when it is not: a common password (or one
 * close to it), a keyboard walk or repetition, or one built from the account's own name and
 * e-mail or the site's names. zxcvbn-ts with the common dictionaries; the server checks, so the
 * browser never loads them. Edit-distance matching is off: it costs up to 0.2 s a check.
 */
export function passwordProblem(password: string, personal: readonly string[]): string | undefined {
  zxcvbn ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const inputs = personal.flatMap((text) => [text, ...text.split(/[@._\s-]+/)]);
  const result = zxcvbn.check(password, [...inputs, ...siteWords]);
  // Names of the account and the site are the first an attacker tries, however zxcvbn scores
  // them: a password that is mostly such names is refused even at a passing score.
  const personalLength = result.sequence
    .filter((match) => match.pattern === 'dictionary' && match.dictionaryName === 'userInputs')
    .reduce((sum, match) => sum + match.token.length, 0);
  if (personalLength * 2 >= password.length || result.feedback.warning === 'userInputs') {
    return PASSWORD_MESSAGES.personal;
  }
  return result.score >= MIN_SCORE ? undefined : PASSWORD_MESSAGES.tooGuessable;
}
