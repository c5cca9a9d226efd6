/**
 * The yardstick of the API bench: a bare Fastify on the port given as the first argument,
 * answering GET / with a small JSON body; no logger, no plugins.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) });
