import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hrefOf } from '../../../test/links';
import { ContactBlock } from './ContactBlock';

const labels = {
  heading: 'GET IN TOUCH',
  intro: 'Our front desk is happy to help.',
  phoneLabel: 'Contact Number',
  phone: '0240 000 0003',
  emailLabel: 'Quick Email',
  email: 'frontdesk@example.com',
  addressLabel: 'Address',
};

describe('ContactBlock', () => {
  it('shows the phone as a tel: link, the e-mail as a mailto: link and the address', () => {
    render(
      <ContactBlock
        {...labels}
        addressLines={['Plot 0, Jalna Road', 'Chikalthana', 'Chhatrapati Sambhajinagar 431006']}
      />,
    );
    const block = screen.getByRole('region', { name: 'GET IN TOUCH' });
    expect(hrefOf('0240 000 0003', block)).toBe('tel:02400000003');
    expect(hrefOf('frontdesk@example.com', block)).toBe('mailto:frontdesk@example.com');
    expect(within(block).getByText('Contact Number')).toBeVisible();
    expect(within(block).getByText('Quick Email')).toBeVisible();
    expect(block.querySelector('address')).toHaveTextContent(
      'Plot 0, Jalna RoadChikalthanaChhatrapati Sambhajinagar 431006',
    );
    expect(within(block).queryByText('GSTIN')).toBeNull();
  });

  it("shows a hotel's GSTIN and legal name", () => {
    render(
      <ContactBlock
        {...labels}
        addressLines={['Plot 0, Jalna Road']}
        legal={{ name: 'Akash Hotels LLP', gstin: '27AAKFA7364M1ZW' }}
      />,
    );
    const gstin = screen.getByText('GSTIN');
    expect(gstin.tagName).toBe('DT');
    expect(gstin.nextElementSibling).toHaveTextContent('27AAKFA7364M1ZW (Akash Hotels LLP)');
  });
});
