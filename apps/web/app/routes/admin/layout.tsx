import { useEffect, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigation } from 'react-router';
import { adminSignInPath, DESK_SCREENS, deskRedirect, isDeskAccount } from '../../lib/adminApi';
import { ADMIN_HOME } from '../../lib/adminPaths';
import { requireDeskAccount } from '../../lib/adminRequests';
import { api } from '../../lib/api';
import { guestName, type SessionUser, useSession } from '../../lib/session';
import type { Route } from './+types/layout';
import './admin.css';

/**
 * Before a screen's loader asks the API anything, anyone but an admin or hotel staff goes to the
 * sign-in, and staff go from an admin's screen to their hotel's grid.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [requireDeskAccount];

/** The admin screens, in the order of the admin nav. */
export const ADMIN_SCREENS = [
  { path: ADMIN_HOME, label: 'Dashboard' },
  { path: '/admin/today', label: 'Today' },
  { path: '/admin/bookings', label: 'Bookings' },
  { path: '/admin/calendar', label: 'Occupancy' },
  { path: '/admin/housekeeping', label: 'Housekeeping' },
  { path: '/admin/add-hotel', label: 'Add hotel' },
  { path: '/admin/add-room', label: 'Add room' },
  { path: '/admin/banquet', label: 'Banquet' },
  { path: '/admin/enquiries', label: 'Enquiries' },
  { path: '/admin/messages', label: 'Messages' },
  { path: '/admin/outbox', label: 'Outbox' },
  { path: '/admin/gst', label: 'GSTR-1' },
  { path: '/admin/reports', label: 'Reports' },
  { path: '/admin/reviews', label: 'Reviews' },
] as const;

/** The screens an account's nav lists: every one for an admin, the desk's for hotel staff. */
const screensOf = (user: SessionUser) =>
  user.role === 'admin'
    ? ADMIN_SCREENS
    : ADMIN_SCREENS.filter((screen) => DESK_SCREENS.includes(screen.path));

/** A staff account's hotel by name (GET /api/hotels); its id until the list has come. */
function useHotelName(hotelId: string | undefined): string {
  const [name, setName] = useState('');
  useEffect(() => {
    if (!hotelId) return;
    const controller = new AbortController();
    api('GET /api/hotels', { signal: controller.signal })
      .then((hotels) => setName(hotels.find((hotel) => hotel._id === hotelId)?.name ?? ''))
      .catch(() => {});
    return () => controller.abort();
  }, [hotelId]);
  return name || (hotelId ?? '');
}

/**
 * Every admin screen but the sign-in: waits until the API has said who is signed in, sends anyone
 * but an admin or hotel staff to the admin sign-in (and back here afterwards), staff from an
 * admin's screen to their hotel's grid, and shows the nav of the screens the account may use.
 */
export default function AdminLayout() {
  const { user, known, signOut } = useSession();
  const location = useLocation();
  const navigation = useNavigation();
  const [signOutFailed, setSignOutFailed] = useState(false);
  const hotelName = useHotelName(user?.role === 'staff' ? user.hotelId : undefined);

  // A session that ends while a screen loads: that screen's loader sends the visitor on.
  if (!known || (!isDeskAccount(user) && navigation.state !== 'idle')) {
    return (
      <div className="admin">
        <p className="admin__loading" role="status">
          Checking your sign-in…
        </p>
      </div>
    );
  }
  if (!isDeskAccount(user)) {
    return <Navigate to={adminSignInPath(location.pathname + location.search)} replace />;
  }
  const elsewhere = deskRedirect(user, location.pathname);
  if (elsewhere) return <Navigate to={elsewhere} replace />;

  const leave = () => {
    setSignOutFailed(false);
    // Signed out, the guard above sends the page to the sign-in.
    signOut().catch(() => setSignOutFailed(true));
  };

  return (
    <div className="admin">
      <nav className="admin__nav" aria-label="Admin">
        <ul className="admin__nav-links">
          {screensOf(user).map((screen) => (
            <li key={screen.path}>
              <NavLink to={screen.path} end>
                {screen.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="admin__account">
          {user.role === 'admin' ? (
            <span>
              Admin: <strong>{guestName(user)}</strong>
            </span>
          ) : (
            <span>
              Staff: <strong>{guestName(user)}</strong> ({hotelName})
            </span>
          )}
          <button type="button" className="admin__button admin__button--quiet" onClick={leave}>
            Sign out
          </button>
        </div>
      </nav>
      {signOutFailed ? (
        <p className="admin__failure" role="alert">
          We could not sign you out. Please try again.
        </p>
      ) : null}
      <Outlet />
    </div>
  );
}
