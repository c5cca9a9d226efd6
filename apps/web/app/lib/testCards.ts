/**
 * The built-in gateway's test cards, like a real provider's test mode: these numbers decline with
 * a reason; any other 16-digit number that passes the Luhn check succeeds ("Card number is
 * invalid" otherwise). The same table is in apps/api/README.md.
 */
export const TEST_CARDS = [
  { number: '4111 1111 1111 1111', result: 'Payment succeeds' },
  { number: '5555 5555 5555 4444', result: 'Payment succeeds' },
  { number: '4000 0000 0000 0002', result: 'Declined: Card declined by the bank (test card)' },
  { number: '4000 0000 0000 9995', result: 'Declined: Insufficient funds (test card)' },
] as const;

const DECLINES: Record<string, string> = {
  '4000000000000002': 'Card declined by the bank (test card)',
  '4000000000009995': 'Insufficient funds (test card)',
};

/** What the test gateway reports for a card number (digits only). */
export function testCardOutcome(
  cardNumber: string,
): { outcome: 'success' } | { outcome: 'decline'; declineReason: string } {
  const declineReason = DECLINES[cardNumber];
  return declineReason ? { outcome: 'decline', declineReason } : { outcome: 'success' };
}
