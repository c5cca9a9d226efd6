/**
 * The API bench's second yardstick: a bare Fastify (no logger, no plugins), like hello-world, that
 * answers each address recorded in the JSON file given as the second argument with the exact bytes
 * and headers the site sent for it. Beside it, a route's figure shows what is the server's own
 * cost and what is the size of its answer: on two shared cores autocannon reads every byte, and a
 * 10 KB page holds any server far below a 17-byte hello-world.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import type { RecordedAnswer } from './recordedAnswer.js';

const [port, file] = process.argv.slice(2);
if (!port || !file) throw new Error('usage: replay.ts <port> <recorded answers JSON>');
const recorded = JSON.parse(readFileSync(file, 'utf8')) as Record<string, RecordedAnswer>;
const answers = new Map(
  Object.entries(recorded).map(([url, answer]) => [
    url,
    { headers: answer.headers, body: Buffer.from(answer.body, 'base64') },
  ]),
);

const app = Fastify({ logger: false });
app.get('/__ready', async () => ({}));
app.get('/*', async (request, reply) => {
  const answer = answers.get(request.url);
  if (!answer) return reply.status(404).send();
  return reply.headers(answer.headers).send(answer.body);
});
await app.listen({ host: '127.0.0.1', port: Number(port) });
