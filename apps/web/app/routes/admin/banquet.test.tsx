import { exampleEnquiry } from '@hotel/test-fixtures';
import type { BanquetLead } from '@hotel/validators/responses';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/adminApiStub';
import { renderRoute } from '../../test/routeStub';
import BanquetPipelinePage, { clientAction, clientLoader } from './banquet';

// The banquet page's example enquiry (its form's own event field is not stored), on fixed dates.
const { selectedEvent: _formField, ...enquiry } = exampleEnquiry;

const lead = (extra: Partial<BanquetLead> = {}): BanquetLead => ({
  ...enquiry,
  id: 3,
  reference: 'BQT-7K3Q9P',
  status: 'new',
  eventDate: '2027-03-14',
  alternativeDate: '2027-03-15',
  catering: 'jain',
  createdAt: '2026-11-25T06:00:00.000Z',
  events: [{ from: null, to: 'new', note: null, actorEmail: null, at: '2026-11-25T06:00:00.000Z' }],
  ...extra,
});

function renderPage() {
  return renderRoute(
    { default: BanquetPipelinePage, clientLoader, clientAction },
    '/admin/banquet',
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/admin/banquet', () => {
  it('shows each lead’s fields and history, and moves it on with a note', async () => {
    let current = lead();
    const api = stubApi({
      'GET /api/admin/banquet': () => json(200, [current]),
      'POST /api/admin/banquet/3/status': ({ body }) => {
        current = lead({
          status: 'contacted',
          events: [
            ...current.events,
            {
              from: 'new',
              to: 'contacted',
              note: (body as { note: string }).note,
              actorEmail: 'events@example.com',
              at: '2026-11-25T07:00:00.000Z',
            },
          ],
        });
        return json(200, current);
      },
    });
    const user = renderPage();
    const card = await screen.findByRole('article', { name: /BQT-7K3Q9P: Asha Patil/ });
    expect(card).toHaveTextContent('Wedding Reception (Social & Personal Events)');
    expect(card).toHaveTextContent('2027-03-14, or 2027-03-15');
    expect(card).toHaveTextContent('10 for 2 nights');
    expect(card).toHaveTextContent('Jain');
    expect(card).toHaveTextContent('₹3–5 lakh');
    expect(within(card).queryByRole('button', { name: 'Mark won' })).toBeNull();
    await user.type(within(card).getByRole('textbox', { name: 'Note' }), 'Visiting on Saturday.');
    await user.click(within(card).getByRole('button', { name: 'Mark contacted' }));
    expect(
      await within(card).findByText(
        /New → Contacted by events@example.com: Visiting on Saturday\./,
      ),
    ).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { status: 'contacted', note: 'Visiting on Saturday.' },
    ]);
    expect(within(card).getByRole('button', { name: 'Mark quoted' })).toBeVisible();
    expect(within(card).getByRole('textbox', { name: 'Note' })).toHaveValue('');
  });

  it('adds a note without a step, and says why a refused step was refused', async () => {
    const api = stubApi({
      'GET /api/admin/banquet': () => json(200, [lead()]),
      'POST /api/admin/banquet/3/note': () =>
        json(400, {
          statusCode: 400,
          code: 'VALIDATION',
          error: 'Bad Request',
          message: 'Please correct the highlighted fields (body).',
          fields: { note: 'Please write the note.' },
        }),
    });
    const user = renderPage();
    const card = await screen.findByRole('article', { name: /BQT-7K3Q9P/ });
    await user.click(within(card).getByRole('button', { name: 'Add note' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Please write the note.');
    expect(
      api.calls.filter((call) => call.method === 'POST').map((call) => call.url.pathname),
    ).toEqual(['/api/admin/banquet/3/note']);
  });
});
