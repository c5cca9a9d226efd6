import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectFailure } from '../../test/apiAssertions.js';
import { startTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('reports the service and its database ready', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers an unknown API route with 404 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    expectFailure(response, 404, 'NOT_FOUND', 'There is nothing at GET /api/nowhere.');
  });
});
