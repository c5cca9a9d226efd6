import { isLang, LANGS, type Lang } from '@hotel/i18n';
import type { Plugin } from 'vite';

/** A message module that Paraglide JS compiled (`…/paraglide/messages/booking_nights.js`). */
const MESSAGE_MODULE = /[\\/]paraglide[\\/]messages[\\/](?!_index)[^\\/]+\.js$/;

/**
 * A message's function: the language it renders in (`experimentalStaticLocale ?? options.locale ??
 * getLocale()`), then one branch per language, the base language's last. Captured: the message's
 * name in the module (from the last branch, `en_booking_nights`; `account_suggestlabel1` for the
 * key `account_suggestLabel`, which the module exports under its key).
 */
const DISPATCH =
  /const locale = experimentalStaticLocale \?\? options\.locale \?\? getLocale\(\);?\s*(?:if \(locale === "\w+"\)\s*return \w+\(inputs\);?\s*)*return en_(\w+)\(inputs\);?/;

/**
 * Messages a page shows in another language than its own: the landing's suggestion to read the
 * site in the visitor's language (components/site/LanguageSuggestion) speaks that language.
 */
export const EVERY_LANGUAGE = new Set([
  'account_suggestLabel',
  'account_suggestRead',
  'account_suggestDismiss',
]);

/**
 * One message module with its function cut to `lang`'s text: the other languages' functions are
 * then unused, and the bundler drops them. A message of EVERY_LANGUAGE keeps them all. Throws
 * when the module is not the shape Paraglide compiles (a new version), rather than ship every
 * language silently.
 */
export function messageIn(code: string, lang: Lang, where: string): string {
  const dispatch = DISPATCH.exec(code);
  const name = dispatch?.[1];
  if (!dispatch || !name) {
    throw new Error(`${where} is not a Paraglide message as vite/staticLanguage.ts knows them.`);
  }
  const key = /export \{ \w+ as "(\w+)" \}/.exec(code)?.[1] ?? name;
  if (EVERY_LANGUAGE.has(key)) return code;
  if (!code.includes(`const ${lang}_${name} =`)) {
    throw new Error(`${where} has no ${lang} text for ${name}.`);
  }
  return code.replace(dispatch[0], `return ${lang}_${name}(inputs);`);
}

/**
 * A build of one language's pages (scripts/build.mjs builds each, `HOTEL_BUILD_LANG`): every
 * message renders in `lang`, so its pages' scripts carry that language's texts only, not all
 * three (Paraglide compiles one function a message with every language's text in it). Without a
 * language (`react-router dev`, the unit tests, a plain `react-router build`) nothing changes.
 */
export function staticLanguage(lang: Lang | undefined): Plugin {
  let cut = 0;
  return {
    name: 'hotel:static-language',
    transform(code, id) {
      if (!lang || !MESSAGE_MODULE.test(id)) return null;
      cut += 1;
      return { code: messageIn(code, lang, id), map: null };
    },
    buildEnd(error) {
      // A build that imports messages but cut none missed them (a new path or file name).
      if (lang && !error && cut === 0 && this.environment.name === 'client') {
        throw new Error(`The ${lang} build cut no Paraglide message: see vite/staticLanguage.ts.`);
      }
    },
  };
}

/**
 * The language this build is of (`HOTEL_BUILD_LANG`, set by scripts/build.mjs), or undefined
 * for a build of every language at once. An unknown code fails the build.
 */
export function buildLanguage(env: NodeJS.ProcessEnv = process.env): Lang | undefined {
  const code = env.HOTEL_BUILD_LANG;
  if (code === undefined || code === '') return undefined;
  if (!isLang(code)) {
    throw new Error(
      `HOTEL_BUILD_LANG=${code} is not one of the site's languages (${LANGS.join(', ')}).`,
    );
  }
  return code;
}
