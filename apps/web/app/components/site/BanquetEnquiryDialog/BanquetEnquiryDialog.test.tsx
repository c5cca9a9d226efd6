import { exampleEnquiry } from '@hotel/test-fixtures';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkedFetch } from '../../../test/apiContract';
import {
  BanquetEnquiryDialog,
  ENQUIRY_FAILED,
  ENQUIRY_SENT,
  type EnquiryCategory,
} from './BanquetEnquiryDialog';

const social: EnquiryCategory = {
  title: 'Social & Personal Events',
  events: ['Wedding Reception', 'Birthday Party'],
};
const educational: EnquiryCategory = { title: 'Educational Events', events: ['Seminar'] };

function Harness() {
  const [category, setCategory] = useState<EnquiryCategory | null>(null);
  return (
    <>
      <button type="button" onClick={() => setCategory(social)}>
        Contact Us about social events
      </button>
      <button type="button" onClick={() => setCategory(educational)}>
        Contact Us about educational events
      </button>
      <BanquetEnquiryDialog category={category} onClose={() => setCategory(null)} />
    </>
  );
}

const json = (body: unknown, status = 201) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** fetch that answers only when the test says so. */
function pendingFetch() {
  const answers: ((response: Response | Error) => void)[] = [];
  const fetch = vi.fn(
    (_url: string, _init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        answers.push((answer) => (answer instanceof Error ? reject(answer) : resolve(answer)));
      }),
  );
  vi.stubGlobal('fetch', checkedFetch(fetch));
  return {
    fetch,
    answer: (response: Response | Error) =>
      act(async () => {
        answers.shift()?.(response);
      }),
  };
}

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);

async function open(which: 'social' | 'educational' = 'social') {
  await user.click(screen.getByRole('button', { name: `Contact Us about ${which} events` }));
}

async function fillIn() {
  await user.type(field('Name'), 'Asha Patil');
  await user.type(field('Email'), 'asha@example.com');
  await user.type(field('Phone'), '0240 000 0009');
  await user.selectOptions(field('Event'), 'Wedding Reception');
  await user.type(field('Message'), 'About 200 guests in March.');
}

describe('BanquetEnquiryDialog', () => {
  it('is closed until Contact Us opens it for that category, with only its events', async () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await open();
    expect(
      screen.getByRole('dialog', { name: 'Enquire about Social & Personal Events' }),
    ).toBeVisible();
    expect(
      within(field('Event'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select an event', 'Wedding Reception', 'Birthday Party']);
    expect(field('Event')).toHaveValue('');
    expect(field('Message')).toHaveAttribute('rows', '4');
    for (const label of ['Name', 'Email', 'Phone', 'Event', 'Message']) {
      expect(field(label)).toBeRequired();
    }
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Phone')).toHaveAttribute('type', 'tel');
  });

  it('names every missing field beside it and sends nothing', async () => {
    const { fetch } = pendingFetch();
    render(<Harness />);
    await open();
    await user.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    expect(field('Name')).toHaveAccessibleDescription('Please enter your name.');
    expect(field('Name')).toHaveFocus();
    expect(field('Email')).toHaveAccessibleDescription('Please enter your email address.');
    expect(field('Phone')).toHaveAccessibleDescription('Please enter your phone number.');
    expect(field('Event')).toHaveAccessibleDescription('Please select an event.');
    expect(field('Message')).toHaveAccessibleDescription('Please enter a message.');
    await user.type(field('Email'), 'asha@');
    await user.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('while sending, disables its buttons and reads “Sending...”; then thanks the visitor, clears the form and closes after 3 s', async () => {
    const { fetch, answer } = pendingFetch();
    render(<Harness />);
    await open();
    await fillIn();
    await user.click(within(dialog()).getByRole('button', { name: 'Submit' }));

    expect(within(dialog()).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/banquet-enquiry');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(exampleEnquiry);

    // Only the wait for the auto-close runs on fake time (Testing Library's own waits need real time).
    vi.useFakeTimers();
    await answer(json({ id: 1, message: ENQUIRY_SENT }));
    expect(within(dialog()).getByRole('status')).toHaveTextContent(ENQUIRY_SENT);
    expect(within(dialog()).queryByLabelText('Name')).toBeNull();
    const closeButtons = within(dialog()).getAllByRole('button', { name: 'Close' });
    expect(closeButtons.at(-1)).toHaveFocus();

    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    vi.useRealTimers();
    await open();
    expect(field('Name')).toHaveValue('');
    expect(within(dialog()).getByRole('status')).toHaveTextContent('');
  });

  it('closes at once with the Close button of the thank-you view', async () => {
    const { answer } = pendingFetch();
    render(<Harness />);
    await open();
    await fillIn();
    await user.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    await answer(json({ id: 1, message: ENQUIRY_SENT }));
    const closeButtons = within(dialog()).getAllByRole('button', { name: 'Close' });
    await user.click(closeButtons.at(-1) as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on failure keeps what was typed, says so, shows the server’s field messages, and can be retried', async () => {
    // Each failure is logged for the site's operators: exactly these two, nothing else.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetch, answer } = pendingFetch();
    render(<Harness />);
    await open();
    await fillIn();
    await user.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    await answer(
      json(
        {
          statusCode: 400,
          code: 'VALIDATION',
          error: 'Bad Request',
          message: 'Please correct the highlighted fields (body).',
          fields: { phone: 'Please enter a valid phone number.' },
        },
        400,
      ),
    );
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(ENQUIRY_FAILED);
    expect(field('Phone')).toHaveAccessibleDescription('Please enter a valid phone number.');
    expect(field('Name')).toHaveValue('Asha Patil');
    expect(field('Event')).toHaveValue('Wedding Reception');
    expect(within(dialog()).getByRole('button', { name: 'Submit' })).toBeEnabled();

    await user.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    await answer(new TypeError('Failed to fetch'));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(ENQUIRY_FAILED);
    expect(field('Message')).toHaveValue('About 200 guests in March.');

    await user.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    await answer(json({ id: 2, message: ENQUIRY_SENT }));
    expect(within(dialog()).getByRole('status')).toHaveTextContent(ENQUIRY_SENT);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(
      logged.mock.calls.map(([message, error]) => [message, (error as Error).message]),
    ).toEqual([
      ['The banquet enquiry was not sent:', 'Please correct the highlighted fields (body).'],
      [
        'The banquet enquiry was not sent:',
        'We could not reach the server. Please check your connection and try again.',
      ],
    ]);
  });

  it('Cancel closes it and forgets everything; the next opening starts with the event unselected', async () => {
    const { fetch } = pendingFetch();
    render(<Harness />);
    await open();
    await user.type(field('Name'), 'Asha Patil');
    await user.selectOptions(field('Event'), 'Birthday Party');
    await user.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    expect(field('Email')).toHaveAccessibleDescription('Please enter your email address.');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await open('educational');
    expect(screen.getByRole('dialog', { name: 'Enquire about Educational Events' })).toBeVisible();
    expect(field('Name')).toHaveValue('');
    expect(field('Event')).toHaveValue('');
    expect(
      within(field('Event'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select an event', 'Seminar']);
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    expect(fetch).not.toHaveBeenCalled();
  });
});
