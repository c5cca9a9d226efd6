import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/adminApiStub';

// Each test asks a fresh module: the status is read once per page load.
const freshNotice = async () => (await import('./TestPaymentsNotice')).TestPaymentsNotice;

beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TestPaymentsNotice', () => {
  it('tells every visitor that no real money is taken while test payments are on', async () => {
    stubApi({ 'GET /api/site': () => json(200, { testPayments: true }) });
    const TestPaymentsNotice = await freshNotice();
    render(<TestPaymentsNotice />);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Test payments: this site takes no real money, and no card is charged.',
    );
  });

  it('says nothing when real payments are taken', async () => {
    const { calls } = stubApi({ 'GET /api/site': () => json(200, { testPayments: false }) });
    const TestPaymentsNotice = await freshNotice();
    render(<TestPaymentsNotice />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('note')).toBeNull();
  });
});
