import { isLang, LANG_TAG, type Lang, pathIn } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
import { useEffect, useState } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import type { Shell } from '../../../lib/shell';
import { LANG_COOKIE, rememberLanguage } from '../LanguageSwitcher/LanguageSwitcher';
import './LanguageSuggestion.css';

/** The cookie that remembers the suggestion was dismissed (a year): it is not offered again. */
export const SUGGESTION_COOKIE = 'lang_suggestion';

/** The page the suggestion shows on: the English home page. */
const SUGGESTED_ON = '/';

const cookieValue = (cookies: string, name: string): string | undefined =>
  cookies
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([key]) => key === name)?.[1];

/**
 * The language to suggest to this browser, if any: the one the visitor chose before (the
 * LanguageSwitcher's cookie), else the first of the browser's languages the site is published in
 * (navigator.languages mirrors its Accept-Language). English, or none the site has: nothing;
 * nothing either once dismissed.
 */
export function suggestedLanguage(
  cookies: string,
  browserLanguages: readonly string[],
  published: readonly Lang[],
): Exclude<Lang, 'en'> | null {
  if (cookieValue(cookies, SUGGESTION_COOKIE)) return null;
  const offered = (code: string | undefined): code is Lang =>
    isLang(code) && published.includes(code);
  const chosen = cookieValue(cookies, LANG_COOKIE);
  const preferred = offered(chosen)
    ? chosen
    : browserLanguages.map((tag) => tag.split('-')[0]?.toLowerCase()).find(offered);
  // English is the page the suggestion is on (DEFAULT_LANG).
  return preferred && preferred !== 'en' ? preferred : null;
}

function rememberDismissal(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie, no library needed
  document.cookie = `${SUGGESTION_COOKIE}=dismissed; path=/; max-age=31536000; samesite=lax`;
}

/**
 * On the English home page, a visitor whose browser prefers Marathi or Hindi is offered the
 * same page in it, in that language ('हे पान मराठीत वाचा'): a bar fixed at the bottom of the
 * window (it moves nothing on the page), shown only after hydration (the page is prerendered,
 * the same for everyone). A link, never a redirect; 'No, thanks' hides it for a year.
 */
export function LanguageSuggestion() {
  const { pathname, search, hash } = useLocation();
  const shell = useRouteLoaderData('root') as Shell | undefined;
  const published = (shell?.languages ?? []).map(({ code }) => code).join(' ');
  const onHome = pathname === SUGGESTED_ON;
  const [lang, setLang] = useState<Exclude<Lang, 'en'> | null>(null);
  // After hydration only: the prerendered page is the same for every visitor.
  useEffect(() => {
    const languages = published.split(' ').filter(isLang);
    setLang(onHome ? suggestedLanguage(document.cookie, navigator.languages, languages) : null);
  }, [onHome, published]);
  if (!onHome || !lang) return null;
  const locale = { locale: lang };
  return (
    <aside
      className="language-suggestion"
      lang={LANG_TAG[lang]}
      aria-label={m.account_suggestLabel({}, locale)}
    >
      <a
        className="language-suggestion__link"
        href={pathIn(`${pathname}${search}${hash}`, lang)}
        hrefLang={LANG_TAG[lang]}
        onClick={() => rememberLanguage(lang)}
      >
        {m.account_suggestRead({}, locale)}
      </a>
      <button
        type="button"
        className="language-suggestion__dismiss"
        onClick={() => {
          rememberDismissal();
          setLang(null);
        }}
      >
        {m.account_suggestDismiss({}, locale)}
      </button>
    </aside>
  );
}
