import { exampleEnquiry } from '@hotel/test-fixtures';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkedFetch } from '../../../test/apiContract';
import { BanquetEnquiryDialog, type EnquiryCategory } from './BanquetEnquiryDialog';

const social: EnquiryCategory = {
  id: 'social-personal-events',
  title: 'Social & Personal Events',
  events: ['Wedding Reception', 'Birthday Party'],
  capacity: { seated: 300, floating: 500 },
};
const educational: EnquiryCategory = {
  id: 'educational-events',
  title: 'Educational Events',
  events: ['Seminar'],
  capacity: { seated: 250, floating: 400 },
};

const ENQUIRY_FAILED = 'There was an error submitting your enquiry. Please try again.';
const SENT =
  'Thank you for your enquiry! Your reference is BQT-7K3Q9P. Our banquet manager will call you within 24 hours (between 9 am and 8 pm, any day of the week).';

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
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);

async function open(which: 'social' | 'educational' = 'social') {
  await user.click(screen.getByRole('button', { name: `Contact Us about ${which} events` }));
}

/** Every field, as exampleEnquiry holds them. */
async function fillIn() {
  await user.selectOptions(field('Event'), 'Wedding Reception');
  await user.type(field('Event date'), exampleEnquiry.eventDate);
  await user.type(field('Alternative date (optional)'), exampleEnquiry.alternativeDate);
  await user.type(field('Guests'), '200');
  await user.type(field('Rooms for guests (optional)'), '10');
  await user.type(field('Nights'), '2');
  await user.selectOptions(field('Catering'), 'Vegetarian');
  await user.selectOptions(field('Budget'), '₹3–5 lakh');
  await user.type(field('Name'), 'Asha Patil');
  await user.type(field('Mobile'), '0240 000 0009');
  await user.type(field('Email'), 'asha@example.com');
  await user.type(field('Message'), 'About 200 guests in March.');
}

describe('BanquetEnquiryDialog', () => {
  it('is closed until Contact Us opens it for that category, with its events and capacity', async () => {
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
    expect(dialog()).toHaveTextContent('Up to 300 guests seated or 500 standing.');
    for (const label of ['Name', 'Email', 'Mobile', 'Event', 'Event date', 'Guests', 'Message']) {
      expect(field(label)).toBeRequired();
    }
    expect(field('Event date')).toHaveAttribute('type', 'date');
    expect(field('Mobile')).toHaveAttribute('type', 'tel');
    expect(
      within(field('Catering'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not decided', 'Vegetarian', 'Non-vegetarian', 'Jain']);
  });

  it('names every missing field beside it and sends nothing', async () => {
    const { fetch } = pendingFetch();
    render(<Harness />);
    await open();
    await user.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    expect(field('Event')).toHaveAccessibleDescription('Please select an event.');
    expect(field('Event')).toHaveFocus();
    expect(field('Event date')).toHaveAccessibleDescription('Please choose the date of the event.');
    expect(field('Guests')).toHaveAccessibleDescription('Please enter the number of guests.');
    expect(field('Name')).toHaveAccessibleDescription('Please enter your name.');
    expect(field('Mobile')).toHaveAccessibleDescription('Please enter your phone number.');
    await user.type(field('Rooms for guests (optional)'), '3');
    await user.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    expect(field('Nights')).toHaveAccessibleDescription(
      'Please say for how many nights the rooms are needed.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends every field, reads “Sending...” meanwhile, then names the reference and when the manager calls', async () => {
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

    await answer(json({ id: 1, reference: 'BQT-7K3Q9P', message: SENT }));
    expect(within(dialog()).getByRole('status')).toHaveTextContent(SENT);
    const closeButtons = within(dialog()).getAllByRole('button', { name: 'Close' });
    expect(closeButtons.at(-1)).toHaveFocus();
    await user.click(closeButtons.at(-1) as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();

    // Sent: the draft is gone, and the next enquiry starts afresh.
    await open();
    expect(field('Name')).toHaveValue('');
    expect(field('Guests')).toHaveValue(null);
  });

  it('on failure keeps what was typed, says so, shows the server’s field messages, and can be retried', async () => {
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
          fields: {
            guests:
              'The hall takes 300 guests seated or 500 standing for Social & Personal Events. For more, please call us.',
          },
        },
        400,
      ),
    );
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(ENQUIRY_FAILED);
    expect(field('Guests')).toHaveAccessibleDescription(
      'The hall takes 300 guests seated or 500 standing for Social & Personal Events. For more, please call us.',
    );
    expect(field('Name')).toHaveValue('Asha Patil');
    await user.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    await answer(json({ id: 2, reference: 'BQT-7K3Q9P', message: SENT }));
    expect(within(dialog()).getByRole('status')).toHaveTextContent(SENT);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('Cancel keeps the draft: reopening the category (even after a reload) shows what was typed; another category starts empty', async () => {
    const { fetch } = pendingFetch();
    const { unmount } = render(<Harness />);
    await open();
    await user.type(field('Name'), 'Asha Patil');
    await user.selectOptions(field('Event'), 'Birthday Party');
    await user.type(field('Guests'), '120');
    await user.selectOptions(field('Catering'), 'Jain');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await open('educational');
    expect(field('Name')).toHaveValue('');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));

    await open();
    expect(field('Name')).toHaveValue('Asha Patil');
    expect(field('Event')).toHaveValue('Birthday Party');
    expect(field('Guests')).toHaveValue(120);
    expect(field('Catering')).toHaveValue('jain');

    // A reload: the page is made again, the tab's draft is still there.
    unmount();
    render(<Harness />);
    await open();
    expect(field('Name')).toHaveValue('Asha Patil');
    expect(fetch).not.toHaveBeenCalled();
  });
});
