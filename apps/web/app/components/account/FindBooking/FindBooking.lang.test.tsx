import { renderIn } from '@hotel/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fakeApi';
import { FindBooking } from './FindBooking';

function Opened() {
  return <p>{`Opened ${useLocation().pathname}`}</p>;
}

afterEach(() => {
  renderIn('en');
  vi.unstubAllGlobals();
});

describe('FindBooking in Marathi', () => {
  it('asks in Marathi and opens the booking’s Marathi page', async () => {
    renderIn('mr');
    fakeApi({
      'POST /api/bookings/lookup': () =>
        json(200, { message: 'We have sent a 6-digit code.', expiresInSeconds: 300 }),
      // The API names the booking's English page.
      'POST /api/bookings/lookup/verify': () =>
        json(200, { reference: 'DSH-7K3Q9P', path: '/my-bookings/DSH-7K3Q9P' }),
    });
    const Stub = createRoutesStub([
      { path: '/mr/find-booking', Component: () => <FindBooking reference="DSH-7K3Q9P" /> },
      { path: '*', Component: Opened },
    ]);
    render(<Stub initialEntries={['/mr/find-booking']} />);
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { name: 'खात्याशिवाय केलेले बुकिंग उघडा' })).toBeVisible();
    expect(screen.getByLabelText(/^बुकिंग संदर्भ क्रमांक/)).toHaveAccessibleDescription(
      'तो तुमच्या पुष्टीकरणाच्या ई-मेलमध्ये आहे, उदा. DSH-7K3Q9P.',
    );
    await user.type(
      screen.getByLabelText('बुकिंग करताना दिलेला ई-मेल पत्ता किंवा मोबाइल नंबर'),
      'asha@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'मला कोड पाठवा' }));
    await user.type(await screen.findByLabelText('6 अंकी कोड'), '123456');
    expect(screen.getByRole('button', { name: 'नवा कोड पाठवा' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'माझे बुकिंग उघडा' }));
    expect(await screen.findByText('Opened /mr/my-bookings/DSH-7K3Q9P')).toBeVisible();
  });
});
