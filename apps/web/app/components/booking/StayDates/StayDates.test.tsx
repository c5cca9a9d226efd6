import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StayDates, type StayDateValues } from './StayDates';

function Harness({ initial }: { initial: StayDateValues }) {
  const [values, setValues] = useState(initial);
  return (
    <StayDates
      values={values}
      today="2026-11-20"
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
    />
  );
}

describe('StayDates', () => {
  it('says the price is for 1 night when no dates are chosen', () => {
    render(<Harness initial={{ checkIn: '', checkOut: '' }} />);
    expect(screen.getByText('No dates chosen: the price is for 1 night.')).toBeVisible();
    expect(screen.getByLabelText('Check-in')).toHaveAttribute('min', '2026-11-20');
  });

  it('counts the nights of the chosen dates as they change', () => {
    render(<Harness initial={{ checkIn: '2026-12-01', checkOut: '2026-12-02' }} />);
    expect(screen.getByText('1 night')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: '2026-12-04' } });
    expect(screen.getByText('3 nights')).toBeVisible();
    expect(screen.getByLabelText('Check-out')).toHaveAttribute('min', '2026-12-01');
  });

  it('shows no count for dates that make no stay, and shows the errors it is given', () => {
    const onChange = vi.fn();
    render(
      <StayDates
        values={{ checkIn: '2026-12-04', checkOut: '2026-12-01' }}
        errors={{ checkOut: 'Check-out must be after check-in.' }}
        onChange={onChange}
      />,
    );
    expect(screen.queryByText(/night/)).toBeNull();
    expect(screen.getByLabelText('Check-out')).toHaveAccessibleDescription(
      'Check-out must be after check-in.',
    );
  });
});
