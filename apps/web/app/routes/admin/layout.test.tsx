import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, type LoaderFunctionArgs, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminCall } from '../../lib/adminRequests';
import type { SessionUser } from '../../lib/session';
import { testAdmin, testStaff } from '../../test/accounts';
import { apiError, json, sessionAnswers, stubApi } from '../../test/adminApiStub';
import { inApp } from '../../test/dataRoutes';
import { stubClientAction } from '../../test/routeStub';
import AdminLayout from './layout';
import AdminSignIn, { notAnAdmin, clientAction as signInAction } from './signIn';

const admin = testAdmin;
const guest: SessionUser = { ...admin, id: 2, username: 'asha', role: 'guest' };
const staff = testStaff('hotel-grand-imperial', 'desk@grand.example.com');
const hotels = [
  { _id: 'hotel-akash', name: 'Hotel Akash Executive', location: 'Jalna Road', description: '' },
  { _id: 'hotel-grand-imperial', name: 'Hotel Grand Imperial', location: 'CIDCO', description: '' },
];

/** The nav's links, in order. */
const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** A screen whose loader reads an admin list. */
const readOutbox = ({ request }: LoaderFunctionArgs) => adminCall(request, 'GET /api/admin/outbox');

function renderAdmin(path: string) {
  const Stub = createRoutesStub(
    inApp([
      {
        path: '/admin/sign-in',
        action: stubClientAction(signInAction),
        Component: () => (
          <>
            <AdminSignIn />
            <Where />
          </>
        ),
      },
      {
        path: '/admin',
        Component: AdminLayout,
        children: [
          { index: true, Component: () => <h1>Dashboard screen</h1> },
          { path: 'outbox', loader: readOutbox, Component: () => <h1>Outbox screen</h1> },
          { path: 'enquiries', Component: () => <h1>Enquiries screen</h1> },
          {
            path: 'calendar',
            Component: () => (
              <>
                <h1>Occupancy screen</h1>
                <Where />
              </>
            ),
          },
          {
            path: 'bookings',
            Component: () => (
              <>
                <h1>Bookings screen</h1>
                <Where />
              </>
            ),
          },
        ],
      },
    ]),
  );
  render(<Stub initialEntries={[path]} />);
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The screens a hotel's front-desk account is shown, in the menu's order. */
const STAFF_SCREENS = ['Today', 'Bookings', 'Occupancy', 'Housekeeping', 'Reports', 'Reviews'];

describe('the admin screens’ guard', () => {
  it('shows a loading status until the API says who is signed in', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderAdmin('/admin/bookings');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in…');
    expect(screen.queryByRole('heading', { name: 'Bookings screen' })).toBeNull();
    answer(json(200, { user: admin }));
    expect(await screen.findByRole('heading', { name: 'Bookings screen' })).toBeVisible();
  });

  it('sends a visitor who is signed out to the sign-in, with the screen asked for', async () => {
    stubApi({ 'GET /api/auth/me': () => json(200, { user: null }) });
    renderAdmin('/admin/bookings?status=confirmed');
    expect(await screen.findByRole('heading', { name: 'Admin sign-in' })).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/admin/sign-in?next=%2Fadmin%2Fbookings%3Fstatus%3Dconfirmed',
    );
  });

  it('sends a guest to the sign-in too, saying the account is not an admin’s', async () => {
    stubApi({ 'GET /api/auth/me': () => json(200, { user: guest }) });
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin sign-in' })).toBeVisible();
    expect(screen.getByText(notAnAdmin(guest))).toBeVisible();
  });

  it('shows an admin the screen with the admin nav, and signs them out', async () => {
    const { calls } = stubApi({
      ...sessionAnswers(admin),
    });
    const user = renderAdmin('/admin/bookings');
    expect(await screen.findByRole('heading', { name: 'Bookings screen' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(linksOf(nav)).toEqual([
      'Dashboard',
      'Today',
      'Bookings',
      'Occupancy',
      'Housekeeping',
      'Add hotel',
      'Add room',
      'Banquet',
      'Enquiries',
      'Messages',
      'Outbox',
      'GSTR-1',
      'Reports',
      'Reviews',
    ]);
    expect(within(nav).getByRole('link', { name: 'Bookings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(nav).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Admin sign-in' })).toBeVisible();
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toContain(
      'POST /api/auth/logout',
    );
  });

  it('shows a hotel’s staff the desk screens only, naming them and their hotel', async () => {
    stubApi({
      'GET /api/auth/me': () => json(200, { user: staff }),
      'GET /api/hotels': () => json(200, hotels),
    });
    const user = renderAdmin('/admin/bookings');
    expect(await screen.findByRole('heading', { name: 'Bookings screen' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(linksOf(nav)).toEqual(STAFF_SCREENS);
    expect(
      await within(nav).findByText(
        (_, element) =>
          element?.tagName === 'SPAN' &&
          element.textContent === 'Staff: desk@grand.example.com (Hotel Grand Imperial)',
      ),
    ).toBeVisible();
    expect(within(nav).queryByText(/Admin:/)).toBeNull();
    await user.click(within(nav).getByRole('link', { name: 'Occupancy' }));
    expect(await screen.findByRole('heading', { name: 'Occupancy screen' })).toBeVisible();
  });

  it('sends a hotel’s staff from an admin’s screen to their hotel’s grid, not to an error', async () => {
    stubApi({
      'GET /api/auth/me': () => json(200, { user: staff }),
      'GET /api/hotels': () => json(200, hotels),
    });
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: 'Occupancy screen' })).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/calendar');
    expect(screen.queryByRole('heading', { name: 'Dashboard screen' })).toBeNull();
  });

  it('sends a hotel’s staff from the enquiries to the grid too', async () => {
    stubApi({
      'GET /api/auth/me': () => json(200, { user: staff }),
      'GET /api/hotels': () => json(200, hotels),
    });
    renderAdmin('/admin/enquiries');
    expect(await screen.findByRole('heading', { name: 'Occupancy screen' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Enquiries screen' })).toBeNull();
  });

  it('sends an admin whose session ended on the server to the sign-in, signed out', async () => {
    stubApi({
      'GET /api/auth/me': () => json(200, { user: admin }),
      'GET /api/admin/outbox': () =>
        apiError(401, 'UNAUTHORIZED', 'Please sign in as an administrator.'),
    });
    const user = renderAdmin('/admin/bookings');
    await screen.findByRole('heading', { name: 'Bookings screen' });
    await user.click(screen.getByRole('link', { name: 'Outbox' }));
    expect(await screen.findByRole('heading', { name: 'Admin sign-in' })).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/sign-in?next=%2Fadmin%2Foutbox');
    // The browser no longer takes the admin for signed in.
    expect(screen.queryByRole('link', { name: 'Continue to the admin screens' })).toBeNull();
  });
});

describe('/admin/sign-in', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByLabelText('Email or username'), 'boss@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
  };

  it('signs an admin in and goes on to the screen asked for', async () => {
    const { calls } = stubApi({
      ...sessionAnswers(null, admin),
    });
    const user = renderAdmin('/admin/sign-in?next=%2Fadmin%2Fbookings%3Fstatus%3Dconfirmed');
    await fill(user);
    expect(await screen.findByRole('heading', { name: 'Bookings screen' })).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/bookings?status=confirmed');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      username: 'boss@example.com',
      password: 'correct horse battery staple',
    });
  });

  it('signs a hotel’s staff in and sends them to their grid from the dashboard', async () => {
    stubApi({
      ...sessionAnswers(null, staff),
      'GET /api/hotels': () => json(200, hotels),
    });
    const user = renderAdmin('/admin/sign-in?next=%2Fadmin');
    await fill(user);
    expect(await screen.findByRole('heading', { name: 'Occupancy screen' })).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/calendar');
  });

  it('goes to the dashboard when next names no admin screen', async () => {
    stubApi({
      ...sessionAnswers(null, admin),
    });
    const user = renderAdmin('/admin/sign-in?next=%2F%2Fevil.example%2Fadmin');
    await fill(user);
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeVisible();
  });

  it('tells a guest plainly that the account is not an admin, and stays', async () => {
    stubApi({
      ...sessionAnswers(null, guest),
    });
    const user = renderAdmin('/admin/sign-in?next=%2Fadmin%2Fbookings');
    await fill(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are signed in as asha, but this account is not an administrator.',
    );
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/admin/sign-in?next=%2Fadmin%2Fbookings',
    );
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('shows the API’s message for wrong credentials', async () => {
    stubApi({
      'GET /api/auth/me': () => json(200, { user: null }),
      'POST /api/auth/login': () =>
        apiError(401, 'INVALID_CREDENTIALS', 'Wrong username, email or password.'),
    });
    const user = renderAdmin('/admin/sign-in');
    await fill(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wrong username, email or password.',
    );
  });

  it('asks for both fields before sending anything', async () => {
    const { calls } = stubApi({ 'GET /api/auth/me': () => json(200, { user: null }) });
    const user = renderAdmin('/admin/sign-in');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email or username')).toHaveAccessibleDescription(
      'Please enter your username or email.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please enter your password.',
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
