import type { PublicReviews, PublishedReview } from '@hotel/validators/responses';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inApp } from '../../../test/dataRoutes';
import { fakeApi, json } from '../../../test/fakeApi';
import { VerifiedReviews } from './VerifiedReviews';

const review = (id: number, extra: Partial<PublishedReview> = {}): PublishedReview => ({
  id,
  firstName: 'Ravi',
  stayMonth: '2026-11',
  roomTypeId: 'grand-single-bed',
  roomTitle: 'Single Bed',
  rating: 4,
  subRatings: { cleanliness: 5, staff: null, location: 4, value: null },
  title: `Stay ${id}`,
  text: 'Clean and quiet, near the station.',
  language: 'en',
  publishedAt: '2026-11-20T06:00:00.000Z',
  reply: null,
  ...extra,
});

const page = (reviews: PublishedReview[], extra: Partial<PublicReviews> = {}): PublicReviews => ({
  hotelId: 'hotel-grand-imperial',
  roomTypeId: null,
  aggregate: null,
  total: reviews.length,
  page: 1,
  pageSize: 5,
  reviews,
  ...extra,
});

function show(props: { hotelId: string; roomTypeId?: string }) {
  const Stub = createRoutesStub(
    inApp([{ path: '/', Component: () => <VerifiedReviews {...props} /> }]),
  );
  render(<Stub initialEntries={['/']} />);
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('VerifiedReviews', () => {
  it('shows each review with first name, room, stay month and the hotel’s reply, without an aggregate under five', async () => {
    const api = fakeApi({
      'GET /api/reviews': () =>
        json(
          200,
          page([
            review(2, {
              language: 'mr',
              title: 'उत्तम सेवा',
              reply: { text: 'Thank you, Ravi!', at: '2026-11-21T06:00:00.000Z' },
            }),
            review(1),
          ]),
        ),
    });
    show({ hotelId: 'hotel-grand-imperial' });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('4 of 5 stars');
    expect(items[0]).toHaveTextContent('Ravi · Single Bed · stayed November 2026');
    expect(within(items[0] as HTMLElement).getByText('Thank you, Ravi!')).toBeVisible();
    expect((items[0] as HTMLElement).querySelector('article')).toHaveAttribute('lang', 'mr');
    expect(screen.queryByText(/out of 5/)).toBeNull();
    expect(api.sent('GET /api/reviews')).toHaveLength(1);
  });

  it('shows the aggregate the API gives, and loads more reviews page by page', async () => {
    const first = [5, 4, 3, 2, 1].map((id) => review(id + 1));
    const api = fakeApi({
      'GET /api/reviews': (_body, url) =>
        url.searchParams.get('page') === '2'
          ? json(
              200,
              page([review(1)], {
                page: 2,
                total: 6,
                aggregate: {
                  count: 6,
                  average: 4.2,
                  subRatings: { cleanliness: 4.5, staff: null, location: 4, value: null },
                },
              }),
            )
          : json(
              200,
              page(first, {
                total: 6,
                roomTypeId: 'grand-single-bed',
                aggregate: {
                  count: 6,
                  average: 4.2,
                  subRatings: { cleanliness: 4.5, staff: null, location: 4, value: null },
                },
              }),
            ),
    });
    const user = show({ hotelId: 'hotel-grand-imperial', roomTypeId: 'grand-single-bed' });
    expect(await screen.findByText('4.2 out of 5')).toBeVisible();
    expect(screen.getByText('Cleanliness 4.5 · Location 4.0')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'More reviews (5 of 6 shown)' }));
    expect(await screen.findByText('Stay 1')).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: /More reviews/ })).toBeNull();
    expect(api.sent('GET /api/reviews')).toHaveLength(2);
  });

  it('says so when there are no reviews yet', async () => {
    fakeApi({ 'GET /api/reviews': () => json(200, page([])) });
    show({ hotelId: 'hotel-akash-executive' });
    expect(await screen.findByText('No verified reviews yet.')).toBeVisible();
  });
});
