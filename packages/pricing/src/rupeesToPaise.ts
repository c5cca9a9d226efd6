import type { Paise } from './types.js';

/** Whether an amount of rupees is whole paise (at most two decimals, allowing float noise). */
export const isWholePaise = (rupees: number): boolean =>
  Number.isFinite(rupees) && Math.abs(Math.round(rupees * 100) - rupees * 100) < 1e-6;

/**
 * Rupees as editors and forms write them (1999, 1999.5) to the engine's integer paise: the one
 * place a rupee amount becomes paise, so a rupee figure never reaches the engine unconverted.
 * Throws a RangeError for a non-finite amount or fractions of a paisa.
 */
export function rupeesToPaise(rupees: number): Paise {
  if (!isWholePaise(rupees)) {
    throw new RangeError(`rupeesToPaise: ${rupees} is not an amount of whole paise.`);
  }
  return Math.round(rupees * 100);
}
