import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';

const contentPackage = fileURLToPath(new URL('../../content/', import.meta.url));
const webDir = fileURLToPath(new URL('../../../apps/web/', import.meta.url));

/**
 * A photo-like JPEG: gradients and waves under grain at two scales, so it compresses about as
 * badly as a real photo (3000 × 2000 at quality 85 is about 2 MB). Deterministic.
 */
export async function noisyPhoto(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff - 0.5;
  };
  const block = 3;
  const columns = Math.ceil(width / block);
  const coarse = Float32Array.from(
    { length: columns * Math.ceil(height / block) },
    () => random() * 60,
  );
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const grain =
        random() * 30 + (coarse[Math.floor(y / block) * columns + Math.floor(x / block)] ?? 0);
      const at = (y * width + x) * 3;
      pixels[at] = 80 + (120 * x) / width + 40 * Math.sin(y / 90) + grain;
      pixels[at + 1] = 60 + (100 * y) / height + 30 * Math.cos(x / 130) + grain;
      pixels[at + 2] = 150 - (90 * x) / width + 20 * Math.sin((x + y) / 60) + grain;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export interface PhotoContent {
  /** The copy's root (json/ and images/), for HOTEL_CONTENT_DIR. */
  readonly contentDir: string;
  /** The photo's slot `src`, relative to images/. */
  readonly src: string;
}

/**
 * A copy of packages/content under `dir` in which `photo` is the first carousel slide of
 * `propertyId`, named as an editor would: `src` and `alt`, no width or height.
 */
export function contentWithPhoto(dir: string, propertyId: string, photo: Buffer): PhotoContent {
  const contentDir = join(dir, 'content');
  cpSync(join(contentPackage, 'json'), join(contentDir, 'json'), { recursive: true });
  cpSync(join(contentPackage, 'images'), join(contentDir, 'images'), { recursive: true });
  const src = `${propertyId}/first-photo.jpg`;
  mkdirSync(dirname(join(contentDir, 'images', src)), { recursive: true });
  writeFileSync(join(contentDir, 'images', src), photo);
  const file = join(contentDir, 'json/properties', `${propertyId}.json`);
  const property = JSON.parse(readFileSync(file, 'utf8'));
  property.carousel[0].image = {
    src,
    alt: {
      en: 'A photograph of the hotel at golden hour',
      mr: 'सायंकाळच्या सोनेरी उन्हातील हॉटेलचे छायाचित्र',
      hi: 'शाम की सुनहरी धूप में होटल की तस्वीर',
    },
  };
  writeFileSync(file, `${JSON.stringify(property, null, 2)}\n`);
  return { contentDir, src };
}

/**
 * The production build of apps/web from a copy of the content (HOTEL_CONTENT_DIR) into
 * `buildDir` (WEB_BUILD_DIRECTORY), which should lie under apps/web so the prerender resolves
 * its packages. Photos are encoded once: the build's cache keeps them for the next run.
 */
export async function buildWebFrom(contentDir: string, buildDir: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    join(webDir, 'node_modules/.bin/react-router'),
    ['build'],
    {
      cwd: webDir,
      env: { ...process.env, HOTEL_CONTENT_DIR: contentDir, WEB_BUILD_DIRECTORY: buildDir },
      timeout: 300_000,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return stdout;
}

/** A folder under apps/web for such builds (prerendering resolves apps/web's packages). */
export const webCacheDir = join(webDir, 'node_modules/.cache');
