import { m } from '@hotel/i18n/messages';
import { withElements } from '../../../lib/messageParts';
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
      {withElements(m.booking_testPaymentsNotice, {
        lead: <strong>{m.booking_testPaymentsLead()}</strong>,
      })}
    </p>
  );
}
