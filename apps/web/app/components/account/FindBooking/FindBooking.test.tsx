import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fakeApi';
import { FindBooking } from './FindBooking';

const SENT =
  'If that booking was made with this e-mail address or mobile number, we have sent a 6-digit code to its e-mail address (and by text to its mobile). The code works for 5 minutes.';

function BookingPage() {
  return <p>Booking page of {useParams().reference}</p>;
}

function show(reference?: string) {
  const Stub = createRoutesStub([
    { path: '/find-booking', Component: () => <FindBooking reference={reference} /> },
    { path: '/my-bookings/:reference', Component: BookingPage },
  ]);
  render(<Stub initialEntries={['/find-booking']} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('FindBooking', () => {
  it('asks for a code with the reference and contact, then opens the booking with the code', async () => {
    const api = fakeApi({
      'POST /api/bookings/lookup': () => json(200, { message: SENT, expiresInSeconds: 300 }),
      'POST /api/bookings/lookup/verify': () =>
        json(200, { reference: 'DSH-7K3Q9P', path: '/my-bookings/DSH-7K3Q9P' }),
    });
    show('DSH-7K3Q9P');
    expect(screen.getByLabelText<HTMLInputElement>(/^Booking reference/).value).toBe('DSH-7K3Q9P');
    await userEvent.type(
      screen.getByLabelText('E-mail address or mobile number you booked with'),
      'asha@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    const code = screen.getByLabelText('6-digit code');
    expect(document.activeElement).toBe(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Open my booking' }));
    expect(await screen.findByText('Booking page of DSH-7K3Q9P')).toBeTruthy();
    expect(api.sent('POST /api/bookings/lookup/verify')[0]?.body).toEqual({
      reference: 'DSH-7K3Q9P',
      contact: 'asha@example.com',
      code: '123456',
    });
  });

  it('shows the server’s messages: a field left empty, then a wrong code', async () => {
    fakeApi({
      'POST /api/bookings/lookup': (body) =>
        (body as { contact: string }).contact
          ? json(200, { message: SENT, expiresInSeconds: 300 })
          : json(400, {
              statusCode: 400,
              code: 'VALIDATION',
              error: 'Bad Request',
              message: 'Please check the highlighted fields.',
              fields: {
                contact: 'Please enter the e-mail address or mobile number you booked with.',
              },
            }),
      'POST /api/bookings/lookup/verify': () =>
        json(401, {
          statusCode: 401,
          code: 'INVALID_CODE',
          error: 'Unauthorized',
          message: 'That code is not right. Please check it and try again.',
        }),
    });
    show('DSH-7K3Q9P');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    const contact = screen.getByLabelText('E-mail address or mobile number you booked with');
    expect(
      await screen.findByText('Please enter the e-mail address or mobile number you booked with.'),
    ).toBeTruthy();
    expect(contact.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(contact, '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    await userEvent.type(await screen.findByLabelText('6-digit code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Open my booking' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That code is not right. Please check it and try again.',
    );
  });
});
