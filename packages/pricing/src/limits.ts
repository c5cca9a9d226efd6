/** The largest selection the engine prices; larger stays are arranged with the hotel directly. */
export const LIMITS = {
  rooms: 100,
  adults: 1000,
  nights: 365,
  meals: 10_000,
  /** Largest amount a rule may name (tier rate, flat rate, surcharge, meal price): ₹10,00,000. */
  ruleAmount: 100_000_000,
} as const;
