import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './FormField';

describe('FormField', () => {
  it('labels an input and reads its hint with it', () => {
    render(
      <FormField label="Mobile Number" name="mobile" type="tel" hint="10-digit mobile number" />,
    );
    const input = screen.getByRole('textbox', { name: 'Mobile Number' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAccessibleDescription('10-digit mobile number');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and ties the error message to it', () => {
    render(
      <FormField
        label="Email"
        name="email"
        type="email"
        hint="We reply here."
        error="Please enter a valid email address."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We reply here. Please enter a valid email address.');
    expect(screen.getByText('Please enter a valid email address.')).toBeVisible();
  });

  it('renders a labelled textarea and a labelled select', () => {
    render(
      <>
        <FormField
          as="textarea"
          label="Message"
          name="message"
          rows={4}
          error="Please enter a message."
        />
        <FormField as="select" label="Event" name="event" defaultValue="">
          <option value="">Select an event</option>
          <option>Wedding Reception</option>
        </FormField>
      </>,
    );
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAccessibleDescription('Please enter a message.');
    expect(screen.getByRole('combobox', { name: 'Event' })).toHaveValue('');
  });
});
