// Browser-safe constants of the test gateway (no zod): the web's gateway page shows them.

/**
 * The test gateway's UPI IDs, named as Razorpay's test mode names its two (`success@razorpay`,
 * `failure@razorpay`). Razorpay has no test ID for a payment the UPI app confirms later, so
 * `pending@razorpay` is ours: the completion answers `pending` and the test webhook settles it.
 */
export const TEST_UPI_IDS = {
  success: 'success@razorpay',
  failure: 'failure@razorpay',
  pending: 'pending@razorpay',
} as const;

/** The banks the test gateway's net banking offers (Razorpay's bank codes). */
export const TEST_NETBANKING_BANKS = {
  HDFC: 'HDFC Bank',
  ICIC: 'ICICI Bank',
  SBIN: 'State Bank of India',
  UTIB: 'Axis Bank',
  KKBK: 'Kotak Mahindra Bank',
} as const;
export type TestNetbankingBank = keyof typeof TEST_NETBANKING_BANKS;

/**
 * The wallets the test gateway offers (Razorpay's wallet codes, as its payment entity's `wallet`
 * names them).
 */
export const TEST_WALLETS = {
  amazonpay: 'Amazon Pay',
  phonepe: 'PhonePe',
  mobikwik: 'MobiKwik',
  freecharge: 'Freecharge',
  airtelmoney: 'Airtel Money',
} as const;
export type TestWallet = keyof typeof TEST_WALLETS;
