import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { COMPRESS_MIN_BYTES } from './lib/answerCache.js';
import { stdoutLog } from './lib/logStream.js';
import { requestLogLine } from './lib/requestLog.js';
import { fastifyTrustProxy } from './lib/trustProxy.js';
import auth from './plugins/auth.js';
import backups from './plugins/backups.js';
import configPlugin from './plugins/config.js';
import db from './plugins/db.js';
import errors, { frameworkErrors } from './plugins/errors.js';
import icalSync from './plugins/icalSync.js';
import language from './plugins/language.js';
import mailer from './plugins/mailer.js';
import nightAudit from './plugins/nightAudit.js';
import noShowRelease from './plugins/noShowRelease.js';
import payments from './plugins/payments.js';
import purge from './plugins/purge.js';
import requestLog from './plugins/requestLog.js';
import security from './plugins/security.js';
import shutdown, { type ShutdownTimer } from './plugins/shutdown.js';
import sms from './plugins/sms.js';
import web from './plugins/web.js';
import type { MailTransport } from './providers/mail/MailTransport.js';
import type { PaymentProvider } from './providers/payments/PaymentProvider.js';
import { httpSmsGateway } from './providers/sms/httpGateway.js';
import type { SmsGateway } from './providers/sms/SmsGateway.js';
import routes from './routes/index.js';

/** The edges a test or a deployment may swap: real providers behind small interfaces. */
export interface AppProviders {
  readonly mailTransport?: MailTransport;
  readonly smsGateway?: SmsGateway;
  readonly paymentProvider?: PaymentProvider;
  /** The timer shutdown's deadline for outgoing calls runs on (plugins/shutdown.ts); tests fire it. */
  readonly shutdownTimer?: ShutdownTimer;
}

/** Builds the whole service: plugins in a fixed order (external → app decorators → routes). */
export async function buildApp(
  config: Config,
  providers: AppProviders = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: {
              paths: [
                'req.headers.cookie',
                'req.headers.authorization',
                'res.headers["set-cookie"]',
                'password',
                'otp',
              ],
              censor: '[redacted]',
            },
            // Export tokens, quote and order ids stay out of the log (see lib/requestLog.ts).
            serializers: { req: requestLogLine },
            stream: stdoutLog(),
          },
    bodyLimit: config.bodyLimit,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    return503OnClosing: true,
    // One line per request, written by plugins/requestLog.ts instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API reads JSON only: a text/plain body is refused with 415 rather than parsed.
  app.removeContentTypeParser('text/plain');

  await app.register(configPlugin, { config });
  await app.register(requestLog);
  await app.register(shutdown, { timer: providers.shutdownTimer });
  await app.register(errors);
  await app.register(language);
  await app.register(security);
  await app.register(compress, { global: true, threshold: COMPRESS_MIN_BYTES });
  await app.register(db);
  await app.register(backups);
  await app.register(purge);
  await app.register(mailer, providers.mailTransport ? { transport: providers.mailTransport } : {});
  const smsGateway =
    providers.smsGateway ??
    (config.sms.gatewayUrl
      ? httpSmsGateway(config.sms.gatewayUrl, config.sms.gatewayToken)
      : undefined);
  await app.register(sms, smsGateway ? { gateway: smsGateway } : {});
  await app.register(
    payments,
    providers.paymentProvider ? { provider: providers.paymentProvider } : {},
  );
  await app.register(noShowRelease);
  await app.register(nightAudit);
  await app.register(auth);
  await app.register(icalSync);
  await app.register(routes, { prefix: '/api' });
  await app.register(web);
  return app;
}
