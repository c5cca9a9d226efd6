import { dayInIndia } from '@hotel/validators/dates';

/** One form sent by the load: a banquet enquiry or a contact message, told apart by its e-mail. */
export interface FormWrite {
  readonly n: number;
  readonly route: '/api/banquet-enquiry' | '/api/sendemail';
  readonly email: string;
  readonly body: Record<string, string>;
}

export interface FormOutcome extends FormWrite {
  /** The HTTP status, or `error` when no complete response arrived (connection refused or cut). */
  readonly status: number | 'error';
  /** The stored row's id, from a 201's body. */
  readonly id?: number;
  readonly error?: string;
}

/** The n-th form of a load: odd ones are banquet enquiries, even ones contact messages. */
export function formWrite(n: number, tag: string): FormWrite {
  const email = `${tag}-${n}@example.com`;
  const name = `Load Guest ${n}`;
  return n % 2 === 1
    ? {
        n,
        route: '/api/banquet-enquiry',
        email,
        body: {
          name,
          email,
          phone: '0240 000 0009',
          message: `Enquiry ${n} of the load: about 200 guests in March.`,
          category: 'Social & Personal Events',
          eventType: 'Wedding Reception',
          eventDate: dayInIndia(90),
          guests: '200',
        },
      }
    : {
        n,
        route: '/api/sendemail',
        email,
        body: {
          name,
          email,
          phone: '0240 000 0009',
          subject: `Load message ${n}`,
          message: `Message ${n} of the load: is there parking for a bus?`,
          property: 'hotel-grand-imperial',
        },
      };
}

export interface FormLoad {
  /** Requests sent whose response has not arrived yet. */
  readonly inFlight: number;
  readonly outcomes: readonly FormOutcome[];
  /** Resolves once `count` forms have been answered 201; rejects after `timeoutMs`. */
  untilAcknowledged(count: number, timeoutMs?: number): Promise<void>;
  /** Sends no more, and resolves with every outcome once each connection's last request settled. */
  stop(): Promise<readonly FormOutcome[]>;
  /**
   * Resolves with every outcome once each connection has stopped on its own, at a network error:
   * the server has answered, closed or refused all of them.
   */
  ended(): Promise<readonly FormOutcome[]>;
}

/**
 * A steady stream of valid forms over `connections` keep-alive connections, each sending its next
 * form as soon as the last is answered. A connection stops at its first network error (the
 * server is gone), or when `stop()` is called. Every request gives up after 15 s.
 */
export function startFormLoad(baseUrl: string, connections: number, tag: string): FormLoad {
  const outcomes: FormOutcome[] = [];
  const waiters = new Set<() => void>();
  let next = 1;
  let inFlight = 0;
  let stopping = false;
  let acknowledged = 0;

  async function send(write: FormWrite): Promise<FormOutcome> {
    try {
      const response = await fetch(`${baseUrl}${write.route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(write.body),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      if (response.status !== 201) return { ...write, status: response.status };
      const { id } = JSON.parse(text) as { id: number };
      return { ...write, status: 201, id };
    } catch (error) {
      return { ...write, status: 'error', error: String((error as Error).cause ?? error) };
    }
  }

  async function connection(): Promise<void> {
    while (!stopping) {
      const write = formWrite(next++, tag);
      inFlight += 1;
      const outcome = await send(write);
      inFlight -= 1;
      outcomes.push(outcome);
      if (outcome.status === 201) {
        acknowledged += 1;
        for (const wake of waiters) wake();
      }
      if (outcome.status === 'error') return;
    }
  }

  const running = Promise.all(Array.from({ length: connections }, connection));

  return {
    get inFlight() {
      return inFlight;
    },
    outcomes,
    untilAcknowledged(count, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (acknowledged < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} acknowledged forms, got ${acknowledged}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async stop() {
      stopping = true;
      await running;
      return outcomes;
    },
    async ended() {
      await running;
      return outcomes;
    },
  };
}
