import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContent } from '../check/checkContent.js';
import { formatProblem } from '../check/problem.js';
import { contentFiles } from '../files.js';
import { checkImages } from './checkImages.js';
import { imagesDir } from './paths.js';

// biome-ignore lint/suspicious/noExplicitAny: the tests edit arbitrary places of raw JSON
type RawFiles = Record<string, any>;
const GRAND = 'properties/hotel-grand-imperial.json';

let images: string;
beforeAll(() => {
  images = mkdtempSync(join(tmpdir(), 'content-images-'));
  cpSync(imagesDir, images, { recursive: true });
});
afterAll(() => rmSync(images, { recursive: true, force: true }));

/** Writes `bytes` as images/<src> of the copy. */
function drop(src: string, bytes: Buffer): void {
  mkdirSync(dirname(join(images, src)), { recursive: true });
  writeFileSync(join(images, src), bytes);
}

/** A smooth generated photo of the given size (a gradient: small files, quick to encode). */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7a5' } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><linearGradient id="g"><stop offset="0" stop-color="#124"/><stop offset="1" stop-color="#fc8"/></linearGradient><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();

/** The errors checkImages reports once `edit` has pointed slots of the shipped content at files. */
async function imageErrors(edit: (files: RawFiles) => void): Promise<string[]> {
  const files = structuredClone(contentFiles) as RawFiles;
  edit(files);
  const { content, problems } = checkContent(files);
  expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  if (!content) throw new Error('the edited content does not parse');
  return (await checkImages(content, images)).map(formatProblem);
}

const slide = (index: number, src: string) => (files: RawFiles) => {
  files[GRAND].carousel[index].image = { src, alt: files[GRAND].carousel[index].image.alt };
};

describe('checkImages on photos', () => {
  it('passes a photo that names no width and height, and the shipped SVG illustrations', async () => {
    drop('hotel-grand-imperial/lobby.jpg', await photo(1600, 1000));
    expect(await imageErrors(slide(0, 'hotel-grand-imperial/lobby.jpg'))).toEqual([]);
  });

  it('reports a photo file that does not exist', async () => {
    expect(await imageErrors(slide(1, 'hotel-grand-imperial/nowhere.jpg'))).toEqual([
      `error  ${GRAND} › carousel[1].image.src: the file images/hotel-grand-imperial/nowhere.jpg does not exist`,
    ]);
  });

  it('reports a file that is not a readable image', async () => {
    drop('hotel-grand-imperial/broken.jpg', Buffer.from('this is not a JPEG at all'));
    const errors = await imageErrors(slide(2, 'hotel-grand-imperial/broken.jpg'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^error {2}properties\/hotel-grand-imperial\.json › carousel\[2\]\.image\.src: images\/hotel-grand-imperial\/broken\.jpg is not a readable image \(.+\); save it again as JPEG, PNG or WebP$/,
    );
  });

  it('reports a carousel photo under 1200 px wide, but not the same photo as a room picture', async () => {
    drop('hotel-grand-imperial/small.jpg', await photo(1000, 750));
    expect(
      await imageErrors((files) => {
        slide(3, 'hotel-grand-imperial/small.jpg')(files);
        files[GRAND].rooms[0].gallery[0] = {
          src: 'hotel-grand-imperial/small.jpg',
          alt: files[GRAND].rooms[0].gallery[0].alt,
        };
      }),
    ).toEqual([
      `error  ${GRAND} › carousel[3].image.src: images/hotel-grand-imperial/small.jpg is 1000 px wide; a carousel photo should be at least 1200 px wide, or it looks blurred on a wide screen`,
    ]);
  });

  it('reports a photo over 10 MB', async () => {
    // Random pixels stored uncompressed: 1900 × 1900 × 3 bytes, a little over 10 MB.
    const noise = await sharp(randomBytes(1900 * 1900 * 3), {
      raw: { width: 1900, height: 1900, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    drop('hotel-grand-imperial/huge.png', noise);
    expect(await imageErrors(slide(0, 'hotel-grand-imperial/huge.png'))).toEqual([
      `error  ${GRAND} › carousel[0].image.src: images/hotel-grand-imperial/huge.png is 10.3 MB; a photo should be at most 10.0 MB (export it about 3000 px wide as JPEG quality 85)`,
    ]);
  });

  it('reports a photo whose stated width and height are not its own', async () => {
    drop('hotel-grand-imperial/lobby-2.jpg', await photo(1600, 1000));
    expect(
      await imageErrors((files) => {
        files[GRAND].cardImage = {
          src: 'hotel-grand-imperial/lobby-2.jpg',
          alt: files[GRAND].cardImage.alt,
          width: 1600,
          height: 900,
        };
      }),
    ).toEqual([
      `error  ${GRAND} › cardImage: says 1600×900, but images/hotel-grand-imperial/lobby-2.jpg is 1600×1000 (leave width and height out: the build reads them from the photo)`,
    ]);
  });

  it('reads a phone photo’s size upright, by its EXIF orientation', async () => {
    // Stored 1000 × 1600 with orientation 6 (turn 90°): it shows 1600 × 1000.
    drop(
      'hotel-grand-imperial/phone.jpg',
      await sharp(await photo(1000, 1600))
        .withMetadata({ orientation: 6 })
        .toBuffer(),
    );
    expect(await imageErrors(slide(0, 'hotel-grand-imperial/phone.jpg'))).toEqual([]);
  });
});

describe('the image slot schema', () => {
  it('still needs width and height for an SVG', () => {
    const files = structuredClone(contentFiles) as RawFiles;
    delete files[GRAND].cardImage.width;
    expect(checkContent(files).problems.map(formatProblem)).toContain(
      `error  ${GRAND} › cardImage.width: is required for an SVG (its width in pixels, as in the file's <svg width="…">)`,
    );
  });
});
