/**
 * A small deterministic random source (mulberry32): the same seed gives the same numbers on every
 * machine, so generated data (a seeded month, a benchmark's bookings) is the same each run.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  /** A whole number from `min` to `max`, both included. */
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new RangeError('pick: no items.');
    return item;
  };
  return { next, int, pick };
}
