import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inApp } from '../../test/dataRoutes';
import { fakeApi, json } from '../../test/fakeApi';
import { renderRoute } from '../../test/routeStub';
import ReviewPage, { clientLoader, HydrateFallback, meta } from './review';

const TOKEN = 'q3Jx0b2VfZk8m1nL4pR6sT8uW0yA2cE4gI6kM8oQ0sU';

function renderPage() {
  return renderRoute({ default: ReviewPage, clientLoader, HydrateFallback }, '/review/:token', {
    at: `/review/${TOKEN}`,
    frame: inApp,
  });
}

const stay = {
  hotelName: 'Hotel Grand Imperial',
  roomTitle: 'Luxury Room',
  stayMonth: '2026-11',
  firstName: 'Sunita',
};
const refused = (statusCode: number, code: string, message: string) =>
  json(statusCode, {
    statusCode,
    code,
    error: statusCode === 409 ? 'Conflict' : 'Not Found',
    message,
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/review/:token', () => {
  it('is not indexed', () => {
    expect(
      meta({ matches: [{ loaderData: { siteName: 'Deccan Stonegate Hotels' } }] } as never),
    ).toContainEqual({
      name: 'robots',
      content: 'noindex',
    });
  });

  it('names the stay and sends the review with the link’s token, in Marathi', async () => {
    const api = fakeApi({
      [`GET /api/reviews/invitation/${TOKEN}`]: () => json(200, stay),
      'POST /api/reviews': () =>
        json(201, {
          id: 7,
          status: 'pending',
          message:
            'Thank you for your review! We read every review before it is published, and we will e-mail you when it is.',
        }),
    });
    const user = renderPage();
    expect(
      await screen.findByText(
        'Sunita, how was your stay at Hotel Grand Imperial (Luxury Room, November 2026)?',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cleanliness' }), '5 stars');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Language of your review' }),
      'mr',
    );
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'उत्तम सेवा');
    await user.type(
      screen.getByRole('textbox', { name: /Your review/ }),
      'खोली स्वच्छ होती आणि कर्मचारी खूप मदत करणारे होते.',
    );
    await user.click(screen.getByRole('button', { name: 'Send review' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your review!');
    expect(api.sent('POST /api/reviews')[0]?.body).toEqual({
      token: TOKEN,
      rating: 4,
      cleanliness: 5,
      title: 'उत्तम सेवा',
      text: 'खोली स्वच्छ होती आणि कर्मचारी खूप मदत करणारे होते.',
      language: 'mr',
    });
  });

  it('asks for a rating and the text before sending anything', async () => {
    const api = fakeApi({ [`GET /api/reviews/invitation/${TOKEN}`]: () => json(200, stay) });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
    expect(screen.getByText('Please give your review a title.')).toBeVisible();
    expect(api.sent('POST /api/reviews')).toHaveLength(0);
  });

  it('says why a used link cannot review again', async () => {
    fakeApi({
      [`GET /api/reviews/invitation/${TOKEN}`]: () =>
        refused(
          409,
          'ALREADY_REVIEWED',
          'This stay has already been reviewed: each stay can be reviewed once. Thank you!',
        ),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This stay has already been reviewed: each stay can be reviewed once.',
    );
    expect(screen.queryByRole('button', { name: 'Send review' })).toBeNull();
  });
});
