import { type Lang, pathIn } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
import { useLocation } from 'react-router';
import type { Shell } from '../../../lib/shell';
import './LanguageSwitcher.css';

/** The cookie that remembers the visitor's language (a year), read by the landing's suggestion. */
export const LANG_COOKIE = 'lang';

export function rememberLanguage(lang: Lang): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie, no library needed
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The same page in each language of the site: plain links (a language is a page of its own,
 * prerendered), keeping the address's query and hash, so the dates, guests and selection stay.
 * The choice is remembered in a cookie.
 */
export function LanguageSwitcher({ shell }: { shell: Pick<Shell, 'lang' | 'languages'> }) {
  const { pathname, search, hash } = useLocation();
  if (shell.languages.length < 2) return null;
  return (
    <nav className="language-switcher" aria-label={m.language_label()}>
      <ul>
        {shell.languages.map(({ code, tag, name }) => (
          <li key={code}>
            <a
              href={pathIn(`${pathname}${search}${hash}`, code)}
              hrefLang={tag}
              lang={tag}
              aria-current={code === shell.lang ? 'true' : undefined}
              onClick={() => rememberLanguage(code)}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
