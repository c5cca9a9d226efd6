import { exampleContactMessage } from '@hotel/test-fixtures';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkedFetch } from '../../../test/apiContract';
import { ContactForm } from './ContactForm';

const fetchMock = vi.fn<typeof fetch>();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const typed = {
  Name: 'Asha Patil',
  Phone: '0240 000 0009',
  Email: 'asha@example.com',
  Subject: 'Parking',
  Message: 'Is there parking for a bus?',
};

function renderForm() {
  render(
    <ContactForm heading="SEND MESSAGE" intro="Send us a note." property="hotel-grand-imperial" />,
  );
  return userEvent.setup();
}

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of Object.entries(typed)) {
    await user.type(screen.getByLabelText(label), value);
  }
}

const fieldValues = () =>
  Object.keys(typed).map((label) => (screen.getByLabelText(label) as HTMLInputElement).value);

beforeEach(() => {
  vi.stubGlobal('fetch', checkedFetch(fetchMock));
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ContactForm', () => {
  it('has a labelled, required field of the right type for each part of the message', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    for (const label of Object.keys(typed)) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
  });

  it('sends the message with its property, shows the popup for 3 s and clears the fields', async () => {
    fetchMock.mockResolvedValue(json(201, { id: 1, message: 'Form submitted successfully!' }));
    const user = renderForm();
    await fillAll(user);
    // The popup's 3 seconds are measured on a fake clock from the moment of sending.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/sendemail');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(exampleContactMessage);

    expect(screen.getByRole('status')).toHaveTextContent('Form submitted successfully!');
    expect(fieldValues()).toEqual(['', '', '', '', '']);
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByRole('status')).toHaveTextContent('Form submitted successfully!');
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('disables the button while sending', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = renderForm();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await act(async () => answer(json(201, { id: 1, message: 'Form submitted successfully!' })));
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('keeps the fields and says so when sending fails', async () => {
    fetchMock.mockResolvedValue(
      json(500, {
        statusCode: 500,
        code: 'INTERNAL',
        error: 'Internal Server Error',
        message: 'Something went wrong.',
      }),
    );
    const user = renderForm();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to send message.');
    expect(fieldValues()).toEqual(Object.values(typed));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says so when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = renderForm();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to send message\./);
    expect(fieldValues()).toEqual(Object.values(typed));
  });

  it('shows the server’s field messages by their fields', async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        statusCode: 400,
        code: 'VALIDATION',
        error: 'Bad Request',
        message: 'Please correct the highlighted fields (body).',
        fields: { email: 'Please enter a valid email address.' },
      }),
    );
    const user = renderForm();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to send message.');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(email).toHaveFocus();
  });

  it('checks the fields with the API’s schema before sending anything', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Email'), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      'Please enter your phone number.',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Please enter a subject.');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Please enter a message.');
  });
});
