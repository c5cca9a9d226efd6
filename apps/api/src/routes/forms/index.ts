import type { FastifyInstance } from 'fastify';
import banquetEnquiry from './banquet-enquiry/index.js';
import sendEmail from './sendemail/index.js';

/** The site's forms: the banquet enquiry and the contact message. */
export default async function routes(app: FastifyInstance): Promise<void> {
  for (const plugin of [banquetEnquiry, sendEmail]) await app.register(plugin);
}
