import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, openPage, useBrowser } from './support/browser';

/**
 * Whether hydrating a prerendered page leaves the DOM the browser would have rendered itself.
 * Preact hydrates without comparing attributes and reports no mismatch, so each page is loaded
 * twice: hydrated as served, and with its elements removed before its scripts start (the
 * browser then renders it from nothing). Both are read when the page is marked hydrated (after
 * the same effects have run), and must be equal.
 */
const PAGES = ['/', '/Hotel-Aagam-Executive', '/Singlebed', '/Akash-Banquet-Hall', '/ContactUs'];

declare global {
  interface Window {
    hydratedDom?: string;
  }
}

/**
 * Runs in the page before its own scripts. The DOM read leaves out what differs by design: the
 * scripts and module preloads (deferHydration.ts moves them, React Router renders them inert),
 * comments (the prerender's suspense markers), and the preloader's fade; it writes attributes in
 * one order, styles as the browser spells them, and a field's live value, tick and selection (the
 * prerender writes them as attributes, the browser sets the properties).
 */
function readWhenHydrated(fromNothing: boolean) {
  const normalized = (root: Element) => {
    const html = root.cloneNode(true) as Element;
    for (const node of html.querySelectorAll('script, link[rel="modulepreload"]')) node.remove();
    const comments = document.createTreeWalker(html, NodeFilter.SHOW_COMMENT);
    const found: Node[] = [];
    while (comments.nextNode()) found.push(comments.currentNode);
    for (const comment of found) comment.parentNode?.removeChild(comment);
    html.querySelector('[data-preloader]')?.removeAttribute('data-preloader');
    const live = [...root.querySelectorAll('input, textarea, option')];
    [...html.querySelectorAll('input, textarea, option')].forEach((copy, index) => {
      const field = live[index] as HTMLInputElement & HTMLOptionElement;
      if (field.localName === 'option') copy.toggleAttribute('selected', field.selected);
      else {
        copy.setAttribute('value', field.value);
        copy.toggleAttribute('checked', field.checked === true);
      }
    });
    for (const element of [html, ...html.querySelectorAll('*')]) {
      const style = (element as HTMLElement).style?.cssText;
      const attributes = [...element.attributes]
        .map(({ name, value }) => [name, name === 'style' ? style : value] as const)
        .sort(([a], [b]) => a.localeCompare(b));
      for (const [name] of attributes) element.removeAttribute(name);
      for (const [name, value] of attributes) element.setAttribute(name, value ?? '');
    }
    return html.outerHTML.replace(/>\s+</g, '><').split('><').join('>\n<');
  };
  addEventListener('load', () => {
    // After the page's own `load` listener (deferHydration.ts) has added its module preloads,
    // and before its scripts have loaded and waited for a frame to hydrate.
    if (fromNothing) {
      setTimeout(() => {
        for (const parent of [document.head, document.body]) {
          for (const node of [...parent.childNodes]) {
            if (!(node instanceof HTMLScriptElement)) node.remove();
          }
        }
      });
    }
    new MutationObserver((_records, observer) => {
      if (document.documentElement.dataset.hydrated !== 'true') return;
      observer.disconnect();
      window.hydratedDom = normalized(document.documentElement);
    }).observe(document.documentElement, { attributes: true });
  });
}

async function domOnceHydrated(browser: Browser, path: string, fromNothing: boolean) {
  const guarded = await openPage(browser);
  await guarded.page.addInitScript(readWhenHydrated, fromNothing);
  await guarded.page.goto(path);
  await guarded.page.waitForFunction(() => window.hydratedDom !== undefined);
  const dom = await guarded.page.evaluate(() => window.hydratedDom);
  expectNoProblems(guarded);
  await guarded.close();
  return dom;
}

describe('hydrating a prerendered page', () => {
  const browser = useBrowser();

  it.each(PAGES)('%s leaves the DOM the browser renders from nothing', async (path) => {
    const hydrated = await domOnceHydrated(browser(), path, false);
    const rendered = await domOnceHydrated(browser(), path, true);
    expect(hydrated).toBe(rendered);
  });
});
