import type { FastifyInstance } from 'fastify';
import account from './account/index.js';
import admin from './admin/index.js';
import booking from './booking/index.js';
import forms from './forms/index.js';
import site from './site/index.js';

/**
 * Every /api route, by area: the public site's reads (site/), the guest's booking and payment
 * (booking/), sign-up and sign-in (account/), the site's forms (forms/) and the front desk's
 * screens (admin/, every route behind an admin session but the iCal feed's token URL). Each area
 * has one folder per resource.
 */
export default async function routes(app: FastifyInstance): Promise<void> {
  for (const area of [site, booking, forms, account, admin]) await app.register(area);
}
