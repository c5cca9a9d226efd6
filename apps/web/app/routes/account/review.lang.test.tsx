import { renderIn } from '@hotel/i18n';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inApp } from '../../test/dataRoutes';
import { fakeApi, json } from '../../test/fakeApi';
import { renderRoute } from '../../test/routeStub';
import ReviewPage, { clientLoader, HydrateFallback } from './review';

const TOKEN = 'q3Jx0b2VfZk8m1nL4pR6sT8uW0yA2cE4gI6kM8oQ0sU';

function renderPage(lang: 'mr' | 'hi') {
  return renderRoute(
    { default: ReviewPage, clientLoader, HydrateFallback },
    `/${lang}/review/:token`,
    { at: `/${lang}/review/${TOKEN}`, frame: inApp },
  );
}

const stay = {
  hotelName: 'Hotel Grand Imperial',
  roomTitle: 'Luxury Room',
  stayMonth: '2026-11',
  firstName: 'Sunita',
};

afterEach(() => {
  renderIn('en');
  vi.unstubAllGlobals();
});

describe('/mr/review/:token, the review form in Marathi', () => {
  it('asks in Marathi, offers Marathi first, and sends the review', async () => {
    renderIn('mr');
    const api = fakeApi({
      [`GET /api/reviews/invitation/${TOKEN}`]: () => json(200, stay),
      'POST /api/reviews': () =>
        json(201, { id: 7, status: 'pending', message: 'Thank you for your review!' }),
    });
    const user = renderPage('mr');
    expect(
      await screen.findByText(
        'Sunita, Hotel Grand Imperial मधील तुमचा मुक्काम कसा होता (Luxury Room, नोव्हेंबर 2026)?',
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'तुमच्या मुक्कामाचे पुनरावलोकन लिहा',
    );
    const rating = screen.getByRole('group', { name: 'तुमचे रेटिंग' });
    // The plural: one star, and more.
    expect(within(rating).getByRole('radio', { name: '1 तारा' })).toBeVisible();
    expect(within(rating).getByRole('radio', { name: '4 तारे' })).toBeVisible();
    const language = screen.getByRole('combobox', { name: 'तुमच्या पुनरावलोकनाची भाषा' });
    expect(language).toHaveValue('mr');
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'मराठी', 'हिन्दी']);
    expect(
      within(screen.getByRole('combobox', { name: 'स्वच्छता' })).getByRole('option', {
        name: 'रेटिंग दिले नाही',
      }),
    ).toBeVisible();

    await user.click(within(rating).getByRole('radio', { name: '4 तारे' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'कर्मचारी' }), '5 तारे');
    await user.type(screen.getByRole('textbox', { name: 'शीर्षक' }), 'उत्तम सेवा');
    await user.type(
      screen.getByRole('textbox', { name: /तुमचे पुनरावलोकन/ }),
      'खोली स्वच्छ होती आणि कर्मचारी खूप मदत करणारे होते.',
    );
    await user.click(screen.getByRole('button', { name: 'पुनरावलोकन पाठवा' }));

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('धन्यवाद');
    expect(screen.getByRole('link', { name: 'मुख्य पानावर परत' })).toHaveAttribute('href', '/mr');
    expect(api.sent('POST /api/reviews')[0]?.body).toEqual({
      token: TOKEN,
      rating: 4,
      staff: 5,
      title: 'उत्तम सेवा',
      text: 'खोली स्वच्छ होती आणि कर्मचारी खूप मदत करणारे होते.',
      language: 'mr',
    });
  });
});

describe('/hi/review/:token, the review form in Hindi', () => {
  it('asks in Hindi, and says in Hindi that the review was not sent, with the API’s reason', async () => {
    renderIn('hi');
    const reason =
      'This stay has already been reviewed: each stay can be reviewed once. Thank you!';
    const api = fakeApi({
      [`GET /api/reviews/invitation/${TOKEN}`]: () => json(200, stay),
      'POST /api/reviews': () =>
        json(409, {
          statusCode: 409,
          code: 'ALREADY_REVIEWED',
          error: 'Conflict',
          message: reason,
        }),
    });
    const user = renderPage('hi');
    expect(
      await screen.findByText(
        'Sunita, Hotel Grand Imperial में आपका ठहरना कैसा रहा (Luxury Room, नवंबर 2026)?',
      ),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'आपकी समीक्षा की भाषा' })).toHaveValue('hi');
    expect(screen.getByRole('radio', { name: '1 सितारा' })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: '5 सितारे' }));
    await user.type(screen.getByRole('textbox', { name: 'शीर्षक' }), 'बढ़िया ठहराव');
    await user.type(
      screen.getByRole('textbox', { name: /आपकी समीक्षा/ }),
      'कमरा साफ़ था और स्टाफ़ ने हर बात में मदद की।',
    );
    await user.click(screen.getByRole('button', { name: 'समीक्षा भेजें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`आपकी समीक्षा नहीं भेजी गई। ${reason}`);
    expect(api.sent('POST /api/reviews')[0]?.body).toMatchObject({ rating: 5, language: 'hi' });
  });
});
