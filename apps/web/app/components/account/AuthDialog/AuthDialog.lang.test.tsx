import { renderIn } from '@hotel/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { otpSent } from '../../../test/accounts';
import { answeringApi as mockApi } from '../../../test/apiContract';
import { AuthDialog } from './AuthDialog';

function show() {
  render(<AuthDialog open onClose={() => {}} onSignedIn={() => {}} mobileSignIn />);
  return userEvent.setup();
}

/** Words in Latin letters: none may show in a popup rendered in Marathi or Hindi. */
const LATIN_WORD = /[A-Za-z]{2,}/;

afterEach(() => {
  renderIn('en');
  vi.unstubAllGlobals();
});

describe('AuthDialog in Marathi', () => {
  it('asks for the code in Marathi, then logs in by password and by mobile OTP in Marathi', async () => {
    renderIn('mr');
    const api = mockApi({
      '/api/send-otp': [otpSent],
    });
    const user = show();

    const first = screen.getByRole('dialog', { name: 'लॉग इन करा किंवा खाते उघडा' });
    expect(within(first).getByLabelText('ई-मेल किंवा मोबाइल नंबर')).toHaveAccessibleDescription(
      'आम्ही तुम्हाला 6 अंकी कोड पाठवू. पहिल्यांदाच आलात? त्याच कोडने तुमचे खाते तयार होते.',
    );
    expect(within(first).getByRole('button', { name: 'कोड पाठवा' })).toBeVisible();
    expect(first.textContent).not.toMatch(LATIN_WORD);

    await user.click(screen.getByRole('button', { name: 'त्याऐवजी पासवर्ड वापरा' }));
    const login = screen.getByRole('dialog', { name: 'लॉग इन करा' });
    expect(within(login).getByLabelText('युजरनेम किंवा ई-मेल')).toHaveFocus();
    expect(within(login).getByLabelText('पासवर्ड')).toHaveAttribute('type', 'password');
    expect(within(login).getByRole('button', { name: 'पासवर्ड विसरलात?' })).toBeVisible();
    expect(within(login).getByRole('button', { name: 'खाते उघडा' })).toBeVisible();
    expect(login.textContent).not.toMatch(LATIN_WORD);

    await user.click(screen.getByRole('button', { name: 'मोबाइल ओटीपीने लॉग इन करा' }));
    expect(screen.getByRole('dialog', { name: 'मोबाइलने लॉग इन करा' })).toBeVisible();
    expect(screen.getByLabelText('मोबाइल नंबर')).toHaveAccessibleDescription('10 अंकी मोबाइल नंबर');
    await user.type(screen.getByLabelText('मोबाइल नंबर'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'ओटीपी पाठवा' }));

    // The popup's own words, not the API's: the guest reads that the OTP went, in Marathi.
    expect(await screen.findByRole('status')).toHaveTextContent('ओटीपी पाठवला आहे!');
    const otp = screen.getByLabelText('ओटीपी');
    expect(otp).toHaveFocus();
    expect(otp).toHaveAccessibleDescription('आम्ही 9876543210 वर पाठवलेला 6 अंकी कोड');
    // The field keeps the name the API gives its messages.
    expect(otp).toHaveAttribute('name', 'otp');
    expect(screen.getByRole('button', { name: 'ओटीपी तपासा' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'ओटीपी पुन्हा पाठवा' })).toBeVisible();
    expect(api.calls().map(({ body }) => body)).toEqual([{ mobile: '9876543210' }]);
  });
});

describe('AuthDialog in Hindi', () => {
  it('opens on the code form and sets a new password in Hindi', async () => {
    renderIn('hi');
    mockApi({});
    const user = show();
    expect(screen.getByRole('dialog', { name: 'लॉग इन करें या खाता बनाएँ' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'कोड भेजें' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'इसके बजाय पासवर्ड इस्तेमाल करें' }));
    await user.click(screen.getByRole('button', { name: 'पासवर्ड भूल गए?' }));
    const reset = screen.getByRole('dialog', { name: 'नया पासवर्ड बनाएँ' });
    expect(within(reset).getByLabelText('ई-मेल')).toHaveFocus();
    expect(within(reset).getByRole('button', { name: 'पासवर्ड से लॉग इन पर वापस' })).toBeVisible();
    expect(reset.textContent).not.toMatch(LATIN_WORD);
  });
});
