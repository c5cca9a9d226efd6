import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/adminApiStub';

// Each test asks a fresh module: the status is read once per page load.
const freshNotice = async () => (await import('./TestPaymentsNotice')).TestPaymentsNotice;
/** Shows the status the page read, from the same fresh module as the notice's. */
const freshProbe = async () => {
  const { useSiteStatus } = await import('../../../lib/siteStatus');
  return function StatusProbe() {
    const status = useSiteStatus();
    return <output>{status ? `answered: test payments ${status.testPayments}` : 'asking'}</output>;
  };
};

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
    const StatusProbe = await freshProbe();
    render(
      <>
        <TestPaymentsNotice />
        <StatusProbe />
      </>,
    );
    // The answer has reached the page (the notice reads the same one): only now is its absence
    // a verdict rather than a notice that has not arrived yet.
    await screen.findByText('answered: test payments false');
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
