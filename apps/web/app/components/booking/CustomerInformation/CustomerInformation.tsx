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
        Customer Information
      </h3>
      <dl className="payment-page__facts" aria-labelledby={headingId}>
        <div>
          <dt>Full Name</dt>
          <dd>{customer.fullName}</dd>
        </div>
        <div>
          <dt>Mobile Number</dt>
          <dd>{customer.mobileNumber}</dd>
        </div>
        <div>
          <dt>Email Address</dt>
          <dd>{customer.email}</dd>
        </div>
      </dl>
      {canEdit ? (
        <button type="button" className="action-button payment-page__edit" onClick={onEdit}>
          Edit details
        </button>
      ) : null}
    </div>
  );
}
