import { m } from '@hotel/i18n/messages';
import type { CustomerDetails } from '@hotel/validators';
import { type FormEvent, useLayoutEffect } from 'react';
import { type TextFieldProps, useCheckedForm } from '../../../lib/useCheckedForm';
import { loadValidators } from '../../../lib/validators';
import { FormField } from '../../ui/FormField/FormField';
import { PersonFields } from '../../ui/PersonFields/PersonFields';

export type CustomerErrors = Partial<Record<keyof CustomerDetails, string>>;

/** The fields every customer fills in (a GSTIN is /Payment's own, and optional). */
type CustomerField = Exclude<keyof CustomerDetails, 'gstin'>;

/** The three fields of a customer (on /Payment and on the test gateway's form). */
export function CustomerFields({
  field,
  fullNameId,
}: {
  /** The props of each field, from the form's useCheckedForm. */
  field: (name: CustomerField) => TextFieldProps;
  /** An id for the first field, so the page can move focus to it. */
  fullNameId?: string;
}) {
  return (
    <PersonFields
      name={{ id: fullNameId, label: m.booking_fullName(), ...field('fullName') }}
      phone={{
        label: m.booking_mobileNumber(),
        autoComplete: 'tel-national',
        hint: m.booking_mobileHint(),
        ...field('mobileNumber'),
      }}
      email={{ label: m.booking_emailAddress(), ...field('email') }}
    />
  );
}

/**
 * /Payment's 'Customer Details': Full Name, Mobile Number and Email Address, all required, and
 * an optional GSTIN for a business invoice, checked with the schema the API applies to the
 * order.
 */
export function CustomerDetailsForm({
  initial,
  serverErrors,
  onSubmit,
}: {
  initial: Partial<CustomerDetails>;
  /** Field messages the API answered with, shown beside their fields. */
  serverErrors?: CustomerErrors | undefined;
  onSubmit: (customer: CustomerDetails) => void;
}) {
  const form = useCheckedForm(async () => (await loadValidators()).customerDetails, {
    fullName: initial.fullName ?? '',
    mobileNumber: initial.mobileNumber ?? '',
    email: initial.email ?? '',
    gstin: initial.gstin ?? '',
  });
  const { setErrors } = form;

  // Before the form is first painted, so it never shows without the API's messages.
  useLayoutEffect(() => {
    if (serverErrors && Object.keys(serverErrors).length > 0) setErrors(serverErrors);
  }, [serverErrors, setErrors]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const customer = await form.check();
    if (customer) onSubmit(customer);
  };

  return (
    <form ref={form.ref} className="payment-page__form" noValidate onSubmit={submit}>
      <CustomerFields field={form.textField} fullNameId="fullName" />
      <FormField
        label={m.booking_gstinLabel()}
        autoComplete="off"
        hint={m.booking_gstinHint()}
        {...form.textField('gstin')}
      />
      <button type="submit" className="action-button payment-page__submit">
        {m.booking_submitDetails()}
      </button>
    </form>
  );
}
