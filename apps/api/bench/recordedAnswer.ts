import { request as httpRequest } from 'node:http';

/** What the API bench recorded of one answer, for bench/replay.ts to send again. */
export interface RecordedAnswer {
  readonly headers: Readonly<Record<string, string>>;
  /** base64 */
  readonly body: string;
}

/** Headers a replayed answer must not repeat: Node writes its own for each connection. */
const HOP_HEADERS = new Set([
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/** A read's answer exactly as sent (bytes still compressed, headers), for bench/replay.ts. */
export function recordAnswer(
  url: string,
  route: { readonly headers?: Readonly<Record<string, string>> },
): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    const asked = httpRequest(url, { headers: { ...route.headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (typeof value === 'string' && !HOP_HEADERS.has(name)) headers[name] = value;
        }
        resolve({ headers, body: Buffer.concat(chunks).toString('base64') });
      });
    });
    asked.on('error', reject);
    asked.end();
  });
}
