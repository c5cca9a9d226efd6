import type { AdminReview } from '@hotel/validators/responses';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/adminApiStub';
import { renderRoute } from '../../test/routeStub';
import ReviewsPage, { clientAction, clientLoader } from './reviews';

const review = (extra: Partial<AdminReview> = {}): AdminReview => ({
  id: 4,
  firstName: 'Sunita',
  stayMonth: '2026-11',
  roomTypeId: 'grand-luxury-room',
  roomTitle: 'Luxury Room',
  rating: 5,
  subRatings: { cleanliness: 5, staff: null, location: null, value: 4 },
  title: 'उत्तम सेवा',
  text: 'खोली स्वच्छ होती आणि कर्मचारी खूप मदत करणारे होते.',
  language: 'mr',
  reply: null,
  hotelId: 'hotel-grand-imperial',
  hotelName: 'Hotel Grand Imperial',
  reference: 'DSH-7K3Q9P',
  status: 'pending',
  rejectionReason: null,
  createdAt: '2026-11-25T06:00:00.000Z',
  publishedAt: null,
  events: [{ action: 'submitted', note: null, actorEmail: null, at: '2026-11-25T06:00:00.000Z' }],
  ...extra,
});

function renderPage(path = '/admin/reviews') {
  return renderRoute({ default: ReviewsPage, clientLoader, clientAction }, '/admin/reviews', {
    at: path,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/admin/reviews', () => {
  it('lists the waiting reviews and publishes one, then reads the list again', async () => {
    let published = false;
    const api = stubApi({
      'GET /api/admin/reviews': ({ url }) =>
        json(200, url.searchParams.get('status') === 'pending' && !published ? [review()] : []),
      'POST /api/admin/reviews/4/publish': () => {
        published = true;
        return json(200, review({ status: 'published', publishedAt: '2026-11-25T07:00:00.000Z' }));
      },
    });
    const user = renderPage();
    const card = await screen.findByRole('article', { name: /उत्तम सेवा/ });
    expect(card).toHaveTextContent('5 of 5 stars · Cleanliness 5 · Value for money 4');
    expect(card).toHaveTextContent(
      'Sunita · Hotel Grand Imperial · Luxury Room · stayed 2026-11 · booking DSH-7K3Q9P',
    );
    await user.click(within(card).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('No waiting reviews.')).toBeVisible();
    expect(
      api.calls.filter((call) => call.method === 'POST').map((call) => call.url.pathname),
    ).toEqual(['/api/admin/reviews/4/publish']);
  });

  it('rejects with the reason chosen from the list, and replies as the hotel', async () => {
    const api = stubApi({
      'GET /api/admin/reviews': () => json(200, [review()]),
      'POST /api/admin/reviews/4/reject': () =>
        json(200, review({ status: 'rejected', rejectionReason: 'offensive' })),
      'POST /api/admin/reviews/4/reply': () =>
        json(200, review({ reply: { text: 'Thank you!', at: '2026-11-25T07:00:00.000Z' } })),
    });
    const user = renderPage();
    const card = await screen.findByRole('article', { name: /उत्तम सेवा/ });
    await user.type(
      within(card).getByRole('textbox', { name: 'Reply as the hotel' }),
      'Thank you!',
    );
    await user.click(within(card).getByRole('button', { name: 'Reply' }));
    await user.selectOptions(
      within(card).getByRole('combobox', { name: 'Reason' }),
      'It contains offensive, abusive or discriminatory language.',
    );
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(
      () =>
        expect(
          api.calls
            .filter((call) => call.method === 'POST')
            .map((call) => [call.url.pathname, call.body]),
        ).toEqual([
          ['/api/admin/reviews/4/reply', { text: 'Thank you!' }],
          ['/api/admin/reviews/4/reject', { reason: 'offensive' }],
        ]),
      { timeout: 30_000 },
    );
  });

  it('shows the API’s refusal beside the review', async () => {
    stubApi({
      'GET /api/admin/reviews': () => json(200, [review()]),
      'POST /api/admin/reviews/4/publish': () =>
        json(409, {
          statusCode: 409,
          code: 'REVIEW_STATUS',
          error: 'Conflict',
          message:
            'This review is published; only a review waiting for moderation can be published.',
        }),
    });
    const user = renderPage();
    const card = await screen.findByRole('article', { name: /उत्तम सेवा/ });
    await user.click(within(card).getByRole('button', { name: 'Publish' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This review is published; only a review waiting for moderation can be published.',
    );
  });
});
