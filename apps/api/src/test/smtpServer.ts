import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it, read just enough to assert on. */
export interface ReceivedMail {
  readonly envelope: { readonly from: string; readonly to: readonly string[] };
  /** Header values by lower-case name: unfolded, encoded words decoded. */
  readonly headers: ReadonlyMap<string, string>;
  readonly subject: string;
  /** The plain-text body, transfer encoding undone, with `\n` line ends. */
  readonly text: string;
  /** Attached files (a multipart message's), as mailparser reads them. */
  readonly attachments: readonly {
    readonly filename: string | undefined;
    readonly contentType: string;
    readonly content: Buffer;
  }[];
  readonly raw: string;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:PORT`, for SMTP_URL. */
  readonly url: string;
  readonly port: number;
  readonly messages: readonly ReceivedMail[];
  /** Resolves once `count` messages have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<readonly ReceivedMail[]>;
  /** Stops listening and drops open connections; safe to call twice. */
  stop(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (port 0 picks a free one; pass a port to come back on the
 * same address). No TLS, no authentication needed. Its listening socket is unref'd, so a test
 * that forgets `stop()` cannot keep the test run alive.
 */
export async function startSmtpServer(options: { port?: number } = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        readMail(Buffer.concat(chunks).toString('utf8'), {
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((recipient) => recipient.address),
        }).then(
          (mail) => {
            messages.push(mail);
            for (const wake of waiters) wake();
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  server.server.unref();
  const { port } = server.server.address() as AddressInfo;

  let stopped: Promise<void> | undefined;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor(count, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(messages);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `expected ${count} message(s) within ${timeoutMs} ms, got ${messages.length}`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop() {
      stopped ??= new Promise((resolve) => server.close(() => resolve()));
      return stopped;
    },
  };
}

/** Splits the raw message into headers and body, undoing what a mail client encodes. */
async function readMail(raw: string, envelope: ReceivedMail['envelope']): Promise<ReceivedMail> {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n(?=[ \t])/g, '').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1)));
    }
  }
  if (/^multipart\//i.test(headers.get('content-type') ?? '')) {
    // Attachments: the parts are mailparser's to read.
    const parsed = await simpleParser(raw);
    return {
      envelope,
      headers,
      subject: headers.get('subject') ?? '',
      text: (parsed.text ?? '').replace(/\r\n/g, '\n'),
      attachments: parsed.attachments.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content,
      })),
      raw,
    };
  }
  return {
    envelope,
    headers,
    subject: headers.get('subject') ?? '',
    text: decodeBody(body, headers.get('content-transfer-encoding')),
    attachments: [],
    raw,
  };
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`), assumed UTF-8. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_word, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : quotedPrintable(data.replaceAll('_', ' ')),
    )
    .trim();
}

function decodeBody(body: string, transferEncoding = '7bit'): string {
  const encoding = transferEncoding.trim().toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? quotedPrintable(body.replace(/=\r\n/g, ''))
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return text.replace(/\r\n/g, '\n');
}

function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
