import pino, { type DestinationStream } from 'pino';

/** How long a line may wait for others before it is written anyway. */
export const WAIT_MS = 100;
/** What is written at once under load: about 20 request lines. */
const BLOCK_BYTES = 4_096;

/**
 * Standard output for the log, written off the event loop in blocks: lines gather until 4 KB or
 * for at most 0.1 s. Each write, even asynchronous, cost a prerendered page ~10% of its CPU
 * time under load (docs/PERFORMANCE.md); pino's default writes each line synchronously. What is
 * still gathered is written when the process exits (pino's exit handler for its destination).
 */
export function stdoutLog(
  /** Calls `fire` after `ms` without keeping the process alive; tests pass their own. */
  after: (ms: number, fire: () => void) => void = (ms, fire) => {
    setTimeout(fire, ms).unref();
  },
): DestinationStream {
  // Bytes, not strings: in its string mode sonic-boom measures the whole gathered block
  // (Buffer.byteLength) on every line, which made a line cost 4 µs rather than 2.
  const out = pino.destination({
    dest: 1,
    sync: false,
    minLength: BLOCK_BYTES,
    contentMode: 'buffer',
  });
  let waiting = false;
  return {
    write(line: string) {
      // sonic-boom's types name only strings; in its buffer mode it takes bytes.
      out.write(Buffer.from(line) as unknown as string);
      if (waiting) return;
      waiting = true;
      after(WAIT_MS, () => {
        waiting = false;
        out.flush();
      });
    },
  };
}
