import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, sessionAnswers, stubApi } from '../test/adminApiStub';
import { inApp } from '../test/dataRoutes';
import { guestName, type SessionUser, useSession } from './session';

const guest: SessionUser = {
  id: 7,
  username: null,
  email: null,
  mobile: '9876543210',
  role: 'guest',
};

/** A header-like reader of the session, with the buttons that change it. */
function Reader({ name }: { name: string }) {
  const { user, known, signOut, signedIn } = useSession();
  const said = known ? (user ? guestName(user) : 'signed out') : 'unknown';
  return (
    <p>
      {`${name}: ${said}`}
      <button type="button" onClick={() => void signOut()}>{`${name} signs out`}</button>
      <button type="button" onClick={() => signedIn(guest)}>{`${name} signed in`}</button>
    </p>
  );
}

function renderPage() {
  const Stub = createRoutesStub(
    inApp([
      {
        path: '/',
        Component: () => (
          <>
            <Reader name="header" />
            <Reader name="checkout" />
          </>
        ),
      },
    ]),
  );
  render(<Stub initialEntries={['/']} />);
  return userEvent.setup();
}

const asked = (calls: { method: string; url: URL }[]) =>
  calls.map((call) => `${call.method} ${call.url.pathname}`);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the session', () => {
  it('asks the API once a page load, for every component that reads it', async () => {
    const { calls } = stubApi(sessionAnswers(guest));
    renderPage();
    expect(screen.getByText('header: unknown')).toBeVisible();
    expect(await screen.findByText('header: 9876543210')).toBeVisible();
    expect(screen.getByText('checkout: 9876543210')).toBeVisible();
    expect(asked(calls)).toEqual(['GET /api/auth/me']);
  });

  it('signs out on the server, shows it everywhere and reads the session again', async () => {
    const { calls } = stubApi(sessionAnswers(guest));
    const user = renderPage();
    await screen.findByText('header: 9876543210');
    await user.click(screen.getByRole('button', { name: 'checkout signs out' }));
    expect(await screen.findByText('header: signed out')).toBeVisible();
    await vi.waitFor(
      () =>
        expect(asked(calls)).toEqual([
          'GET /api/auth/me',
          'POST /api/auth/logout',
          'GET /api/auth/me',
        ]),
      { timeout: 30_000 },
    );
    expect(screen.getByText('checkout: signed out')).toBeVisible();
  });

  it('shows a sign-in at once, and then what the API says on reading it again', async () => {
    // The popup has signed the guest in (POST /api/auth/login); the session's cookie is set.
    let answer: (user: SessionUser | null) => void = () => {};
    const reread = new Promise<SessionUser | null>((resolve) => (answer = resolve));
    let reads = 0;
    const { calls } = stubApi({
      'GET /api/auth/me': async () => {
        reads += 1;
        return json(200, { user: reads === 1 ? null : await reread });
      },
    });
    const user = renderPage();
    await screen.findByText('header: signed out');
    await user.click(screen.getByRole('button', { name: 'header signed in' }));
    expect(screen.getByText('checkout: 9876543210')).toBeVisible();
    await vi.waitFor(() => expect(asked(calls)).toEqual(['GET /api/auth/me', 'GET /api/auth/me']), {
      timeout: 30_000,
    });
    expect(screen.getByText('header: 9876543210')).toBeVisible();
    // The server's word wins: had the sign-in not held, the page says so.
    answer(null);
    expect(await screen.findByText('header: signed out')).toBeVisible();
  });

  it('takes a visitor the API cannot tell for signed out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderPage();
    expect(await screen.findByText('header: signed out')).toBeVisible();
    expect(warn).toHaveBeenCalledWith('Could not learn who is signed in:', expect.any(String));
  });
});
