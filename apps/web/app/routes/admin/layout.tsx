import { useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigation } from 'react-router';
import { ADMIN_HOME, adminSignInPath } from '../../lib/adminApi';
import { requireAdmin } from '../../lib/adminRequests';
import { guestName, useSession } from '../../lib/session';
import type { Route } from './+types/layout';
import './admin.css';

/** Before a screen's loader asks the API anything, anyone but an admin goes to the sign-in. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [requireAdmin];

/** The admin screens, in the order of the admin nav. */
export const ADMIN_SCREENS = [
  { path: ADMIN_HOME, label: 'Dashboard' },
  { path: '/admin/bookings', label: 'Bookings' },
  { path: '/admin/calendar', label: 'Occupancy' },
  { path: '/admin/add-hotel', label: 'Add hotel' },
  { path: '/admin/add-room', label: 'Add room' },
  { path: '/admin/enquiries', label: 'Enquiries' },
  { path: '/admin/messages', label: 'Messages' },
  { path: '/admin/outbox', label: 'Outbox' },
] as const;

/**
 * Every admin screen but the sign-in: waits until the API has said who is signed in, sends anyone
 * but an admin to the admin sign-in (and back here afterwards), and shows the admin nav.
 */
export default function AdminLayout() {
  const { user, known, signOut } = useSession();
  const location = useLocation();
  const navigation = useNavigation();
  const [signOutFailed, setSignOutFailed] = useState(false);

  // A session that ends while a screen loads: that screen's loader sends the visitor on.
  if (!known || (user?.role !== 'admin' && navigation.state !== 'idle')) {
    return (
      <div className="admin">
        <p className="admin__loading" role="status">
          Checking your sign-in…
        </p>
      </div>
    );
  }
  if (user?.role !== 'admin') {
    return <Navigate to={adminSignInPath(location.pathname + location.search)} replace />;
  }

  const leave = () => {
    setSignOutFailed(false);
    // Signed out, the guard above sends the page to the sign-in.
    signOut().catch(() => setSignOutFailed(true));
  };

  return (
    <div className="admin">
      <nav className="admin__nav" aria-label="Admin">
        <ul className="admin__nav-links">
          {ADMIN_SCREENS.map((screen) => (
            <li key={screen.path}>
              <NavLink to={screen.path} end>
                {screen.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="admin__account">
          <span>
            Admin: <strong>{guestName(user)}</strong>
          </span>
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
