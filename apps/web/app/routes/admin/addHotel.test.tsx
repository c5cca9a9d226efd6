import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../../test/adminApiStub';
import { hrefOf } from '../../test/links';
import { stubClientAction } from '../../test/routeStub';
import AddHotelPage, { clientAction, HOTEL_ADDED, HOTEL_NOT_ADDED } from './addHotel';

function SignInProbe() {
  const location = useLocation();
  return <p>{`Sign-in page ${location.search}`}</p>;
}

function renderPage() {
  const Stub = createRoutesStub([
    { path: '/admin/add-hotel', Component: AddHotelPage, action: stubClientAction(clientAction) },
    { path: '/admin/add-room', Component: () => <p>Add room page</p> },
    { path: '/admin/sign-in', Component: SignInProbe },
  ]);
  render(<Stub initialEntries={['/admin/add-hotel']} />);
  return userEvent.setup();
}

const typed = {
  Name: 'Hotel Sunrise Inn',
  Location: 'CIDCO, Chhatrapati Sambhajinagar',
  Description: 'A new inn.',
};

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of Object.entries(typed)) {
    await user.type(screen.getByLabelText(label), value);
  }
}

const fieldValues = () =>
  Object.keys(typed).map((label) => (screen.getByLabelText(label) as HTMLInputElement).value);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/admin/add-hotel', () => {
  it('adds the hotel, says Hotel added! and clears the form', async () => {
    const { calls } = stubApi({
      'POST /api/hotels': ({ body }) =>
        json(201, { _id: 'hotel-sunrise-inn-fddd9c', ...(body as object) }),
    });
    const user = renderPage();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Add hotel' }));

    expect(await screen.findByRole('status')).toHaveTextContent(HOTEL_ADDED);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      name: 'Hotel Sunrise Inn',
      location: 'CIDCO, Chhatrapati Sambhajinagar',
      description: 'A new inn.',
    });
    expect(fieldValues()).toEqual(['', '', '']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(hrefOf('Add rooms to Hotel Sunrise Inn')).toBe(
      '/admin/add-room?hotel=hotel-sunrise-inn-fddd9c',
    );
  });

  it('says Failed to add hotel and keeps the fields when the API fails', async () => {
    stubApi({ 'POST /api/hotels': () => apiError(500, 'INTERNAL', 'Something went wrong.') });
    const user = renderPage();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Add hotel' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${HOTEL_NOT_ADDED}. Something went wrong.`,
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(fieldValues()).toEqual(Object.values(typed));
  });

  it('shows the API’s field messages beside their fields', async () => {
    stubApi({
      'POST /api/hotels': () =>
        apiError(400, 'VALIDATION', 'Please correct the highlighted fields (body).', {
          location: 'Please keep the location under 200 characters.',
        }),
    });
    const user = renderPage();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Add hotel' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(HOTEL_NOT_ADDED);
    const location = screen.getByLabelText('Location');
    expect(location).toHaveAttribute('aria-invalid', 'true');
    expect(location).toHaveAccessibleDescription('Please keep the location under 200 characters.');
    expect(location).toHaveFocus();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('checks the fields with the API’s schema before sending anything', async () => {
    const { calls } = stubApi({});
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Add hotel' }));

    expect(calls).toHaveLength(0);
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'Please enter the hotel’s name.',
    );
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Location')).toHaveAccessibleDescription(
      'Please enter the location.',
    );
  });

  it('sends a visitor the API refuses to the admin sign-in, back here afterwards', async () => {
    stubApi({
      'POST /api/hotels': () =>
        apiError(401, 'UNAUTHORIZED', 'Please sign in as an administrator.'),
    });
    const user = renderPage();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Add hotel' }));

    expect(await screen.findByText('Sign-in page ?next=%2Fadmin%2Fadd-hotel')).toBeInTheDocument();
  });
});
