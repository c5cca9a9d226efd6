import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DAY_MS } from '@hotel/pricing';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildPhotos, UNUSED_ENTRY_MS } from './buildPhotos.js';

let dir: string;
let imagesDir: string;
let cacheDir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'photos-'));
  imagesDir = join(dir, 'images');
  cacheDir = join(dir, 'cache');
  mkdirSync(join(imagesDir, 'hotel'), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const drop = async (src: string, width: number, colour: string) =>
  writeFileSync(
    join(imagesDir, src),
    await sharp({ create: { width, height: width / 2, channels: 3, background: colour } })
      .jpeg()
      .toBuffer(),
  );

describe('buildPhotos', () => {
  it('names each variant by the photo, its width and a content hash, and describes the photo', async () => {
    await drop('hotel/lobby.jpg', 900, '#a63');
    const built = await buildPhotos({ srcs: ['hotel/lobby.jpg'], imagesDir, cacheDir });
    const lobby = built.photos['hotel/lobby.jpg'];
    expect([lobby?.width, lobby?.height]).toEqual([900, 450]);
    expect(lobby?.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(lobby?.variants.map((variant) => variant.fileName)).toEqual([
      expect.stringMatching(/^hotel\/lobby-480\.[0-9a-f]{8}\.avif$/),
      expect.stringMatching(/^hotel\/lobby-480\.[0-9a-f]{8}\.webp$/),
      expect.stringMatching(/^hotel\/lobby-800\.[0-9a-f]{8}\.avif$/),
      expect.stringMatching(/^hotel\/lobby-800\.[0-9a-f]{8}\.webp$/),
      expect.stringMatching(/^hotel\/lobby-900\.[0-9a-f]{8}\.avif$/),
      expect.stringMatching(/^hotel\/lobby-900\.[0-9a-f]{8}\.webp$/),
    ]);
    expect(built.files.map((file) => file.fileName)).toEqual(
      lobby?.variants.map((variant) => variant.fileName),
    );
    for (const [index, file] of built.files.entries()) {
      expect(readFileSync(file.path).length).toBe(lobby?.variants[index]?.bytes);
    }
    expect(built.encoded).toBe(1);
  });

  it('encodes nothing again when no photo changed, and only the changed photo when one did', async () => {
    await drop('hotel/lobby.jpg', 600, '#a63');
    await drop('hotel/pool.jpg', 600, '#36a');
    const srcs = ['hotel/lobby.jpg', 'hotel/pool.jpg'];
    const first = await buildPhotos({ srcs, imagesDir, cacheDir });
    expect(first.encoded).toBe(2);

    const again = await buildPhotos({ srcs, imagesDir, cacheDir });
    expect(again.encoded).toBe(0);
    expect(again.photos).toEqual(first.photos);

    await drop('hotel/pool.jpg', 600, '#3a6');
    const changed = await buildPhotos({ srcs, imagesDir, cacheDir });
    expect(changed.encoded).toBe(1);
    expect(changed.photos['hotel/lobby.jpg']).toEqual(first.photos['hotel/lobby.jpg']);
    expect(changed.photos['hotel/pool.jpg']?.variants[0]?.fileName).not.toBe(
      first.photos['hotel/pool.jpg']?.variants[0]?.fileName,
    );
  });

  it('removes cache entries no build has used for a month, and keeps those it uses', async () => {
    await drop('hotel/lobby.jpg', 600, '#a63');
    await drop('hotel/pool.jpg', 600, '#36a');
    await buildPhotos({ srcs: ['hotel/lobby.jpg', 'hotel/pool.jpg'], imagesDir, cacheDir });
    const entries = readdirSync(cacheDir);
    expect(entries).toHaveLength(2);
    // Both last used 31 days ago, and a build that died two days ago left a partial entry.
    const longAgo = new Date(Date.now() - UNUSED_ENTRY_MS - DAY_MS);
    for (const entry of entries) utimesSync(join(cacheDir, entry), longAgo, longAgo);
    const abandoned = join(cacheDir, `${entries[0]}.4242.partial`);
    mkdirSync(abandoned);
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS);
    utimesSync(abandoned, twoDaysAgo, twoDaysAgo);

    // The pool photo was taken out of the content; the lobby is still in it.
    const rebuilt = await buildPhotos({ srcs: ['hotel/lobby.jpg'], imagesDir, cacheDir });
    expect(rebuilt.encoded).toBe(0);
    const kept = readdirSync(cacheDir);
    expect(kept).toHaveLength(1);
    expect(statSync(join(cacheDir, kept[0] ?? '')).mtimeMs).toBeGreaterThan(Date.now() - 60_000);
    for (const { path } of rebuilt.files) expect(existsSync(path)).toBe(true);
  });

  it('fails naming the file when a photo cannot be decoded, and caches nothing for it', async () => {
    writeFileSync(join(imagesDir, 'hotel/broken.jpg'), 'not a photo');
    await expect(buildPhotos({ srcs: ['hotel/broken.jpg'], imagesDir, cacheDir })).rejects.toThrow(
      /^images\/hotel\/broken\.jpg is not a readable image \(.+\)$/,
    );
    expect(existsSync(cacheDir) ? readdirSync(cacheDir) : []).toEqual([]);
  });
});
