import { m } from '@hotel/i18n/messages';
import type { CustomerDetails } from '@hotel/validators';
import { useEffect, useId, useRef } from 'react';

/** The guest's submitted details on /Payment, with Edit while they may still change. */
export function CustomerInformation({
  customer,
  focusOnShow,
  canEdit,
  onEdit,
}: {
  customer: CustomerDetails;
  /** Moves focus here when the details have just been submitted (not when recalled). */
  focusOnShow: boolean;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  return (
    <div className="payment-page__customer">
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {m.booking_customerInformation()}
      </h3>
      <dl className="payment-page__facts" aria-labelledby={headingId}>
        <div>
          <dt>{m.booking_fullName()}</dt>
          <dd>{customer.fullName}</dd>
        </div>
        <div>
          <dt>{m.booking_mobileNumber()}</dt>
          <dd>{customer.mobileNumber}</dd>
        </div>
        <div>
          <dt>{m.booking_emailAddress()}</dt>
          <dd>{customer.email}</dd>
        </div>
      </dl>
      {canEdit ? (
        <button type="button" className="action-button payment-page__edit" onClick={onEdit}>
          {m.booking_editDetails()}
        </button>
      ) : null}
    </div>
  );
}
