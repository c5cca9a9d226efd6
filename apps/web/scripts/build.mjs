/**
 * `pnpm build`: one `react-router build` for each language the site is published in, merged into
 * one folder (dist/, or WEB_BUILD_DIRECTORY). Each build prerenders its own language's pages and
 * cuts every message to that language (vite/staticLanguage.ts), so a Marathi page's scripts carry
 * Marathi texts only. What the builds share (React, the router, the photos, most of the code) has
 * the same content, so the same hashed name, and is one file in the merged folder; a page links
 * its own language's chunks and manifest. Each language's app shell is its own
 * (`mr/__spa-fallback.html`), which the API serves for that language's app paths.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { site } from '@hotel/content';
import { DEFAULT_LANG } from '@hotel/i18n';

const webDir = new URL('..', import.meta.url).pathname;
const target = process.env.WEB_BUILD_DIRECTORY ?? 'dist';
const reactRouter = join(webDir, 'node_modules/.bin/react-router');
/** The app shell, one per language: `mr/__spa-fallback.html`. */
const SHELL = '__spa-fallback.html';
/**
 * Where a language's build writes its shell: React Router names it `index.html` when `/` is not
 * among the prerendered paths (it is only in the English build), else `__spa-fallback.html`.
 */
const SHELLS = new Set([SHELL, 'index.html']);

/** Builds `lang`'s pages into `directory`. */
function build(lang, directory) {
  console.log(`\n— ${lang}: react-router build → ${directory}`);
  execFileSync(reactRouter, ['build'], {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...process.env, HOTEL_BUILD_LANG: lang, WEB_BUILD_DIRECTORY: directory },
  });
}

/**
 * Copies one language's client files into the merged folder. A file both builds wrote must be
 * the same file (a hashed asset, a photo, the sitemap); anything else is a conflict, not a
 * choice between them.
 */
function merge(lang, from, into) {
  let copied = 0;
  for (const file of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!file.isFile()) continue;
    const source = join(file.parentPath, file.name);
    const relative = source.slice(from.length + 1);
    const destination = join(into, SHELLS.has(relative) ? `${lang}/${SHELL}` : relative);
    let existing;
    try {
      existing = readFileSync(destination);
    } catch {
      mkdirSync(dirname(destination), { recursive: true });
      copyFileSync(source, destination);
      copied += 1;
      continue;
    }
    if (!existing.equals(readFileSync(source))) {
      throw new Error(`The ${lang} build's ${relative} differs from the file already built there.`);
    }
  }
  console.log(`— ${lang}: ${copied} files merged into ${into}`);
}

const others = site.languages.filter((lang) => lang !== DEFAULT_LANG);
build(DEFAULT_LANG, target);
for (const lang of others) {
  const directory = `${target}-${lang}`;
  rmSync(resolve(webDir, directory), { recursive: true, force: true });
  build(lang, directory);
  merge(lang, resolve(webDir, directory, 'client'), resolve(webDir, target, 'client'));
  rmSync(resolve(webDir, directory), { recursive: true, force: true });
}
