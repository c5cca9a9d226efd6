import { m } from '@hotel/i18n/messages';
import type { TextFieldProps } from '../../../lib/useCheckedForm';
import { FormField } from '../../ui/FormField/FormField';

/**
 * The name, phone and e-mail address every enquiry form asks for (contact, banquet), in that
 * order, each required and with the browser's autofill names.
 */
export function ContactFields({
  field,
  phoneLabel = m.site_fieldPhone(),
}: {
  readonly field: (name: 'name' | 'phone' | 'email') => TextFieldProps;
  readonly phoneLabel?: string;
}) {
  return (
    <>
      <FormField label={m.site_fieldName()} autoComplete="name" required {...field('name')} />
      <FormField label={phoneLabel} type="tel" autoComplete="tel" required {...field('phone')} />
      <FormField
        label={m.site_fieldEmail()}
        type="email"
        autoComplete="email"
        required
        {...field('email')}
      />
    </>
  );
}
