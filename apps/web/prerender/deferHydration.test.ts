import { describe, expect, it } from 'vitest';
import { deferHydration } from './deferHydration';

// The shape React Router 7.18 prerenders (trimmed to what the rewrite reads).
const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/root-3.js"/>',
  '<link rel="stylesheet" href="/assets/style-4.css"/>',
  '</head><body><main><img src="/hero.svg"></main>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js"; import * as route0 from "/assets/root-3.js"; import * as route1 from "/assets/hotel-5.js";',
  '  window.__reactRouterRouteModules = {"root":route0,"hotel:/H":route1};',
  '  import("/assets/entry.client-2.js");</script>',
  '</body></html>',
].join('\n');

describe('deferHydration', () => {
  const deferred = deferHydration(page);

  it('leaves no module preload or static import to compete with the first paint', () => {
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(deferred).not.toMatch(/import \* as|import "/);
    expect(deferred).toContain('<link rel="preload" as="image" href="/hero.svg"');
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/style-4.css"/>');
    expect(deferred).toContain('<script>window.__reactRouterContext = {};</script>');
  });

  it('loads the manifest, then the route modules, registers them, then starts the client entry, once the page has loaded', async () => {
    const boot = /<script type="module">([\s\S]*?)<\/script>/.exec(deferred)?.[1] ?? '';
    const steps: string[] = [];
    const head = { append: (link: { href: string }) => steps.push(`preload ${link.href}`) };
    let onLoad: (() => Promise<void>) | undefined;
    const browser = {
      document: {
        readyState: 'interactive',
        head,
        createElement: () => ({ rel: '', href: '' }),
      },
      addEventListener: (_type: string, listener: () => Promise<void>) => {
        onLoad = listener;
      },
      window: {} as { __reactRouterRouteModules?: Record<string, unknown> },
      importModule: async (spec: string) => {
        steps.push(`import ${spec}`);
        return { spec };
      },
    };
    const run = new Function(
      'document',
      'addEventListener',
      'window',
      'importModule',
      boot.replaceAll('import(', 'importModule('),
    );
    run(browser.document, browser.addEventListener, browser.window, browser.importModule);
    expect(steps).toEqual([]);
    await onLoad?.();
    expect(steps).toEqual([
      'preload /assets/manifest-1.js',
      'preload /assets/entry.client-2.js',
      'preload /assets/root-3.js',
      'import /assets/manifest-1.js',
      'import /assets/root-3.js',
      'import /assets/hotel-5.js',
      'import /assets/entry.client-2.js',
    ]);
    expect(browser.window.__reactRouterRouteModules).toEqual({
      root: { spec: '/assets/root-3.js' },
      'hotel:/H': { spec: '/assets/hotel-5.js' },
    });
  });

  it('refuses a page of another shape rather than leave it unhydrated', () => {
    expect(() => deferHydration('<html><body>plain</body></html>')).toThrow(/expected shape/);
  });
});
