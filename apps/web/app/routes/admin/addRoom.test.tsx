import { roomTypes, roomTypeTitles } from '@hotel/content/roomTypes';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../../test/adminApiStub';
import { renderRoute } from '../../test/routeStub';
import AddRoomPage, {
  clientAction,
  clientLoader,
  ROOM_ADDED,
  ROOM_NOT_ADDED,
  shouldRevalidate,
} from './addRoom';

const hotels = [
  { _id: 'hotel-grand-imperial', name: 'Hotel Grand Imperial', location: 'Cidco', description: '' },
  {
    _id: 'hotel-sunrise-inn-fddd9c',
    name: 'Hotel Sunrise Inn',
    location: 'Cidco',
    description: '',
  },
];

const grandTypes = {
  hotelId: 'hotel-grand-imperial',
  own: true,
  types: [
    { type: 'single-bed', title: 'Single Bed Room' },
    { type: 'luxury-room', title: 'Luxury Room' },
  ],
};

const sunriseTypes = {
  hotelId: 'hotel-sunrise-inn-fddd9c',
  own: false,
  // An admin's hotel takes all four types, by the content's titles.
  types: roomTypes.map((type) => ({ type, title: roomTypeTitles[type] })),
};

function stubRoomsApi(addRoom: (body: unknown) => Response) {
  return stubApi({
    'GET /api/hotels': () => json(200, hotels),
    'GET /api/rooms/types': ({ url }) =>
      url.searchParams.get('hotelId') === 'hotel-grand-imperial'
        ? json(200, grandTypes)
        : json(200, sunriseTypes),
    'POST /api/rooms': ({ body }) => addRoom(body),
  });
}

function renderPage(search = '') {
  return renderRoute(
    { default: AddRoomPage, clientLoader, clientAction, shouldRevalidate },
    '/admin/add-room',
    { at: `/admin/add-room${search}` },
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function chooseGrandLuxury(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('option', { name: 'Hotel Grand Imperial' });
  await user.selectOptions(field('Hotel'), 'hotel-grand-imperial');
  await screen.findByRole('option', { name: 'Luxury Room' });
  await user.selectOptions(field('Room type'), 'luxury-room');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/admin/add-room', () => {
  it('offers the chosen hotel’s room types, adds the room with ₹100 and available by default, then clears the room', async () => {
    const { calls } = stubRoomsApi((body) => json(201, { _id: 37, ...(body as object) }));
    const user = renderPage();
    expect(await screen.findByLabelText('Room type')).toBeDisabled();
    expect(field('Room type')).toHaveAccessibleDescription('Choose a hotel first.');
    await chooseGrandLuxury(user);
    expect(
      within(field('Room type'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a room type', 'Single Bed Room', 'Luxury Room']);
    expect(field('Available')).toBeChecked();
    await user.type(field('Room number'), '501');
    await user.click(screen.getByRole('button', { name: 'Add room' }));

    expect(await screen.findByRole('status')).toHaveTextContent(ROOM_ADDED);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({
        body: {
          hotelId: 'hotel-grand-imperial',
          roomNumber: '501',
          type: 'luxury-room',
          isAvailable: true,
        },
      }),
    ]);
    expect(field('Room number').value).toBe('');
    expect(field('Available')).toBeChecked();
    // The next room of the same hotel and type is one number away.
    expect(field('Hotel').value).toBe('hotel-grand-imperial');
    expect(field('Room type').value).toBe('luxury-room');
  });

  it('sends the availability as set, and asks no price (rooms are charged by their type)', async () => {
    const { calls } = stubRoomsApi((body) => json(201, { _id: 38, ...(body as object) }));
    const user = renderPage();
    await chooseGrandLuxury(user);
    expect(screen.queryByLabelText(/Price/)).toBeNull();
    await user.type(field('Room number'), '502');
    await user.click(field('Available'));
    await user.click(screen.getByRole('button', { name: 'Add room' }));
    await screen.findByText(ROOM_ADDED);
    expect(calls.at(-1)?.body).toEqual({
      hotelId: 'hotel-grand-imperial',
      roomNumber: '502',
      type: 'luxury-room',
      isAvailable: false,
    });
    expect(field('Available')).toBeChecked();
  });

  it('says plainly when a hotel has no room types of its own, and offers all four', async () => {
    stubRoomsApi(() => json(201, {}));
    const user = renderPage();
    await screen.findByRole('option', { name: 'Hotel Sunrise Inn' });
    await user.selectOptions(field('Hotel'), 'hotel-sunrise-inn-fddd9c');
    await screen.findByRole('option', { name: 'Family Suite' });
    expect(field('Room type')).toHaveAccessibleDescription(
      'Hotel Sunrise Inn has no room types of its own yet, so the room can be any of the four types.',
    );
    expect(within(field('Room type')).getAllByRole('option')).toHaveLength(5);
  });

  it('starts with the hotel named in the address', async () => {
    stubRoomsApi(() => json(201, {}));
    renderPage('?hotel=hotel-grand-imperial');
    expect(await screen.findByRole('option', { name: 'Luxury Room' })).toBeInTheDocument();
    expect(field('Hotel').value).toBe('hotel-grand-imperial');
  });

  it('says Error adding room, with the message by the room number, when the number is taken', async () => {
    stubRoomsApi(() => apiError(409, 'ROOM_EXISTS', 'Room 101 already exists at this hotel.'));
    const user = renderPage();
    await chooseGrandLuxury(user);
    await user.type(field('Room number'), '101');
    await user.click(screen.getByRole('button', { name: 'Add room' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ROOM_NOT_ADDED);
    expect(field('Room number')).toHaveAccessibleDescription(
      'Room 101 already exists at this hotel.',
    );
    expect(field('Room number')).toHaveFocus();
    expect(field('Room number').value).toBe('101');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the API’s field messages beside their fields', async () => {
    stubRoomsApi(() =>
      apiError(400, 'VALIDATION', 'Please correct the highlighted fields.', {
        type: 'This hotel has no Family Suite rooms. Choose one of: Single Bed Room, Luxury Room.',
      }),
    );
    const user = renderPage();
    await chooseGrandLuxury(user);
    await user.type(field('Room number'), '601');
    await user.click(screen.getByRole('button', { name: 'Add room' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ROOM_NOT_ADDED);
    expect(field('Room type')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Room type')).toHaveAccessibleDescription(
      'This hotel has no Family Suite rooms. Choose one of: Single Bed Room, Luxury Room.',
    );
  });

  it('checks the fields with the API’s schema before sending anything', async () => {
    const { calls } = stubRoomsApi(() => json(201, {}));
    const user = renderPage();
    await screen.findByRole('option', { name: 'Hotel Grand Imperial' });
    await user.click(screen.getByRole('button', { name: 'Add room' }));

    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(field('Hotel')).toHaveAccessibleDescription('Please choose a hotel.');
    expect(field('Hotel')).toHaveFocus();
    expect(field('Room number')).toHaveAccessibleDescription('Please enter a room number.');
  });
});
