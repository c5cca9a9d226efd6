import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A real SMS gateway over HTTP, as SMS_GATEWAY_URL expects it: keeps each text it is given. */
export async function startSmsGateway() {
  const texts: { to: string; text: string }[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      texts.push(JSON.parse(raw));
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`,
    texts,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
