import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildWebFrom,
  contentWithPhoto,
  noisyPhoto,
  type Site,
  startSite,
  webCacheDir,
} from '@hotel/bench';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoProblems, gotoReady, openPage, useBrowser } from './support/browser';

const HOTEL_PAGE = '/Hotel-Grand-Imperial';
const ALT = 'A photograph of the hotel at golden hour';

/**
 * An editor's photo end to end: a copy of the content whose first carousel slide of a hotel is
 * a 2400 × 1600 JPEG named by `src` and `alt` only, built as production builds (its own build
 * folder), served as `pnpm start` serves it.
 */
describe('a photo in a hotel carousel', () => {
  const browser = useBrowser();
  let dir: string;
  let site: Site;

  beforeAll(async () => {
    mkdirSync(webCacheDir, { recursive: true });
    dir = mkdtempSync(join(webCacheDir, 'photo-e2e-'));
    const { contentDir } = contentWithPhoto(
      dir,
      'hotel-grand-imperial',
      await noisyPhoto(2400, 1600),
    );
    await buildWebFrom(contentDir, join(dir, 'build'));
    site = await startSite({
      LOG_LEVEL: 'warn',
      WEB_DIST: join(dir, 'build/client/'),
      HOTEL_CONTENT_DIR: contentDir,
    });
  }, 300_000);
  afterAll(async () => {
    await site?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is prerendered as a picture whose AVIF and WebP variants the site serves', async () => {
    const html = await (await fetch(`${site.url}${HOTEL_PAGE}`)).text();
    const picture = /<picture class="picture">(.*?)<\/picture>/.exec(html)?.[1] ?? '';
    expect(picture).toContain(`alt="${ALT}"`);
    expect(picture).toContain('width="2400" height="1600"');
    expect(picture).toMatch(/style="background-image:url\(data:image\/webp;base64,[^)]+\)/);
    const srcsets = [...picture.matchAll(/srcSet="([^"]+)"/g)].map((match) => match[1] ?? '');
    const urls = srcsets.flatMap((srcset) =>
      srcset.split(', ').map((entry) => entry.split(' ')[0]),
    );
    expect(urls).toEqual(
      ['avif', 'webp'].flatMap((format) =>
        [480, 800, 1200, 1600].map((width) =>
          expect.stringMatching(
            new RegExp(
              `^/assets/photos/hotel-grand-imperial/first-photo-${width}\\.[0-9a-f]{8}\\.${format}$`,
            ),
          ),
        ),
      ),
    );
    for (const url of urls) {
      const response = await fetch(`${site.url}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toBe(
        url?.endsWith('.avif') ? 'image/avif' : 'image/webp',
      );
      const bytes = (await response.arrayBuffer()).byteLength;
      expect(bytes, url).toBeGreaterThan(1_000);
      expect(bytes, url).toBeLessThan(600_000);
    }
  });

  it('loads the AVIF variant that fits the screen: 480 px on a phone, 1600 px on a laptop', async () => {
    for (const [viewport, width] of [
      [{ width: 412, height: 823 }, 480],
      [{ width: 1280, height: 800 }, 1600],
    ] as const) {
      const guarded = await openPage(browser(), { viewport });
      await gotoReady(guarded.page, `${site.url}${HOTEL_PAGE}`);
      const photo = guarded.page.getByRole('img', { name: ALT });
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        new RegExp(`/first-photo-${width}\\.[0-9a-f]{8}\\.avif$`),
      );
      const box = await photo.boundingBox();
      expect(box?.width).toBe(viewport.width);
      expectNoProblems(guarded);
      await guarded.close();
    }
  });
});
