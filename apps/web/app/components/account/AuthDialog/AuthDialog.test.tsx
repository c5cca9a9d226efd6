import { exampleGuest } from '@hotel/test-fixtures';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../lib/session';
import { otpSent } from '../../../test/accounts';
import { answeringApi as mockApi } from '../../../test/apiContract';
import { AuthDialog } from './AuthDialog';

const asha: SessionUser = exampleGuest;
const mobileGuest: SessionUser = {
  id: 1,
  username: null,
  email: null,
  mobile: '9876543210',
  role: 'guest',
};

function show(closeAfterMs = 1500, mobileSignIn = true) {
  const onSignedIn = vi.fn();
  const onClose = vi.fn();
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <AuthDialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        onSignedIn={onSignedIn}
        closeAfterMs={closeAfterMs}
        mobileSignIn={mobileSignIn}
      />
    );
  }
  render(<Harness />);
  return { onSignedIn, onClose };
}

/** The popup, switched from its first form (a code) to password login. */
function showPasswordLogin(...args: Parameters<typeof show>) {
  const shown = show(...args);
  fireEvent.click(screen.getByRole('button', { name: 'Use a password instead' }));
  return shown;
}

const dialog = () => screen.queryByRole('dialog');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AuthDialog: password login', () => {
  it('opens from “Use a password instead” with its fields', () => {
    showPasswordLogin();
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(screen.getByLabelText('Username or email')).toBeVisible();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  it('checks the fields with the shared schema before calling the API', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    showPasswordLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // The check runs once the form's schema has loaded: wait for its message, not a moment.
    await screen.findByText('Please enter your username or email.');
    const username = screen.getByLabelText('Username or email');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Please enter your username or email.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please enter your password.',
    );
    expect(username).toHaveFocus();
    expect(api.calls()).toEqual([]);
  });

  it('signs in, says so, then closes the popup', async () => {
    const user = userEvent.setup();
    const api = mockApi({ '/api/auth/login': [{ status: 200, body: { user: asha } }] });
    const { onSignedIn, onClose } = showPasswordLogin(1500);
    await user.type(screen.getByLabelText('Username or email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long enough password');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(screen.getByRole('status')).toHaveTextContent('Logged in successfully!');
    expect(onSignedIn).toHaveBeenCalledWith(asha);
    expect(api.calls()).toEqual([
      {
        url: '/api/auth/login',
        body: { username: 'asha@example.com', password: 'a long enough password' },
      },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(dialog()).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onClose).toHaveBeenCalledOnce();
    expect(dialog()).toBeNull();
  });

  it('shows the API’s refusal inline and keeps the form', async () => {
    const user = userEvent.setup();
    mockApi({
      '/api/auth/login': [
        {
          status: 401,
          body: {
            statusCode: 401,
            code: 'UNAUTHORIZED',
            error: 'Unauthorized',
            message: 'Wrong username, email or password.',
          },
        },
      ],
    });
    const { onSignedIn } = showPasswordLogin();
    await user.type(screen.getByLabelText('Username or email'), 'asha');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wrong username, email or password.',
    );
    expect(screen.getByLabelText('Username or email')).toHaveValue('asha');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(dialog()).toBeVisible();
  });
});

const codeSent = {
  status: 200,
  body: {
    message: 'We have sent a 6-digit code. It works for 10 minutes. Please enter it to sign in.',
    expiresInSeconds: 600,
    resendInSeconds: 30,
  },
};
const newGuest: SessionUser = {
  id: 3,
  username: null,
  email: 'asha@example.com',
  mobile: null,
  role: 'guest',
};
const refusal = (statusCode: number, code: string, error: string, message: string) => ({
  status: statusCode,
  body: { statusCode, code, error, message },
});

describe('AuthDialog: log in or sign up with a code (first)', () => {
  it('opens on the code form: an e-mail or mobile, no username, no password', () => {
    show();
    expect(screen.getByRole('dialog', { name: 'Log in or sign up' })).toBeVisible();
    expect(screen.getByLabelText('Email or mobile number')).toBeVisible();
    expect(screen.queryByLabelText(/username/i)).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeVisible();
  });

  it('checks the address with the shared schema before calling the API', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    show();
    await user.type(screen.getByLabelText('Email or mobile number'), 'asha');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const contact = screen.getByLabelText('Email or mobile number');
    expect(contact).toHaveAttribute('aria-invalid', 'true');
    expect(contact).toHaveAccessibleDescription(
      'We will send you a 6-digit code. New here? The code makes your account. Please enter an e-mail address, or a mobile number of 10 digits.',
    );
    expect(api.calls()).toEqual([]);
  });

  it('sends a code, says so, then a wrong code is refused and the right one signs the new guest in', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      '/api/auth/code': [codeSent],
      '/api/auth/code/verify': [
        refusal(
          401,
          'INVALID_CODE',
          'Unauthorized',
          'That code is not right. Please check it and try again.',
        ),
        { status: 200, body: { user: newGuest } },
      ],
    });
    const { onSignedIn } = show();
    await user.type(screen.getByLabelText('Email or mobile number'), ' Asha@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'We have sent a 6-digit code. It works for 10 minutes.',
    );
    expect(screen.getByLabelText('Code')).toHaveFocus();
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(
      'The 6-digit code we sent to asha@example.com',
    );
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();

    await user.type(screen.getByLabelText('Code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not right. Please check it and try again.',
    );
    expect(onSignedIn).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), '295 512');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText('Logged in successfully!')).toBeVisible();
    expect(onSignedIn).toHaveBeenCalledWith(newGuest);
    expect(api.calls()).toEqual([
      { url: '/api/auth/code', body: { contact: 'asha@example.com' } },
      { url: '/api/auth/code/verify', body: { contact: 'asha@example.com', code: '111111' } },
      { url: '/api/auth/code/verify', body: { contact: 'asha@example.com', code: '295512' } },
    ]);
  });

  it('shows the API’s wait when a code was sent moments ago, and keeps the address', async () => {
    const user = userEvent.setup();
    mockApi({
      '/api/auth/code': [
        refusal(
          429,
          'RATE_LIMITED',
          'Too Many Requests',
          'Please wait 30 seconds before asking for a new code.',
        ),
      ],
    });
    show();
    await user.type(screen.getByLabelText('Email or mobile number'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please wait 30 seconds before asking for a new code.',
    );
    expect(screen.queryByLabelText('Code')).toBeNull();
    expect(screen.getByLabelText('Email or mobile number')).toHaveValue('asha@example.com');
  });

  it('goes to password login and back to the code from “Sign up”', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: 'Use a password instead' }));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(screen.getByLabelText('Username or email')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('dialog', { name: 'Log in or sign up' })).toBeVisible();
    expect(screen.getByLabelText('Email or mobile number')).toHaveFocus();
  });
});

describe('AuthDialog: forgot password', () => {
  const resetSent = {
    status: 200,
    body: {
      message:
        'If an account has this e-mail address, we have sent a 6-digit code to it. It works for 10 minutes.',
      expiresInSeconds: 600,
      resendInSeconds: 30,
    },
  };

  it('opens on “Set a new password” for a signed-in guest’s “Set a password”', () => {
    render(
      <AuthDialog open onClose={() => {}} onSignedIn={() => {}} mobileSignIn startMode="reset" />,
    );
    expect(screen.getByRole('dialog', { name: 'Set a new password' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeVisible();
  });

  it('mails a code, then the code and a new password sign the guest in', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      '/api/auth/password-reset': [resetSent],
      '/api/auth/password-reset/confirm': [
        {
          status: 400,
          body: {
            statusCode: 400,
            code: 'VALIDATION',
            error: 'Bad Request',
            message: 'Please correct the highlighted fields.',
            fields: {
              password:
                'This password is too common or too easy to guess. Please choose a longer one, e.g. a few unrelated words.',
            },
          },
        },
        { status: 200, body: { user: asha } },
      ],
    });
    const { onSignedIn } = showPasswordLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('dialog', { name: 'Set a new password' })).toBeVisible();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account has this e-mail address, we have sent a 6-digit code to it.',
    );
    expect(screen.getByLabelText('Code')).toHaveFocus();

    await user.type(screen.getByLabelText('Code'), '295512');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 10 characters, not easy to guess. A password needs at least 10 characters.',
    );

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'password1234');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(/too common or too easy to guess/)).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'monsoon over ellora caves');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Logged in successfully!')).toBeVisible();
    expect(onSignedIn).toHaveBeenCalledWith(asha);
    expect(api.calls()).toEqual([
      { url: '/api/auth/password-reset', body: { email: 'asha@example.com' } },
      {
        url: '/api/auth/password-reset/confirm',
        body: { email: 'asha@example.com', code: '295512', password: 'password1234' },
      },
      {
        url: '/api/auth/password-reset/confirm',
        body: { email: 'asha@example.com', code: '295512', password: 'monsoon over ellora caves' },
      },
    ]);
  });
});

describe('AuthDialog: mobile login', () => {
  async function toMobile(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Log in with mobile OTP' }));
    expect(screen.getByRole('dialog', { name: 'Log in with mobile' })).toBeVisible();
  }

  it('sends a code: the code field appears and Verify OTP replaces Send OTP', async () => {
    const user = userEvent.setup();
    const api = mockApi({ '/api/send-otp': [otpSent] });
    showPasswordLogin();
    await toMobile(user);
    expect(screen.queryByLabelText('OTP')).toBeNull();
    await user.type(screen.getByLabelText('Mobile number'), '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByRole('status')).toHaveTextContent('OTP sent successfully!');
    expect(screen.getByLabelText('OTP')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send OTP' })).toBeNull();
    expect(api.calls()).toEqual([{ url: '/api/send-otp', body: { mobile: '9876543210' } }]);
  });

  it('refuses a number that is not 10 digits without calling the API', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    showPasswordLogin();
    await toMobile(user);
    await user.type(screen.getByLabelText('Mobile number'), '98765');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      '10-digit mobile number Mobile number must be 10 digits',
    );
    expect(api.calls()).toEqual([]);
  });

  it.each([
    [
      'the SMS gateway fails',
      {
        status: 502,
        body: {
          statusCode: 502,
          code: 'SMS_FAILED',
          error: 'Bad Gateway',
          message: 'Failed to send OTP. Please try again.',
          success: false,
        },
      },
      'Failed to send OTP. Please try again.',
    ],
    [
      'a code was sent moments ago',
      {
        status: 429,
        body: {
          statusCode: 429,
          code: 'RATE_LIMITED',
          error: 'Too Many Requests',
          message: 'Please wait 20 seconds before asking for a new code.',
          success: false,
        },
      },
      'Failed to send OTP. Please wait 20 seconds before asking for a new code.',
    ],
  ])('says “Failed to send OTP.” when %s', async (_case, answer, message) => {
    const user = userEvent.setup();
    mockApi({ '/api/send-otp': [answer] });
    showPasswordLogin();
    await toMobile(user);
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByLabelText('OTP')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeVisible();
  });

  it('says “Invalid OTP.” for a wrong code, then signs in with the right one and closes', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      '/api/send-otp': [otpSent],
      '/api/verify-otp': [
        {
          status: 401,
          body: {
            statusCode: 401,
            code: 'INVALID_OTP',
            error: 'Unauthorized',
            message: 'Invalid OTP.',
            success: false,
          },
        },
        {
          status: 200,
          body: { success: true, message: 'Logged in successfully!', user: mobileGuest },
        },
      ],
    });
    const { onSignedIn, onClose } = showPasswordLogin(1500);
    await toMobile(user);
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByLabelText('OTP');

    await user.type(screen.getByLabelText('OTP'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP.');
    expect(onSignedIn).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('OTP'));
    await user.type(screen.getByLabelText('OTP'), '295 512');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Logged in successfully!')).toBeVisible();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(onSignedIn).toHaveBeenCalledWith(mobileGuest);
    expect(api.calls().at(-1)).toEqual({
      url: '/api/verify-otp',
      body: { mobile: '9876543210', otp: '295512' },
    });

    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(dialog()).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onClose).toHaveBeenCalledOnce();
    expect(dialog()).toBeNull();
  });

  it('checks the code’s format before calling the API', async () => {
    const user = userEvent.setup();
    const api = mockApi({ '/api/send-otp': [otpSent] });
    showPasswordLogin();
    await toMobile(user);
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByLabelText('OTP')).toHaveAccessibleDescription(
      'The 6-digit code we sent to 9876543210 The code is the 6 digits we sent you.',
    );
    expect(api.calls()).toHaveLength(1);
  });

  it('goes back to password login', async () => {
    const user = userEvent.setup();
    mockApi({ '/api/send-otp': [otpSent] });
    showPasswordLogin();
    await toMobile(user);
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByLabelText('OTP');
    await user.click(screen.getByRole('button', { name: 'Back to Password Login' }));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(screen.getByLabelText('Username or email')).toHaveFocus();
    expect(screen.queryByLabelText('Mobile number')).toBeNull();
  });
});

describe('AuthDialog: a site that cannot text codes (no SMS gateway in production)', () => {
  it('asks for an e-mail only, and offers no mobile sign-in on the password form', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    show(1500, false);
    expect(screen.getByRole('dialog', { name: 'Log in or sign up' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await user.click(screen.getByRole('button', { name: 'Use a password instead' }));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Log in with mobile OTP' })).toBeNull();
    expect(api.calls()).toEqual([]);
  });
});
