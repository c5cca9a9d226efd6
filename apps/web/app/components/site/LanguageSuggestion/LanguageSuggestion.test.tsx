import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSuggestion, SUGGESTION_COOKIE, suggestedLanguage } from './LanguageSuggestion';

const ALL = ['en', 'mr', 'hi'] as const;

/** The app's root as root.tsx renders it (its shell names the published languages), at `at`. */
function renderAt(at: string, published: readonly string[] = ALL) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => ({ languages: published.map((code) => ({ code })) }),
      HydrateFallback: () => null,
      Component: () => (
        <>
          <Outlet />
          <LanguageSuggestion />
        </>
      ),
      children: [
        { path: '/', Component: () => <main>The English home page</main> },
        { path: '/mr', Component: () => <main>मराठी मुख्य पान</main> },
      ],
    },
  ]);
  render(<Stub initialEntries={[at]} />);
  return userEvent.setup();
}

function browserPrefers(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

const clearCookie = (name: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookies the page sets
  document.cookie = `${name}=; path=/; max-age=0`;
};

afterEach(() => {
  clearCookie('lang');
  clearCookie(SUGGESTION_COOKIE);
  vi.restoreAllMocks();
});

describe('LanguageSuggestion', () => {
  it('offers a Marathi-preferring browser the home page in Marathi, written in Marathi', async () => {
    browserPrefers('mr-IN', 'en-IN', 'en');
    renderAt('/');
    await screen.findByText('The English home page');
    const bar = await screen.findByRole('complementary', { name: 'हे पान मराठीत' });
    expect(bar).toHaveAttribute('lang', 'mr-IN');
    const link = within(bar).getByRole('link', { name: 'हे पान मराठीत वाचा' });
    expect(link).toHaveAttribute('href', '/mr');
    expect(link).toHaveAttribute('hreflang', 'mr-IN');
    expect(within(bar).getByRole('button', { name: 'नको, धन्यवाद' })).toBeVisible();
  });

  it('follows the language the visitor chose before (the switcher’s cookie) over the browser’s', async () => {
    browserPrefers('en-IN');
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie the LanguageSwitcher sets
    document.cookie = 'lang=hi; path=/';
    renderAt('/');
    const bar = await screen.findByRole('complementary', { name: 'यह पेज हिन्दी में' });
    expect(within(bar).getByRole('link', { name: 'यह पेज हिन्दी में पढ़ें' })).toHaveAttribute(
      'href',
      '/hi',
    );
  });

  it('is not shown on the Marathi page itself', async () => {
    browserPrefers('mr');
    renderAt('/mr');
    // The page and the suggestion render together: once the page shows, so would the suggestion.
    await screen.findByText('मराठी मुख्य पान');
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is not shown to a browser that prefers English', async () => {
    browserPrefers('en-IN', 'hi', 'mr');
    renderAt('/');
    await screen.findByText('The English home page');
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('is gone once dismissed, and stays gone on the next visit', async () => {
    browserPrefers('mr-IN');
    const user = renderAt('/');
    const bar = await screen.findByRole('complementary', { name: 'हे पान मराठीत' });
    await user.click(within(bar).getByRole('button', { name: 'नको, धन्यवाद' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(document.cookie).toContain(`${SUGGESTION_COOKIE}=dismissed`);
    // Nothing else moved: the page is still where it was.
    expect(screen.getByText('The English home page')).toBeVisible();

    cleanup();
    renderAt('/');
    await screen.findByText('The English home page');
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});

describe('suggestedLanguage', () => {
  it('suggests only a language the site is published in, and never English', () => {
    expect(suggestedLanguage('', ['hi-IN', 'en'], ALL)).toBe('hi');
    expect(suggestedLanguage('', ['mr'], ['en', 'hi'])).toBeNull();
    expect(suggestedLanguage('', ['ta-IN', 'mr-IN'], ALL)).toBe('mr');
    expect(suggestedLanguage('lang=en', ['mr'], ALL)).toBeNull();
    expect(suggestedLanguage(`${SUGGESTION_COOKIE}=dismissed; lang=mr`, ['mr'], ALL)).toBeNull();
  });
});
