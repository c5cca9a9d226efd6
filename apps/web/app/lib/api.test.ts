import { renderIn } from '@hotel/i18n';
import { workedExampleQuote } from '@hotel/test-fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../test/adminApiStub';
import { ApiError, api } from './api';

const sent: { url: string; init: RequestInit | undefined }[] = [];

/** fetch that records the request and answers `answer` without reading the schemas' opinion. */
function answerWith(answer: Response | Error) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({ url, init });
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  );
}

const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

afterEach(() => {
  sent.length = 0;
  vi.unstubAllGlobals();
  renderIn('en');
});

describe('api(route, …)', () => {
  it('fills the route’s :params and query, and resolves with the answer its schema reads', async () => {
    answerWith(
      json(200, {
        status: 'pending',
        bookingReference: 'DSH-7K3Q9P',
        amount: 1228290,
      }),
    );
    const status = await api('GET /api/payments/orders/:orderId/status', {
      params: { orderId: 'order test/1' },
      query: { poll: '1' },
    });
    expect(status).toEqual({ status: 'pending', bookingReference: 'DSH-7K3Q9P', amount: 1228290 });
    expect(sent[0]?.url).toBe('/api/payments/orders/order%20test%2F1/status?poll=1');
    expect(sent[0]?.init?.method).toBe('GET');
  });

  it('sends a POST route’s body as JSON', async () => {
    answerWith(json(201, { id: 4, message: 'Form submitted successfully!' }));
    await api('POST /api/sendemail', { body: { name: 'Asha' } });
    expect(sent[0]?.init?.method).toBe('POST');
    expect(sent[0]?.init?.body).toBe('{"name":"Asha"}');
    expect(new Headers(sent[0]?.init?.headers).get('content-type')).toBe('application/json');
  });

  it('sends the page’s language, so the API answers (and a booking mails) in it', async () => {
    answerWith(json(201, { id: 4, message: 'Form submitted successfully!' }));
    await api('POST /api/sendemail', { body: { name: 'Asha' } });
    expect(new Headers(sent[0]?.init?.headers).get('accept-language')).toBe('en-IN');

    renderIn('mr');
    answerWith(json(201, { id: 5, message: 'Form submitted successfully!' }));
    await api('POST /api/sendemail', { body: { name: 'Asha' } });
    answerWith(json(200, { status: 'pending', bookingReference: 'DSH-7K3Q9P', amount: 1228290 }));
    await api('GET /api/payments/orders/:orderId/status', { params: { orderId: 'o1' } });
    expect(
      sent.slice(1).map(({ init }) => new Headers(init?.headers).get('accept-language')),
    ).toEqual(['mr-IN', 'mr-IN']);
  });

  it('refuses an answer its route’s schema does not read, naming where it differs', async () => {
    answerWith(json(200, { status: 'pending', bookingReference: 'DSH-7K3Q9P', amount: '13,497' }));
    const error = await failure(
      api('GET /api/payments/orders/:orderId/status', { params: { orderId: 'order_1' } }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('BAD_RESPONSE');
    expect(error.message).toBe(
      "The server's answer to GET /api/payments/orders/:orderId/status was not what this page expects (amount). Please reload the page and try again.",
    );
  });

  it.each([
    [
      'GET /api/auth/me',
      { user: { id: 7, username: null, email: 'asha@example.com', role: 'owner' } },
      'user.mobile, user.role',
    ],
    ['GET /api/site', { testPayments: 'yes' }, 'testPayments'],
    ['GET /api/quotes/:id', { ...workedExampleQuote, total: 13497.64 }, 'total'],
    [
      'GET /api/quotes/:id',
      { ...workedExampleQuote, nightly: [{ date: null }] },
      'nightly.0.rate, nightly.0.adjustment, nightly.0.gstRate',
    ],
    [
      'POST /api/payments/test/complete',
      { status: 'refunded', bookingReference: 'DSH-7K3Q9P' },
      '(the body)',
    ],
    ['GET /api/hotels', { hotels: [] }, '(the body)'],
  ] as const)('refuses a drifted answer to %s, naming where: %j', async (route, answer, where) => {
    answerWith(json(200, answer));
    const error = await failure(api(route, { params: { id: 'q1' } }));
    expect(error.code).toBe('BAD_RESPONSE');
    expect(error.body).toEqual(answer);
    expect(error.message).toBe(
      `The server's answer to ${route} was not what this page expects (${where}). Please reload the page and try again.`,
    );
  });

  it('takes an answer with a field this page does not know yet, as zod did', async () => {
    answerWith(json(200, { testPayments: true, region: 'in' }));
    await expect(api('GET /api/site')).resolves.toMatchObject({ testPayments: true });
  });

  it('names the status when a failure is not in the API’s error shape', async () => {
    answerWith(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const error = await failure(api('GET /api/hotels'));
    expect(error.status).toBe(502);
    expect(error.code).toBe('UNKNOWN');
    expect(error.message).toBe('The server answered 502.');
    expect(error.fields).toEqual({});
  });

  it('rejects with the API’s message, code and field messages', async () => {
    answerWith(
      apiError(400, 'VALIDATION', 'Please correct the highlighted fields (body).', {
        email: 'Please enter a valid email address.',
      }),
    );
    const error = await failure(api('POST /api/sendemail', { body: {} }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION');
    expect(error.message).toBe('Please correct the highlighted fields (body).');
    expect(error.fields).toEqual({ email: 'Please enter a valid email address.' });
  });

  it('says the server could not be reached when the network fails', async () => {
    answerWith(new TypeError('Failed to fetch'));
    const error = await failure(api('GET /api/hotels'));
    expect(error.code).toBe('NETWORK');
    expect(error.message).toBe(
      'We could not reach the server. Please check your connection and try again.',
    );
  });

  it('sends nothing when a :param is missing', async () => {
    answerWith(json(200, {}));
    await expect(api('GET /api/quotes/:id')).rejects.toThrow('/api/quotes/:id needs its :id.');
    expect(sent).toEqual([]);
  });
});
