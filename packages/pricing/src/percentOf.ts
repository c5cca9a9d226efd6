import type { Paise } from './types.js';

/** `percent` of `amount`, rounded half-up to the paisa, exact for any safe amount. */
export function percentOf(amount: Paise, percent: number): Paise {
  const basisPoints = BigInt(Math.round(percent * 100));
  return Number((BigInt(amount) * basisPoints + 5_000n) / 10_000n);
}
