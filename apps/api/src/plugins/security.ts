import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Security headers (CSP included), CORS for the site's own origin only, and a global rate limit. */
export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
          frameSrc: [
            "'self'",
            'https://www.google.com',
            'https://api.razorpay.com',
            'https://checkout.razorpay.com',
          ],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: config.env === 'production' ? [] : null,
        },
      },
      hsts: config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
    await app.register(cors, {
      origin: (origin, callback) => callback(null, !origin || origin === config.siteOrigin),
      credentials: true,
    });
    await app.register(rateLimit, {
      max: config.rateLimit.perMinute,
      timeWindow: '1 minute',
      allowList: (request) => request.url === '/api/health',
    });
  },
  { name: 'security', dependencies: ['config'] },
);
