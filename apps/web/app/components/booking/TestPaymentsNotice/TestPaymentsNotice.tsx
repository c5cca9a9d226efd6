import { m } from '@hotel/i18n/messages';
import { Phrase, SLOT } from '../../../lib/phrase';
import { useSiteStatus } from '../../../lib/siteStatus';
import './TestPaymentsNotice.css';

/**
 * While the built-in test gateway takes payments (PAYMENT_PROVIDER=test), every page says so: no
 * guest should believe a booking paid here is paid. A strip fixed to the bottom of the window,
 * which never shifts the page and never takes a click.
 */
export function TestPaymentsNotice() {
  const status = useSiteStatus();
  if (!status?.testPayments) return null;
  return (
    <p className="test-payments-notice" role="note">
      <Phrase text={m.booking_testPaymentsNotice({ lead: SLOT })}>
        <strong>{m.booking_testPaymentsLead()}</strong>
      </Phrase>
    </p>
  );
}
