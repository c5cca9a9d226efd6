import { FormField, type FormFieldProps } from '../FormField/FormField';

type InputFieldProps = Extract<FormFieldProps, { readonly as?: 'input' }>;

/**
 * A person's name, phone and e-mail address, in that order, each required and with the
 * browser's autofill names: what the booking, contact and banquet forms all ask. Each field's
 * label and form wiring come from the form; what it adds (a hint, an id) wins.
 */
export function PersonFields({
  name,
  phone,
  email,
}: {
  readonly name: InputFieldProps;
  readonly phone: InputFieldProps;
  readonly email: InputFieldProps;
}) {
  return (
    <>
      <FormField autoComplete="name" required {...name} />
      <FormField type="tel" inputMode="tel" autoComplete="tel" required {...phone} />
      <FormField type="email" autoComplete="email" required {...email} />
    </>
  );
}
